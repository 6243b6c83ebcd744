import i18n from "@emoji-mart/data/i18n/ru.json";
import Picker from "@emoji-mart/react";
import { useComputedColorScheme } from "@mantine/core";
import sheet32 from "emoji-datasource-apple/img/apple/sheets-256/32.png?url";
import sheet64 from "emoji-datasource-apple/img/apple/sheets-256/64.png?url";
import { emojiPicker } from "./emoji-constants";
import { loadEmojiData } from "./emoji-data";
import { connectEmojiMart } from "./emoji-mart-setup";
import { createEmojiStore } from "./emoji-store";
import { type EmojiMartSelection, type PickedEmoji, toPickedEmoji } from "./picked-emoji";

const store = createEmojiStore();
connectEmojiMart(store);

/**
 * Apple's sprite sheet from our own server (a hashed asset of the build, never a CDN): the 64 px sheet
 * where a 24 px emoji is drawn on two or more device pixels per CSS pixel, the lighter 32 px one otherwise.
 */
const spritesheetUrl = () =>
  typeof window !== "undefined" && window.devicePixelRatio > 1.3 ? sheet64 : sheet32;

/**
 * emoji-mart 5.6 with spec §9's constants, working offline: its data, Russian texts and images all come
 * from our bundle. The lazy chunk behind `EmojiPicker` (emoji-picker.tsx).
 */
/** The picker's props; ./emoji-picker.tsx passes them through to this lazy view. */
export interface EmojiPickerProps {
  /** The member picked an emoji (the picker stays open; its owner closes it if it wants). */
  readonly onSelect: (emoji: PickedEmoji) => void;
  /** Put the cursor in the search field on open. */
  readonly autoFocus?: boolean;
}

export default function EmojiPickerView({ onSelect, autoFocus = false }: EmojiPickerProps) {
  const scheme = useComputedColorScheme("light");
  return (
    <Picker
      data={loadEmojiData}
      i18n={i18n}
      locale="ru"
      set={emojiPicker.set}
      getSpritesheetURL={spritesheetUrl}
      perLine={emojiPicker.perLine}
      emojiSize={emojiPicker.emojiSize}
      // Rows × 9 only bounds the list: it holds the recent 20 (emoji-mart-setup.ts).
      maxFrequentRows={Math.ceil(emojiPicker.maxRecent / emojiPicker.perLine)}
      skin={store.skin()}
      theme={scheme}
      autoFocus={autoFocus}
      onEmojiSelect={(selection: EmojiMartSelection) => onSelect(toPickedEmoji(selection))}
    />
  );
}
