import { Center, Loader } from "@mantine/core";
import { lazy, Suspense } from "react";
import { ruMessenger } from "../../i18n/ru.messenger";
import type { EmojiPickerProps } from "./emoji-picker-view";

// emoji-mart, its data and the Russian names are a chunk of their own (≈ 200 KB gzip): fetched when a
// picker first opens, never with the page (ARCHITECTURE §8).
const LazyEmojiPickerView = lazy(() => import("./emoji-picker-view"));

/** Height of emoji-mart's picker, so that nothing jumps while it loads. */
const pickerHeightPx = 435;

/** The emoji picker of spec §9 (reactions, message text): a lazy chunk behind this light wrapper. */
export function EmojiPicker(props: EmojiPickerProps) {
  return (
    <Suspense
      fallback={
        <Center h={pickerHeightPx} w={352} aria-busy="true">
          <Loader role="status" size="sm" aria-label={ruMessenger.emoji.loading} />
        </Center>
      }
    >
      <LazyEmojiPickerView {...props} />
    </Suspense>
  );
}
