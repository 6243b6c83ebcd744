import { ActionIcon, Group, Slider } from "@mantine/core";
import { useRef } from "react";
import { ruMessenger } from "../../i18n/ru.messenger";
import { LineIcon } from "../line-icon";
import { useVolume, writeVolume } from "./sound-volume";

function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <LineIcon>
      <path d="M11 5 6 9H3v6h3l5 4V5z" />
      {muted ? <path d="m17 9 5 6m0-6-5 6" /> : <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />}
    </LineIcon>
  );
}

/**
 * The volume of the app's sounds (spec §9), kept in localStorage: a mute button (unmuting restores the
 * volume before muting) and a slider. Every control and tab follows the same stored value.
 */
export function VolumeControl() {
  const volume = useVolume();
  const beforeMute = useRef(1);
  const muted = volume === 0;
  const toggle = () => {
    if (muted) writeVolume(beforeMute.current || 1);
    else {
      beforeMute.current = volume;
      writeVolume(0);
    }
  };
  return (
    <Group gap="xs" wrap="nowrap" w={200}>
      <ActionIcon
        variant="subtle"
        color="gray"
        onClick={toggle}
        aria-label={muted ? ruMessenger.sound.unmute : ruMessenger.sound.mute}
        aria-pressed={muted}
      >
        <SpeakerIcon muted={muted} />
      </ActionIcon>
      <Slider
        flex={1}
        min={0}
        max={100}
        step={5}
        value={Math.round(volume * 100)}
        onChange={(value) => writeVolume(value / 100)}
        label={(value) => `${value}%`}
        thumbLabel={ruMessenger.sound.volume}
        aria-label={ruMessenger.sound.volume}
      />
    </Group>
  );
}
