// @vitest-environment happy-dom
// Issue 28, item 16: spec §9 — "Initial audio volume 1 is stored locally if absent; a default set of
// frequently used emoji with counts is stored if absent … default skin 1". A fresh browser finds them in
// its storage after its first page, before it ever opens the emoji picker or plays a sound.
import { createMemoryHistory, createRouter } from "@tanstack/react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { fallbackEmojiIds } from "../../src/ui/components/emoji-picker/emoji-constants";
import { emojiStorageKeys } from "../../src/ui/components/emoji-picker/emoji-store";
import { volumeStorageKey } from "../../src/ui/components/sound/sound-volume";
import { createPositionMemory } from "../../src/ui/routes/-guards/save-position";
import { routeTree } from "../../src/ui/routeTree.gen";
import { sessionHandle } from "../../src/ui/session/handle";
import { stubSession } from "../helpers/session";

/** The first page of a visitor, on the real route tree (the session answers: nobody). */
async function visit(href: string) {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [href] }),
    context: {
      session: sessionHandle(stubSession()),
      findProfile: async () => null,
      positions: createPositionMemory(),
    },
  });
  await router.load();
}

const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? "null");

beforeEach(() => localStorage.clear());

describe("a fresh browser's first page stores spec §9's defaults", () => {
  it.each(["/", "/auth?page=auth", "/profile/2"])(
    "%s: volume 1, the 16 emoji with counts, skin 1",
    async (href) => {
      expect(localStorage.length).toBe(0);
      await visit(href);
      expect(localStorage.getItem(volumeStorageKey)).toBe("1");
      expect(stored(emojiStorageKeys.counts)).toEqual(
        Object.fromEntries(fallbackEmojiIds.map((id, i) => [id, fallbackEmojiIds.length - i])),
      );
      expect(stored(emojiStorageKeys.recent)).toEqual([...fallbackEmojiIds]);
      expect(stored(emojiStorageKeys.skin)).toBe(1);
    },
  );

  it("keeps what the member chose: defaults only where nothing is stored", async () => {
    localStorage.setItem(volumeStorageKey, "0.4");
    localStorage.setItem(emojiStorageKeys.counts, JSON.stringify({ cat: 3 }));
    localStorage.setItem(emojiStorageKeys.recent, JSON.stringify(["cat"]));
    localStorage.setItem(emojiStorageKeys.skin, "4");
    await visit("/");
    expect(localStorage.getItem(volumeStorageKey)).toBe("0.4");
    expect(stored(emojiStorageKeys.counts)).toEqual({ cat: 3 });
    expect(stored(emojiStorageKeys.recent)).toEqual(["cat"]);
    expect(stored(emojiStorageKeys.skin)).toBe(4);
  });
});
