/** Spec §4/§9: a page whose chunk failed to load is reloaded at most once per path within this window. */
export const RELOAD_GUARD_WINDOW_MS = 10_000;

const keyFor = (path: string) => `mir:chunk-reload:${path}`;

/**
 * Decides whether a failed chunk load on `path` may reload the page now, and records the reload.
 * A second failure on the same path within the window does not reload again, so a broken deploy
 * shows the error screen instead of a reload loop.
 */
export function claimChunkReload(
  storage: Pick<Storage, "getItem" | "setItem">,
  path: string,
  now: number,
): boolean {
  const last = Number(storage.getItem(keyFor(path)) ?? Number.NaN);
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_WINDOW_MS) return false;
  storage.setItem(keyFor(path), String(now));
  return true;
}

/**
 * Reloads the page when Vite reports a chunk that failed to load (a deploy replaced it), once per path.
 * Returns the way to stop listening. A plain listener, not an Observable: it is in the first page's
 * JavaScript, which RxJS would make heavier for one event (ARCHITECTURE §8).
 */
export function reloadOnChunkError(win: Window): () => void {
  const onPreloadError = (event: Event) => {
    if (!claimChunkReload(win.sessionStorage, win.location.pathname, Date.now())) return;
    event.preventDefault();
    win.location.reload();
  };
  win.addEventListener("vite:preloadError", onPreloadError);
  return () => win.removeEventListener("vite:preloadError", onPreloadError);
}
