import type { RichText } from "../../api/schema/rich-text";

/** How long a feed's excerpt is. */
export const excerptLength = 300;

/** The document's first words as plain text: paragraphs joined by spaces, cut at a word near 300 characters. */
export function excerptOf(doc: RichText): string {
  const words: string[] = [];
  let length = 0;
  const walk = (node: unknown): void => {
    if (length > excerptLength || typeof node !== "object" || node === null) return;
    const { text, content } = node as { text?: unknown; content?: unknown };
    if (typeof text === "string") {
      words.push(text);
      length += text.length;
    }
    if (Array.isArray(content)) {
      for (const child of content) walk(child);
      // A block ends: its last word and the next block's first are not one word.
      words.push(" ");
    }
  };
  walk(doc);
  const whole = words.join("").replace(/\s+/g, " ").trim();
  if (whole.length <= excerptLength) return whole;
  const cut = whole.slice(0, excerptLength);
  const space = cut.lastIndexOf(" ");
  return `${(space > excerptLength * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
