import { createEmojiStore } from "../components/emoji-picker/emoji-store";
import { readVolume } from "../components/sound/sound-volume";

/**
 * Spec §9: "Initial audio volume 1 is stored locally if absent; a default set of frequently used emoji with
 * counts is stored if absent", skin tone 1 by default. Stored on a browser's first page (the root route
 * runs this before every page), not only when the picker opens or a sound plays; what is stored stays.
 */
export function storeBrowserDefaults(): void {
  readVolume();
  createEmojiStore().ensureDefaults();
}
