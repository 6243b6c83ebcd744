import { lazy, Suspense, useSyncExternalStore } from "react";

// The machines' inspector beside any page (issue 16): switched on at /dev for this browser, it puts a
// button on every page that opens the charts with the page's own actors live (an open chat, a friendship
// in view), which /dev itself cannot show. Off, it costs the page nothing but this check.

const storageKey = "mir.inspector";
const changedEvent = "mir:inspector";

function subscribe(listener: () => void) {
  window.addEventListener("storage", listener);
  window.addEventListener(changedEvent, listener);
  return () => {
    window.removeEventListener("storage", listener);
    window.removeEventListener(changedEvent, listener);
  };
}

function readOn(): boolean {
  try {
    return localStorage.getItem(storageKey) === "on";
  } catch {
    return false; // storage refused (private mode): the inspector stays off
  }
}

/** Whether the inspector is on in this browser, live. */
export const useInspectorOn = (): boolean => useSyncExternalStore(subscribe, readOn, () => false);

/** Switches the inspector on or off in this browser (every tab follows). */
export function setInspectorOn(on: boolean): void {
  try {
    if (on) localStorage.setItem(storageKey, "on");
    else localStorage.removeItem(storageKey);
  } catch {
    // Not kept: this page still follows the event below.
  }
  window.dispatchEvent(new Event(changedEvent));
}

const InspectorPanel = lazy(() => import("../pages/dev/inspector-panel"));

/** The inspector's button and panel, when switched on. */
export function InspectorHost() {
  const on = useInspectorOn();
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <InspectorPanel />
    </Suspense>
  );
}
