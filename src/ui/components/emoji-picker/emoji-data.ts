import type { EmojiMartData } from "@emoji-mart/data";
import { emojiPicker } from "./emoji-constants";

/** What we take of an emojibase entry: its code points, Russian name and tags. */
export interface RussianAnnotation {
  readonly hexcode: string;
  readonly label: string;
  readonly tags?: ReadonlyArray<string>;
}

/** `1F431`, `2764-FE0F`, `1f431` → one key: upper case, no variation selector (emojibase drops it). */
export const codeKey = (unified: string) =>
  unified
    .toUpperCase()
    .split("-")
    .filter((part) => part !== "FE0F")
    .join("-");

/** One spelling for search: lower case, ё as е (people type «еж», emojibase writes «ёж»). */
export const normalizeWord = (word: string) => word.toLowerCase().replaceAll("ё", "е");

/** The separate words of a name or tag: «морда кошки» → морда, кошки; «средне-тёмный» keeps both halves too. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const word of normalizeWord(text).split(/[\s,.:;!?«»"()]+/)) {
    if (word.length < 2) continue;
    words.push(word);
    if (word.includes("-")) words.push(...word.split("-").filter((part) => part.length >= 2));
  }
  return words;
}

/**
 * Gives each emoji of emoji-mart's data its Russian name (shown in the picker's preview) and adds the
 * Russian name and tags (emojibase's `ru` locale) to its `keywords`, matched by code points
 * (`skins[0].unified` ↔ `hexcode`), so that emoji-mart's own search finds 🐱 by «кот». The English name's
 * words stay searchable as keywords. Changes `data` in place (it is the picker's one copy) and returns
 * it; running it twice changes nothing more.
 */
export function mergeRussianKeywords(
  data: EmojiMartData,
  annotations: ReadonlyArray<RussianAnnotation>,
): EmojiMartData {
  const byCode = new Map(annotations.map((entry) => [codeKey(entry.hexcode), entry]));
  for (const emoji of Object.values(data.emojis)) {
    const unified = emoji.skins[0]?.unified;
    const annotation = unified ? byCode.get(codeKey(unified)) : undefined;
    if (!annotation) continue;
    const english = emoji.name.toLowerCase().split(/[-_\s]+/);
    const russian = [annotation.label, ...(annotation.tags ?? [])].flatMap(wordsOf);
    emoji.keywords = [...new Set([...english, ...emoji.keywords, ...russian])].filter(Boolean);
    emoji.name = annotation.label.charAt(0).toUpperCase() + annotation.label.slice(1);
  }
  return data;
}

/**
 * The query emoji-mart searches with: its first two words (spec §9), normalised like the keywords.
 * Empty when there is nothing to search for (emoji-mart then shows the categories again).
 */
export function searchQuery(value: string): string {
  return normalizeWord(value)
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, emojiPicker.searchWords)
    .join(" ");
}

let loading: Promise<EmojiMartData> | null = null;

/**
 * The picker's data, loaded once from our own bundle (never a CDN): emoji-mart's Apple set of Unicode
 * 15 with the Russian names merged in. Both are separate lazy chunks, fetched when a picker first
 * opens; a failed load is tried again by the next picker.
 */
export function loadEmojiData(): Promise<EmojiMartData> {
  loading ??= Promise.all([
    import("@emoji-mart/data/sets/15/apple.json"),
    import("emojibase-data/ru/compact.json"),
  ]).then(
    ([apple, russian]) => mergeRussianKeywords(apple.default as EmojiMartData, russian.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
