import "@mantine/core/styles/Popover.css";
import { ActionIcon, type ActionIconProps, Popover, type PopoverProps } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { EmojiPicker } from "./emoji-picker";
import type { PickedEmoji } from "./picked-emoji";

interface EmojiButtonProps {
  /** The button's accessible name (it shows only `icon`). */
  readonly label: string;
  readonly icon: ReactNode;
  readonly size?: ActionIconProps["size"];
  readonly position?: PopoverProps["position"];
  /** An emoji was picked; the picker has closed. */
  readonly onPick: (emoji: PickedEmoji) => void;
  /** -1 keeps the button out of the Tab order (a message's, while another message is the list's tab stop). */
  readonly tabIndex?: 0 | -1 | undefined;
}

/**
 * A button that opens the emoji picker (spec §9) in a popover: focus goes to its search and stays inside
 * until Escape or a click outside closes it. It closes after each pick — emoji-mart keeps the handler it
 * was mounted with, so a picker left open would answer with a stale one. The picker's chunk is fetched on
 * the first opening (./emoji-picker.tsx). The composer's smile and a message's reaction button.
 */
export function EmojiButton({
  label,
  icon,
  size = "lg",
  position = "top",
  onPick,
  tabIndex,
}: EmojiButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    // The picker is taller than the room above a message near the top of the chat (and below it): shifted
    // along the page too, it stays on screen over its button instead of running off the top.
    <Popover
      opened={open}
      onChange={setOpen}
      position={position}
      middlewares={{ flip: true, shift: { crossAxis: true, padding: 8 } }}
      withinPortal
      trapFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={size}
          aria-label={label}
          tabIndex={tabIndex}
          onClick={() => setOpen((was) => !was)}
        >
          {icon}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        {open ? (
          <EmojiPicker
            autoFocus
            onSelect={(emoji) => {
              setOpen(false);
              onPick(emoji);
            }}
          />
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}
