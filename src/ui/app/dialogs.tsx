import { lazy, Suspense, useSyncExternalStore } from "react";
import type { DialogsPort } from "../components/dialogs/dialogs-port";
import { useInspectable } from "../components/live-actors";
import { ru } from "../i18n/ru";
import type { DialogRuntime } from "./dialog-runtime";

// In the first page's JavaScript, so no XState here: the dialog's machine, its calls and its view come
// in their own chunks the first time a page asks for a dialog.

let runtime: DialogRuntime | null = null;
let loading: Promise<DialogRuntime> | null = null;
const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

function load(): Promise<DialogRuntime> {
  loading ??= import("./dialog-runtime").then(({ startDialogs }) => {
    runtime = startDialogs();
    for (const listener of listeners) listener();
    return runtime;
  });
  // A chunk that failed to load: the next dialog tries again.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** The app's dialogs, as pages reach them (`useDialogs()`; the shell provides this). */
export const appDialogs: DialogsPort = {
  show(request, reply) {
    if (runtime) runtime.show(request, reply);
    else
      load().then(
        (started) => started.show(request, reply),
        // Its chunk did not arrive (offline): the dialog is answered as closed, so that the page asking
        // (a form waiting in `confirming`) goes back to where it was instead of waiting for ever.
        () => reply?.onClosed?.(),
      );
  },
};

const DialogView = lazy(() => import("./dialog-view").then((m) => ({ default: m.DialogView })));

/** The dialog host of spec §2: draws the app's one dialog (states A and B of spec §3) once there is one. */
export function DialogHost() {
  const started = useSyncExternalStore(
    subscribe,
    () => runtime,
    () => runtime,
  );
  useInspectable("dialog", started?.actor, ru.appDialog);
  return (
    <div id="dialog-host">
      {started ? (
        <Suspense fallback={null}>
          <DialogView dialog={started.actor} />
        </Suspense>
      ) : null}
    </div>
  );
}
