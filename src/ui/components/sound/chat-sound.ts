import { playSound } from "./sounds";

/** What decides whether a new message rings (spec §9, issue 5). */
export interface IncomingMessage {
  /** The message's author. */
  readonly userId: number;
}

/**
 * A message rings when another member wrote it and its chat is not in view — not open, scrolled away,
 * or the window hidden or unfocused (the read-state machine's `selectInView` says so for an open chat).
 */
export function chatSoundWanted(message: IncomingMessage, selfId: number, chatInView: boolean): boolean {
  return message.userId !== selfId && !chatInView;
}

/** Plays the chat sound for a `messenger`/`send` event when {@link chatSoundWanted}; resolves to whether it rang. */
export function ringForMessage(
  message: IncomingMessage,
  selfId: number,
  chatInView: boolean,
): Promise<boolean> {
  return chatSoundWanted(message, selfId, chatInView) ? playSound("chat") : Promise.resolve(false);
}
