/** An emoji the member picked, as the picker hands it to its owner. */
export interface PickedEmoji {
  /** emoji-mart's id: `heart`, `+1`. */
  readonly id: string;
  /** The emoji itself, for message text: «❤️». */
  readonly native: string;
  /** Its code points, `2764-fe0f`. */
  readonly unified: string;
  /** The skin tone, 1–6 (1 also for emoji without tones). */
  readonly skin: number;
  /**
   * The reaction code of the messenger (`POST /api/messenger/message/{id}/reaction`, form `code`):
   * the id with its tone, `+1::skin-tone-3` (emoji-mart's shortcodes without the outer colons).
   */
  readonly code: string;
}

/** What emoji-mart's `onEmojiSelect` gives (the fields we use). */
export interface EmojiMartSelection {
  readonly id: string;
  readonly native: string;
  readonly unified: string;
  readonly shortcodes: string;
  readonly skin?: number;
}

export function toPickedEmoji(selection: EmojiMartSelection): PickedEmoji {
  return {
    id: selection.id,
    native: selection.native,
    unified: selection.unified,
    skin: selection.skin ?? 1,
    code: selection.shortcodes.replace(/^:/, "").replace(/:$/, ""),
  };
}
