import type { ActorRefFrom, SnapshotFrom } from "xstate";
import type { chatMachine } from "./chat.machine";
import type { messageReadStateMachine } from "./message-read-state.machine";

type Snapshot = SnapshotFrom<typeof chatMachine>;

/** `loading` (the first page, or again after a resync), `failed`, or `ready`. */
export const selectStatus = (s: Snapshot): "loading" | "failed" | "ready" =>
  s.matches("loading") ? "loading" : s.matches("failed") ? "failed" : "ready";
export const selectChatId = (s: Snapshot) => s.context.chatId;
export const selectSelfId = (s: Snapshot) => s.context.selfId;
/** The chat (members, last message …), null until loaded. */
export const selectChat = (s: Snapshot) => s.context.chat;
/** Loaded messages, oldest first. */
export const selectMessages = (s: Snapshot) => s.context.messages;
/** Messages being sent or failed, in the order sent. */
export const selectPending = (s: Snapshot) => s.context.pending;
export const selectHasOlder = (s: Snapshot) => s.context.hasOlder;
export const selectLoadingOlder = (s: Snapshot) => s.matches({ ready: { older: "loading" } });
export const selectDraft = (s: Snapshot) => s.context.draft;
/** Files picked for the next message. */
export const selectFiles = (s: Snapshot) => s.context.files;
/** Files of the last pick left out of the message, each with why (until the next pick or send). */
export const selectRefusedFiles = (s: Snapshot) => s.context.refusedFiles;
/** Whether Enter would send something. */
export const selectCanSend = (s: Snapshot) => s.context.draft.trim() !== "" || s.context.files.length > 0;
/** The message being edited (and its new text), or null. */
export const selectEditing = (s: Snapshot) => s.context.editing;
export const selectSavingEdit = (s: Snapshot) => s.matches({ ready: { edit: "saving" } });
/** `idle`, `recording`, or `finishing` (stopped, the recording on its way). */
export const selectVoice = (s: Snapshot): "idle" | "recording" | "finishing" =>
  s.matches({ ready: { voice: { active: "recording" } } })
    ? "recording"
    : s.matches({ ready: { voice: { active: "finishing" } } })
      ? "finishing"
      : "idle";
/** Milliseconds recorded so far. */
export const selectVoiceMs = (s: Snapshot) => s.context.voiceMs;
/** Why the chat could not be loaded. */
export const selectProblem = (s: Snapshot) => s.context.problem;
/** Why the last action failed (older page, edit, reaction, forward, recording). */
export const selectActionProblem = (s: Snapshot) => s.context.actionProblem;
/** The chat's read state (`messageReadState`): ticks of own messages, whether the chat is in view. */
export const selectReadState = (s: Snapshot) =>
  s.children.readState as ActorRefFrom<typeof messageReadStateMachine> | undefined;
