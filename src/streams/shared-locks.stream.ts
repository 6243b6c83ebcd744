// What the tabs of one browser tell each other through shared Web Locks, without messages: a tab holds a shared
// lock by name while something is true of it (a messenger page is open, the tab is in view), and any tab
// asks whether some tab holds it. A closed or crashed tab's locks are released by the browser.

/** Locks as this needs them: `navigator.locks` in a browser. */
export interface PageLocks {
  request(
    name: string,
    options: { mode: "shared"; signal: AbortSignal },
    hold: () => Promise<void>,
  ): Promise<unknown>;
  query(): Promise<{ held?: ReadonlyArray<{ name?: string }> }>;
}

/** This page's locks, when the browser has them (not on plain http, nor in old browsers). */
export const browserLocks = (): PageLocks | undefined =>
  typeof navigator !== "undefined" && "locks" in navigator
    ? (navigator.locks as unknown as PageLocks)
    : undefined;

/** Locks held in this tab when the browser has no Web Locks: then only this tab can be known. */
const heldHereWithoutLocks = new Map<string, number>();

/** Holds the shared lock `name` until the returned function is called. */
export function holdLock(name: string, locks: PageLocks | undefined = browserLocks()): () => void {
  if (!locks) {
    heldHereWithoutLocks.set(name, (heldHereWithoutLocks.get(name) ?? 0) + 1);
    return () => heldHereWithoutLocks.set(name, (heldHereWithoutLocks.get(name) ?? 1) - 1);
  }
  const release = new AbortController();
  locks
    .request(
      name,
      { mode: "shared", signal: release.signal },
      () =>
        new Promise<void>((resolve) => {
          release.signal.addEventListener("abort", () => resolve());
        }),
    )
    .catch(() => {}); // aborted before granted: released at once
  return () => release.abort();
}

/** Whether any tab of this browser holds the lock `name` (this tab only, without Web Locks). */
export async function lockHeld(
  name: string,
  locks: PageLocks | undefined = browserLocks(),
): Promise<boolean> {
  if (!locks) return (heldHereWithoutLocks.get(name) ?? 0) > 0;
  const { held = [] } = await locks.query();
  return held.some((lock) => lock.name === name);
}

/** The lock each tab holds while it is in view. */
export const visibleTabLock = "mir:visible-tab";

/** What {@link holdWhileVisible} watches: the tab's document. */
export interface VisibleDocument {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: "visibilitychange", listener: () => void): void;
  removeEventListener(type: "visibilitychange", listener: () => void): void;
}

/**
 * Holds {@link visibleTabLock} whenever `doc` is in view, for as long as the returned function is not
 * called (the tab's lifetime), so that the tab holding the socket can tell whether any tab of ours is.
 */
export function holdWhileVisible(
  doc: VisibleDocument,
  locks: PageLocks | undefined = browserLocks(),
): () => void {
  let release: (() => void) | null = null;
  const follow = () => {
    if (doc.visibilityState === "visible" && !release) release = holdLock(visibleTabLock, locks);
    if (doc.visibilityState !== "visible" && release) {
      release();
      release = null;
    }
  };
  follow();
  doc.addEventListener("visibilitychange", follow);
  return () => {
    doc.removeEventListener("visibilitychange", follow);
    release?.();
  };
}

/** Whether some tab of ours is in view (without Web Locks: whether this one is). */
export const anyTabVisible = (locks: PageLocks | undefined = browserLocks()): Promise<boolean> =>
  lockHeld(visibleTabLock, locks);
