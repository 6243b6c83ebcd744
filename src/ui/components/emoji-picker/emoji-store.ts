import { emojiPicker, fallbackEmojiIds } from "./emoji-constants";

/**
 * Where the emoji preferences of spec §3 live in localStorage (JSON values). Ours, not emoji-mart's own
 * `emoji-mart.*` keys: emoji-mart's store is routed here (see emoji-mart-setup.ts).
 */
export const emojiStorageKeys = {
  /** Recently used emoji ids, most recent first, at most 20: `["heart","+1"]`. */
  recent: "mir.emoji.recent",
  /** Uses per emoji id: `{"heart":3,"+1":1}`. */
  counts: "mir.emoji.counts",
  /** The last used emoji id: `"heart"`. */
  last: "mir.emoji.last",
  /** The chosen skin tone, 1–6: `1`. */
  skin: "mir.emoji.skin",
} as const;

export interface EmojiStore {
  /**
   * Stores spec §9's defaults where nothing (or nothing valid) is stored yet: the fallback set with counts
   * (and it as the recent list) and skin tone 1. Safe to call often: the app's every first page does.
   */
  ensureDefaults(): void;
  /** Recently used ids, most recent first (at most 20). */
  recent(): string[];
  /** What "Часто используемые" shows: the recent ids, most used first, ties by recency. */
  frequent(): string[];
  counts(): Record<string, number>;
  last(): string | null;
  /** One more use of `id`: its count, the recent list and the last used emoji. */
  record(id: string): void;
  skin(): number;
  setSkin(skin: number): void;
}

/** localStorage when the browser lets us use it (it may throw: private modes, disabled storage). */
function browserStorage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

const isSkin = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= emojiPicker.skinTones;

/** The emoji preferences in `storage` (localStorage by default); broken or missing values read as none. */
export function createEmojiStore(storage: Storage | null = browserStorage()): EmojiStore {
  const read = (key: string): unknown => {
    try {
      const raw = storage?.getItem(key);
      return raw == null ? undefined : JSON.parse(raw);
    } catch {
      return undefined;
    }
  };
  const write = (key: string, value: unknown) => {
    try {
      storage?.setItem(key, JSON.stringify(value));
    } catch {
      // Full or refused storage: the picker still works, it only forgets.
    }
  };
  const recent = (): string[] => {
    const value = read(emojiStorageKeys.recent);
    return Array.isArray(value)
      ? value.filter((id): id is string => typeof id === "string").slice(0, emojiPicker.maxRecent)
      : [];
  };
  const counts = (): Record<string, number> => {
    const value = read(emojiStorageKeys.counts);
    if (!value || typeof value !== "object" || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, number] => Number.isFinite(entry[1]) && (entry[1] as number) > 0,
      ),
    );
  };

  return {
    ensureDefaults() {
      if (read(emojiStorageKeys.counts) === undefined) {
        const n = fallbackEmojiIds.length;
        write(emojiStorageKeys.counts, Object.fromEntries(fallbackEmojiIds.map((id, i) => [id, n - i])));
      }
      if (read(emojiStorageKeys.recent) === undefined) {
        const uses = counts();
        const byUse = Object.keys(uses).sort((a, b) => (uses[b] ?? 0) - (uses[a] ?? 0));
        write(emojiStorageKeys.recent, byUse.slice(0, emojiPicker.maxRecent));
      }
      if (!isSkin(read(emojiStorageKeys.skin))) write(emojiStorageKeys.skin, emojiPicker.defaultSkin);
    },
    recent,
    frequent() {
      const uses = counts();
      const ids = recent();
      const order = new Map(ids.map((id, i) => [id, i]));
      return [...ids].sort(
        (a, b) => (uses[b] ?? 0) - (uses[a] ?? 0) || (order.get(a) ?? 0) - (order.get(b) ?? 0),
      );
    },
    counts,
    last() {
      const value = read(emojiStorageKeys.last);
      return typeof value === "string" ? value : null;
    },
    record(id) {
      const uses = counts();
      write(emojiStorageKeys.counts, { ...uses, [id]: (uses[id] ?? 0) + 1 });
      write(
        emojiStorageKeys.recent,
        [id, ...recent().filter((other) => other !== id)].slice(0, emojiPicker.maxRecent),
      );
      write(emojiStorageKeys.last, id);
    },
    skin() {
      const value = read(emojiStorageKeys.skin);
      return isSkin(value) ? value : emojiPicker.defaultSkin;
    },
    setSkin(skin) {
      if (isSkin(skin)) write(emojiStorageKeys.skin, skin);
    },
  };
}
