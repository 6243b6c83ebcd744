import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** What the server needs of the picker's data: every emoji id, whether it has skin tones, aliases. */
interface EmojiData {
  readonly emojis: Record<string, { readonly skins: ReadonlyArray<unknown> }>;
  readonly aliases: Record<string, string>;
}

let data: EmojiData | undefined;

/**
 * The emoji data the client's picker uses (`@emoji-mart/data`, the set of every vendor, emoji 15), read
 * once on first use: about 0.5 MB that a server without reactions never loads.
 */
function emojiData(): EmojiData {
  if (!data) {
    const path = createRequire(import.meta.url).resolve("@emoji-mart/data/sets/15/all.json");
    data = JSON.parse(readFileSync(path, "utf8")) as EmojiData;
  }
  return data;
}

/**
 * The stored form of a reaction code (src/api/schema/message.ts `ReactionCode`): the emoji's id with
 * aliases resolved (`thumbsup` → `+1`) and its skin tone kept (`+1::skin-tone-3`); undefined when the
 * id is not an emoji of the picker, or has a skin tone the emoji does not have.
 */
export function normalizeReactionCode(code: string): string | undefined {
  const { emojis, aliases } = emojiData();
  const [name = "", skin] = code.split("::");
  const id = Object.hasOwn(emojis, name) ? name : Object.hasOwn(aliases, name) ? aliases[name] : undefined;
  const emoji = id === undefined ? undefined : emojis[id];
  if (!emoji || id === undefined) return undefined;
  if (skin === undefined) return id;
  return emoji.skins.length > 1 ? `${id}::${skin}` : undefined;
}

/** The emoji itself of a stored reaction code (`+1::skin-tone-3` → 👍🏽), for texts such as notifications. */
export function nativeOf(code: string): string {
  const [id = "", skin] = code.split("::");
  const skins = (emojiData().emojis[id]?.skins ?? []) as ReadonlyArray<{ native?: string }>;
  const tone = skin ? Number(skin.replace("skin-tone-", "")) - 1 : 0;
  return skins[tone]?.native ?? skins[0]?.native ?? code;
}
