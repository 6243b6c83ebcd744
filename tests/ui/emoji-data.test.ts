// @vitest-environment happy-dom
import i18n from "@emoji-mart/data/i18n/ru.json";
import apple from "@emoji-mart/data/sets/15/apple.json";
import { init } from "emoji-mart";
import russian from "emojibase-data/ru/compact.json";
import { beforeAll, describe, expect, it } from "vitest";
import { emojiPicker } from "../../src/ui/components/emoji-picker/emoji-constants";
import {
  codeKey,
  loadEmojiData,
  mergeRussianKeywords,
  searchQuery,
  wordsOf,
} from "../../src/ui/components/emoji-picker/emoji-data";
import { connectEmojiMart, searchEmoji } from "../../src/ui/components/emoji-picker/emoji-mart-setup";
import { createEmojiStore } from "../../src/ui/components/emoji-picker/emoji-store";

describe("Russian names merged into emoji-mart's data", () => {
  it("matches emojibase's hexcodes to emoji-mart's code points, variation selectors aside", () => {
    expect(codeKey("2764-fe0f")).toBe(codeKey("2764"));
    expect(codeKey("1f431")).toBe("1F431");
    expect(codeKey("1f468-200d-1f4bb")).toBe("1F468-200D-1F4BB");
  });

  it("splits names and tags into words, ё as е", () => {
    expect(wordsOf("морда кошки")).toEqual(["морда", "кошки"]);
    expect(wordsOf("средне-тёмный тон")).toEqual(["средне-темный", "средне", "темный", "тон"]);
    expect(wordsOf("значок «сердце»")).toEqual(["значок", "сердце"]);
  });

  it("gives every emoji of the Apple set its Russian words, once, keeping the English ones", () => {
    const data = structuredClone(apple) as typeof apple;
    mergeRussianKeywords(data as never, russian);
    const cat = data.emojis.cat;
    expect(cat.keywords).toEqual(expect.arrayContaining(["meow", "кот", "кошка", "морда", "cat", "face"]));
    // The preview names the emoji in Russian.
    expect(cat.name).toBe("Морда кошки");
    expect(data.emojis.heart.keywords).toEqual(expect.arrayContaining(["love", "сердце", "алое"]));
    const without = Object.values(data.emojis).filter((e) => !e.keywords.some((k) => /[а-я]/.test(k)));
    expect(without.map((e) => e.id)).toEqual([]);
    const before = data.emojis.cat.keywords.length;
    mergeRussianKeywords(data as never, russian);
    expect(data.emojis.cat.keywords).toHaveLength(before);
  });
});

describe("the picker's search", () => {
  beforeAll(async () => {
    localStorage.clear();
    connectEmojiMart(createEmojiStore());
    await init({ data: await loadEmojiData(), i18n, set: "apple", locale: "ru" });
  });

  const natives = async (query: string) => (await searchEmoji(query)).map((e) => e.skins[0]?.native);

  it("finds 🐱 by «кот» and ❤️ by «сердце»", async () => {
    // Within the first two rows of nine, among the other cats.
    expect((await natives("кот")).slice(0, 18)).toEqual(expect.arrayContaining(["🐱", "🐈", "😺", "😿"]));
    expect((await natives("сердце")).slice(0, emojiPicker.perLine)).toContain("❤️");
    expect(await natives("Кот")).toContain("🐱");
  });

  it("reads ё as е, both ways", async () => {
    expect(await natives("ёж")).toContain("🦔");
    expect(await natives("еж")).toContain("🦔");
  });

  it("still finds by English keywords", async () => {
    expect((await natives("cat")).slice(0, 3)).toContain("🐱");
  });

  it("uses the first two words of the query only (spec §9)", async () => {
    expect(searchQuery("  красное   сердце  любовь ")).toBe("красное сердце");
    expect(await natives("красное сердце любовь")).toEqual(await natives("красное сердце"));
    expect(await natives("красное сердце")).toContain("❤️");
    // A third word that matches nothing would otherwise leave no results at all.
    expect(await natives("красное сердце zzzz")).toContain("❤️");
  });

  it("gives at most 75 results (spec §9)", async () => {
    const many = await searchEmoji("a");
    expect(many).toHaveLength(emojiPicker.maxSearchResults);
  });

  it("loads the data once, from the bundle", async () => {
    expect(await loadEmojiData()).toBe(await loadEmojiData());
  });
});
