// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { fallbackEmojiIds } from "../../src/ui/components/emoji-picker/emoji-constants";
import { createEmojiStore, emojiStorageKeys } from "../../src/ui/components/emoji-picker/emoji-store";

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? "null");

beforeEach(() => localStorage.clear());

describe("emoji preferences in localStorage", () => {
  it("stores the fallback 16 with descending counts when nothing is stored (spec §9)", () => {
    const store = createEmojiStore();
    store.ensureDefaults();
    expect(fallbackEmojiIds).toHaveLength(16);
    expect(stored(emojiStorageKeys.recent)).toEqual([...fallbackEmojiIds]);
    expect(stored(emojiStorageKeys.counts)).toMatchObject({ "+1": 16, grinning: 15, hankey: 1 });
    expect(store.frequent().slice(0, 3)).toEqual(["+1", "grinning", "kissing_heart"]);
    expect(store.skin()).toBe(1);
    expect(store.last()).toBeNull();
  });

  it("keeps what is stored: defaults are only for an empty store", () => {
    localStorage.setItem(emojiStorageKeys.counts, JSON.stringify({ cat: 5, heart: 2 }));
    const store = createEmojiStore();
    store.ensureDefaults();
    expect(store.counts()).toEqual({ cat: 5, heart: 2 });
    expect(store.recent()).toEqual(["cat", "heart"]);
  });

  it("counts each use, keeps the last used and the 20 most recent, most recent first", () => {
    const store = createEmojiStore();
    store.ensureDefaults();
    store.record("cat");
    store.record("heart");
    store.record("cat");
    expect(store.counts()).toMatchObject({ cat: 2, heart: 3 });
    expect(store.recent().slice(0, 2)).toEqual(["cat", "heart"]);
    expect(store.last()).toBe("cat");
    for (let i = 0; i < 30; i++) store.record(`emoji_${i}`);
    expect(store.recent()).toHaveLength(20);
    expect(store.recent()[0]).toBe("emoji_29");
    expect(store.recent()).not.toContain("cat");
    expect(stored(emojiStorageKeys.last)).toBe("emoji_29");
  });

  it("shows the recent ones most used first, ties by recency", () => {
    localStorage.setItem(emojiStorageKeys.counts, JSON.stringify({ a: 1, b: 3, c: 1 }));
    localStorage.setItem(emojiStorageKeys.recent, JSON.stringify(["c", "a", "b"]));
    expect(createEmojiStore().frequent()).toEqual(["b", "c", "a"]);
  });

  it("keeps a skin tone of 1 to 6 and refuses others", () => {
    const store = createEmojiStore();
    store.setSkin(4);
    expect(store.skin()).toBe(4);
    expect(stored(emojiStorageKeys.skin)).toBe(4);
    store.setSkin(7);
    store.setSkin(0);
    expect(store.skin()).toBe(4);
    localStorage.setItem(emojiStorageKeys.skin, '"тёмный"');
    expect(store.skin()).toBe(1);
  });

  it("reads broken values as none and survives a storage that refuses writes", () => {
    localStorage.setItem(emojiStorageKeys.recent, "{not json");
    localStorage.setItem(emojiStorageKeys.counts, JSON.stringify({ cat: "много", dog: 2 }));
    const store = createEmojiStore();
    expect(store.recent()).toEqual([]);
    expect(store.counts()).toEqual({ dog: 2 });
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError");
      },
    } as unknown as Storage;
    const refused = createEmojiStore(full);
    expect(() => refused.record("cat")).not.toThrow();
    expect(() => refused.ensureDefaults()).not.toThrow();
    expect(createEmojiStore(null).frequent()).toEqual([]);
  });
});
