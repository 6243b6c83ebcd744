/** The emoji picker's constants, exactly as spec §9 lists them. */
export const emojiPicker = {
  /** Emoji per line. */
  perLine: 9,
  /** At most this many search results. */
  maxSearchResults: 75,
  /** Size of one emoji, px. */
  emojiSize: 24,
  /** Recently used emoji kept (and shown in "Часто используемые"). */
  maxRecent: 20,
  /** Search uses the first two words of the query. */
  searchWords: 2,
  /** Skin tones 1 (default, yellow) to 6. */
  skinTones: 6,
  defaultSkin: 1,
  /** The image set (Apple's), drawn from our own copy of its sprite sheet. */
  set: "apple",
} as const;

/**
 * The fallback list of 16 frequently used emoji, stored with descending counts when the member has none
 * yet (spec §9). emoji-mart ids (💩 is `hankey`, its `poop` is an alias).
 */
export const fallbackEmojiIds = [
  "+1",
  "grinning",
  "kissing_heart",
  "heart_eyes",
  "laughing",
  "stuck_out_tongue_winking_eye",
  "sweat_smile",
  "joy",
  "scream",
  "disappointed",
  "unamused",
  "weary",
  "sob",
  "sunglasses",
  "heart",
  "hankey",
] as const;
