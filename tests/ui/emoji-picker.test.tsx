// @vitest-environment happy-dom
import { MantineProvider } from "@mantine/core";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fallbackEmojiIds } from "../../src/ui/components/emoji-picker/emoji-constants";
import { EmojiPicker } from "../../src/ui/components/emoji-picker/emoji-picker";
import { emojiStorageKeys } from "../../src/ui/components/emoji-picker/emoji-store";
import type { PickedEmoji } from "../../src/ui/components/emoji-picker/picked-emoji";

let fetches: string[] = [];

beforeEach(() => {
  localStorage.clear();
  fetches = [];
  // The picker must never reach a CDN: any request fails the test below.
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    fetches.push(String(input));
    throw new TypeError("offline");
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** emoji-mart draws into the open shadow root of its `em-emoji-picker` element. */
async function pickerRoot(): Promise<ShadowRoot> {
  return waitFor(
    () => {
      const root = document.querySelector("em-emoji-picker")?.shadowRoot;
      if (!root?.querySelector("button[aria-label]")) throw new Error("picker not drawn yet");
      return root;
    },
    { timeout: 10_000 },
  );
}

const emojiButtons = (root: ShadowRoot, section?: string) =>
  [...root.querySelectorAll<HTMLButtonElement>(`${section ?? ""} button[aria-label][aria-posinset]`)].map(
    (b) => b.getAttribute("aria-label"),
  );

describe("emoji picker", () => {
  it("loads lazily and works offline: Russian texts, our sprite sheet, the fallback 16 first", async () => {
    const picked: PickedEmoji[] = [];
    render(
      <MantineProvider>
        <EmojiPicker onSelect={(emoji) => picked.push(emoji)} />
      </MantineProvider>,
    );
    expect(screen.getByLabelText("Загружаем эмодзи…")).toBeTruthy();
    const root = await pickerRoot();
    expect(root.querySelector("input")?.getAttribute("placeholder")).toBe("Поиск");
    expect(root.textContent).toContain("Часто используемые");
    // The first row is the stored fallback set (👍 first), nine per line.
    const first = emojiButtons(root).slice(0, 9);
    expect(first[0]).toBe("👍");
    expect(first).toHaveLength(9);
    expect(JSON.parse(localStorage.getItem(emojiStorageKeys.recent) ?? "[]")).toEqual([...fallbackEmojiIds]);
    const sprite = root.querySelector<HTMLElement>(".emoji-mart-emoji span")?.style.backgroundImage ?? "";
    expect(sprite).toMatch(/sheets-256\/(32|64)\.png/);
    expect(sprite).not.toContain("cdn.jsdelivr.net");
    expect(fetches).toEqual([]);
  });

  it("finds 🐱 by «кот» and hands the pick over with its reaction code, remembering it", async () => {
    const picked: PickedEmoji[] = [];
    render(
      <MantineProvider>
        <EmojiPicker onSelect={(emoji) => picked.push(emoji)} />
      </MantineProvider>,
    );
    const root = await pickerRoot();
    const search = root.querySelector("input") as HTMLInputElement;
    await act(async () => {
      search.value = "кот";
      search.dispatchEvent(new Event("input", { bubbles: true }));
    });
    const cat = await waitFor(() => {
      const button = root.querySelector<HTMLButtonElement>('button[aria-label="🐱"]');
      if (!button) throw new Error("no 🐱 yet");
      return button;
    });
    await act(async () => cat.click());
    expect(picked).toEqual([{ id: "cat", native: "🐱", unified: "1f431", skin: 1, code: "cat" }]);
    expect(JSON.parse(localStorage.getItem(emojiStorageKeys.recent) ?? "[]")[0]).toBe("cat");
    expect(JSON.parse(localStorage.getItem(emojiStorageKeys.last) ?? "null")).toBe("cat");
    expect(JSON.parse(localStorage.getItem(emojiStorageKeys.counts) ?? "{}").cat).toBe(1);
    expect(fetches).toEqual([]);
  });
});
