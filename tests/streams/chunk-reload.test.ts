import { describe, expect, it } from "vitest";
import { claimChunkReload, RELOAD_GUARD_WINDOW_MS } from "../../src/streams/chunk-reload.stream";

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
