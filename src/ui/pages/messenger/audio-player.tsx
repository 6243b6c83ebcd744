import { ActionIcon, Progress, Text } from "@mantine/core";
import { useRef, useState } from "react";
import { durationLabel } from "../../components/dates/format";
import { ruMessenger } from "../../i18n/ru.messenger";
import css from "./messenger.module.css";
import { useRowTabIndex } from "./roving";

const t = ruMessenger.chatPage.voice;

function PlayIcon({ playing }: { playing: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      {playing ? <path d="M6 5h4v14H6zM14 5h4v14h-4z" /> : <path d="M7 4v16l13-8z" />}
    </svg>
  );
}

/**
 * A voice message played inline (issue 5): play/pause, a progress bar and the time. The recording comes
 * from the download call (`?isAudio=true`, chat members only). MediaRecorder's WebM files do not state
 * their length, so the player asks the browser to find it (seeking far past the end) before it shows one.
 */
export function AudioPlayer({ src }: { src: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  const tabIndex = useRowTabIndex();
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);
  const probing = useRef(false);

  const onMetadata = () => {
    const element = audio.current;
    if (!element) return;
    if (Number.isFinite(element.duration)) setDuration(element.duration);
    else {
      probing.current = true;
      element.currentTime = 1e7;
    }
  };
  const onDurationChange = () => {
    const element = audio.current;
    if (element && Number.isFinite(element.duration)) setDuration(element.duration);
  };
  const onTimeUpdate = () => {
    const element = audio.current;
    if (!element) return;
    if (probing.current) {
      probing.current = false;
      if (Number.isFinite(element.duration)) setDuration(element.duration);
      element.currentTime = 0;
      return;
    }
    setPosition(element.currentTime);
  };
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };
  const percent = duration > 0 ? Math.min(100, (position / duration) * 100) : 0;
  return (
    <div className={css.player} data-audio-player="" data-playing={playing || undefined}>
      {/* biome-ignore lint/a11y/useMediaCaption: a member's voice message has no captions to offer */}
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onLoadedMetadata={onMetadata}
        onDurationChange={onDurationChange}
        onTimeUpdate={onTimeUpdate}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          setPosition(duration);
        }}
      />
      <ActionIcon
        variant="light"
        radius="xl"
        tabIndex={tabIndex}
        onClick={toggle}
        aria-label={playing ? t.pause : t.play}
        aria-pressed={playing}
      >
        <PlayIcon playing={playing} />
      </ActionIcon>
      <Progress
        flex={1}
        size="sm"
        value={percent}
        aria-label={t.progress}
        data-audio-progress={Math.round(percent)}
        transitionDuration={100}
      />
      <Text size="xs" c="dimmed" miw={32}>
        {durationLabel((playing || position > 0 ? position : duration) * 1000)}
      </Text>
    </div>
  );
}
