import { FrequentlyUsed, SearchIndex, Store } from "emoji-mart";
import { emojiPicker } from "./emoji-constants";
import { searchQuery } from "./emoji-data";
import type { EmojiStore } from "./emoji-store";

// emoji-mart 5 has no options for these, but its picker calls them through these exported objects at
// call time, so replacing their methods is how its recent list, skin tone and search become ours.
// The shapes are written here because its own typings name the methods wrongly (`_get1`, `_get2`).
interface Frequently {
  add(emoji: { id: string }): void;
  get(options: { maxFrequentRows: number; perLine: number }): string[];
}
interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}
type Search = (value: string, options?: { maxResults?: number; caller?: string }) => Promise<unknown>;

let connected: EmojiStore | null = null;
const originalSearch = (SearchIndex as unknown as { search: Search }).search;

/**
 * Routes emoji-mart's state to {@link EmojiStore} (our localStorage keys) and its search to spec §9's
 * rules: "Часто используемые" shows the recent 20 (the fallback 16 until the member picks any), a pick
 * counts a use, the skin tone is ours, and a search takes the query's first two words, at most 75
 * results, Russian names included (emoji-data.ts). Idempotent; the last store given wins.
 */
export function connectEmojiMart(store: EmojiStore): void {
  store.ensureDefaults();
  if (connected === store) return;
  connected = store;
  const frequently = FrequentlyUsed as unknown as Frequently;
  frequently.get = () => store.frequent();
  frequently.add = (emoji) => store.record(emoji.id);
  const keyValue = Store as unknown as KeyValueStore;
  // emoji-mart reads and writes only `skin` here once its frequently-used list is ours.
  keyValue.get = (key) => (key === "skin" ? store.skin() : undefined);
  keyValue.set = (key, value) => {
    if (key === "skin") store.setSkin(Number(value));
  };
  (SearchIndex as unknown as { search: Search }).search = (value, options) =>
    originalSearch(searchQuery(value ?? ""), { ...options, maxResults: emojiPicker.maxSearchResults });
}

/** The search as the picker runs it (for tests): the emoji of a query, best first. */
export async function searchEmoji(
  query: string,
): Promise<Array<{ id: string; skins: Array<{ native: string }> }>> {
  const search = (SearchIndex as unknown as { search: Search }).search;
  return ((await search(query)) as Array<{ id: string; skins: Array<{ native: string }> }> | null) ?? [];
}
