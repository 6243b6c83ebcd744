import { describe, expect, it } from "vitest";
import { anyTabVisible, holdWhileVisible, type VisibleDocument } from "../../src/streams/shared-locks.stream";
import { fakeSharedLocks as fakeLocks } from "./helpers/shared-locks";

/** A tab's document whose visibility the test turns. */
function tab(visible: boolean) {
  const listeners = new Set<() => void>();
  const doc: VisibleDocument & { show(on: boolean): void } = {
    visibilityState: visible ? "visible" : "hidden",
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    show(on) {
      (this as { visibilityState: DocumentVisibilityState }).visibilityState = on ? "visible" : "hidden";
      for (const listener of listeners) listener();
    },
  };
  return doc;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("tabs in view (the desktop alert's condition)", () => {
  it("knows whether any tab of the browser is in view as tabs are shown, hidden and closed", async () => {
    const locks = fakeLocks();
    const socketTab = tab(false);
    const other = tab(true);
    holdWhileVisible(socketTab, locks);
    const closeOther = holdWhileVisible(other, locks);
    await settle();
    expect(await anyTabVisible(locks)).toBe(true); // the other tab is in view: no alert
    other.show(false);
    await settle();
    expect(await anyTabVisible(locks)).toBe(false);
    socketTab.show(true);
    other.show(true);
    await settle();
    socketTab.show(false);
    await settle();
    expect(await anyTabVisible(locks)).toBe(true);
    closeOther();
    await settle();
    expect(await anyTabVisible(locks)).toBe(false);
  });

  it("without Web Locks, knows only this tab", async () => {
    const here = tab(true);
    const stop = holdWhileVisible(here, undefined);
    expect(await anyTabVisible(undefined)).toBe(true);
    here.show(false);
    expect(await anyTabVisible(undefined)).toBe(false);
    here.show(true);
    stop();
    expect(await anyTabVisible(undefined)).toBe(false);
  });
});
