import { useSyncExternalStore } from "react";

// Reactions travel as emoji ids (`heart`, `+1::skin-tone-3`); showing them needs emoji-mart's data, a
// lazy chunk of its own (the picker's too), fetched once the first reaction is on screen.

interface EmojiData {
  readonly emojis: Readonly<Record<string, { readonly skins: ReadonlyArray<{ readonly native: string }> }>>;
  readonly aliases?: Readonly<Record<string, string>>;
}

let data: EmojiData | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function load(): void {
  if (loading) return;
  loading = import("@emoji-mart/data/sets/15/apple.json").then(
    (module) => {
      data = module.default as unknown as EmojiData;
      for (const listener of listeners) listener();
    },
    () => {
      loading = null;
    },
  );
}

/** The emoji of a reaction code, or null while the data loads (or for an id it does not know). */
export function emojiOf(code: string, source: EmojiData | null = data): string | null {
  if (!source) return null;
  const [rawId = "", tone] = code.split("::skin-tone-");
  const id = source.aliases?.[rawId] ?? rawId;
  const skins = source.emojis[id]?.skins;
  if (!skins) return null;
  return (skins[tone ? Number(tone) - 1 : 0] ?? skins[0])?.native ?? null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

/** The emoji of `code`, re-rendering once the data has come; `:code:` until then. */
export function useReactionEmoji(code: string): string {
  const loaded = useSyncExternalStore(
    subscribe,
    () => data,
    () => null,
  );
  return emojiOf(code, loaded) ?? `:${code}:`;
}
