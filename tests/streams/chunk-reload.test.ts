import { describe, expect, it, vi } from "vitest";
import {
  claimChunkReload,
  RELOAD_GUARD_WINDOW_MS,
  reloadOnChunkError,
} from "../../src/streams/chunk-reload.stream";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

describe("claimChunkReload", () => {
  it("reloads once per path within the window, then again after it", () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, "/blogs", 1_000)).toBe(true);
    expect(claimChunkReload(storage, "/blogs", 1_000 + RELOAD_GUARD_WINDOW_MS - 1)).toBe(false);
    expect(claimChunkReload(storage, "/news", 2_000)).toBe(true);
    expect(claimChunkReload(storage, "/blogs", 1_000 + RELOAD_GUARD_WINDOW_MS)).toBe(true);
  });
});

describe("reloadOnChunkError", () => {
  function fakeWindow(pathname: string) {
    const target = new EventTarget();
    const reload = vi.fn();
    const win = Object.assign(target, {
      sessionStorage: memoryStorage(),
      location: { pathname, reload },
    }) as unknown as Window;
    const fail = () => {
      const event = new Event("vite:preloadError", { cancelable: true });
      win.dispatchEvent(event);
      return event.defaultPrevented;
    };
    return { win, reload, fail };
  }

  it("reloads on the first failed chunk of a path, not on the second", () => {
    const { win, reload, fail } = fakeWindow("/blogs");
    reloadOnChunkError(win);
    expect(fail()).toBe(true); // Vite's own error is not thrown then
    expect(reload).toHaveBeenCalledTimes(1);
    expect(fail()).toBe(false); // the error screen shows instead of a reload loop
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("stops listening when told", () => {
    const { win, reload, fail } = fakeWindow("/news");
    reloadOnChunkError(win)();
    expect(fail()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
