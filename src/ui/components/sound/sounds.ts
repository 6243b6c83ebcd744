import { readVolume } from "./sound-volume";
import chatUrl from "./sounds/chat.wav?url";
import notificationUrl from "./sounds/notification.wav?url";
import postUrl from "./sounds/post.wav?url";

/** The sounds of spec §9, served from our own build (hashed assets, cached for good). */
export const soundUrls = { chat: chatUrl, post: postUrl, notification: notificationUrl } as const;
export type SoundName = keyof typeof soundUrls;

/** The same sound again within this gap is one sound (a burst of messages, a replay after reconnecting). */
export const soundGapMs = 1_000;

let ringGate: () => boolean = () => true;

/**
 * Whether this tab may ring at all: the app lets only the tab that holds the socket ring (src/ui/app/
 * realtime.ts), so that several open tabs — two messengers among them — make one sound, not several.
 */
export function ringOnlyWhen(gate: () => boolean): void {
  ringGate = gate;
}

/** What plays a file; the browser's `Audio` unless a test gives its own. */
export interface SoundPlayer {
  play(url: string, volume: number): Promise<void>;
}

const elements = new Map<string, HTMLAudioElement>();

const browserPlayer: SoundPlayer = {
  async play(url, volume) {
    let audio = elements.get(url);
    if (!audio) {
      audio = new Audio(url);
      audio.preload = "auto";
      elements.set(url, audio);
    }
    audio.volume = volume;
    audio.currentTime = 0;
    await audio.play();
  },
};

/**
 * Plays `name` at the stored volume unless it is muted (0), this tab may not ring, or the same sound just
 * played. Resolves to
 * whether it played: a browser refuses sound until the member has interacted with the page, which is
 * not an error worth showing.
 */
export function createSounds(
  player: SoundPlayer = browserPlayer,
  now: () => number = Date.now,
  mayRing: () => boolean = () => ringGate(),
) {
  const lastPlayed = new Map<SoundName, number>();
  return async function playSound(name: SoundName): Promise<boolean> {
    const volume = readVolume();
    if (volume === 0 || !mayRing()) return false;
    const at = now();
    const previous = lastPlayed.get(name);
    if (previous !== undefined && at - previous < soundGapMs) return false;
    lastPlayed.set(name, at);
    try {
      await player.play(soundUrls[name], volume);
      return true;
    } catch {
      return false;
    }
  };
}

/** The app's one player of sounds. */
export const playSound = createSounds();
