import type { AnyEventObject } from "xstate";

// What an open chat must do (spec §4 Messenger, issue 5's rules), written apart from the machine: the
// model walk checks src/machines/messenger/chat.machine.ts against this after every step (issue 16).
// The world of the walk: the member is 7, Anna 9; the newest page holds Anna's 5 and the member's 6 of 4
// messages, the older page the member's 3, the page once live adds Anna's 7; pages are 2 long.

export interface ExpectedChat {
  /** `loading`, `failed`, or `ready` with its regions. */
  readonly top: "loading" | "failed" | "ready";
  readonly catchUp: "idle" | "loading";
  readonly older: "idle" | "loading";
  readonly edit: "idle" | "editing" | "saving";
  readonly voice: "idle" | "recording" | "finishing";
  /** The messages shown, by id, ascending. */
  readonly messages: ReadonlyArray<number>;
  /** Deleted: never shown again. */
  readonly gone: ReadonlyArray<number>;
  readonly hasOlder: boolean;
  readonly editing: { readonly id: number; readonly text: string } | null;
  /** The member's message 6 as it reads now. */
  readonly text6: string;
}

const self = 7;
const authorOf: Readonly<Record<number, number>> = { 3: self, 5: 9, 6: self, 7: 9 };
const idle = { catchUp: "idle", older: "idle", edit: "idle", voice: "idle" } as const;

export const chatStart: ExpectedChat = {
  top: "loading",
  ...idle,
  messages: [],
  gone: [],
  hasOlder: false,
  editing: null,
  text6: "сообщение 6",
};

/** `ids` shown with `more`, less what was deleted, ascending, each once. */
const shown = (now: ExpectedChat, more: ReadonlyArray<number>) =>
  [...new Set([...now.messages, ...more])].filter((id) => !now.gone.includes(id)).sort((a, b) => a - b);

/** The chat as its value reads (`loading`, `failed`, or the regions of `ready`). */
export function chatValue(chat: ExpectedChat): unknown {
  if (chat.top !== "ready") return chat.top;
  const voice = chat.voice === "idle" ? "idle" : { active: chat.voice };
  return { ready: { catchUp: chat.catchUp, older: chat.older, edit: chat.edit, voice } };
}

/** Where the chat must be after `event`; unchanged when the event means nothing there. */
export function expectedChat(now: ExpectedChat, event: AnyEventObject): ExpectedChat {
  const output = (event as { output?: { rows?: ReadonlyArray<{ id: number }>; content?: string } }).output;
  const id = (event as { id?: number }).id;
  // Anywhere: a message deleted leaves for good (and its edit ends); missed events reload the chat.
  if (event.type === "messenger.delete" && typeof id === "number") {
    const editing = now.editing?.id === id ? null : now.editing;
    return {
      ...now,
      messages: now.messages.filter((one) => one !== id),
      gone: now.gone.includes(id) ? now.gone : [...now.gone, id],
      editing,
      edit: editing === null && now.edit === "editing" ? "idle" : now.edit,
    };
  }
  if (event.type === "messenger.resync" && now.top !== "loading") {
    return { ...now, top: "loading", ...idle, editing: null };
  }
  switch (now.top) {
    case "loading":
      if (event.type === "xstate.done.actor.loadChat") {
        const rows = (output?.rows ?? []).map((row) => row.id);
        return {
          ...now,
          top: "ready",
          ...idle,
          messages: shown({ ...now, messages: [] }, rows),
          hasOlder: true,
        };
      }
      if (event.type === "xstate.error.actor.loadChat") return { ...now, top: "failed" };
      return now;
    case "failed":
      return event.type === "chat.reload" ? { ...now, top: "loading" } : now;
    case "ready":
      break;
  }
  if (event.type === "chat.reload") return { ...now, top: "loading", ...idle, editing: null };
  switch (event.type) {
    // The socket went live: the newest page again, merged in.
    case "messenger.live":
      return now.catchUp === "idle" ? { ...now, catchUp: "loading" } : now;
    case "xstate.done.actor.catchUp":
      return now.catchUp === "loading"
        ? {
            ...now,
            catchUp: "idle",
            messages: shown(
              now,
              (output?.rows ?? []).map((row) => row.id),
            ),
          }
        : now;
    case "xstate.error.actor.catchUp":
      return now.catchUp === "loading" ? { ...now, catchUp: "idle" } : now;
    // Older pages while there are any.
    case "older.load":
      return now.older === "idle" && now.hasOlder && now.messages.length > 0
        ? { ...now, older: "loading" }
        : now;
    case "xstate.done.actor.loadOlder": {
      if (now.older !== "loading") return now;
      const rows = (output?.rows ?? []).map((row) => row.id);
      return { ...now, older: "idle", messages: shown(now, rows), hasOlder: rows.length >= 2 };
    }
    case "xstate.error.actor.loadOlder":
      return now.older === "loading" ? { ...now, older: "idle" } : now;
    // One's own message, changed in place.
    case "edit.start": {
      const own = typeof id === "number" && now.messages.includes(id) && authorOf[id] === self;
      if (!own || now.edit === "saving") return now;
      return { ...now, edit: "editing", editing: { id, text: id === 6 ? now.text6 : `сообщение ${id}` } };
    }
    case "edit.change": {
      const text = (event as { text?: string }).text ?? "";
      return now.edit === "editing" && now.editing ? { ...now, editing: { ...now.editing, text } } : now;
    }
    case "edit.save": {
      if (now.edit !== "editing" || !now.editing) return now;
      const changed = now.editing.text.trim() !== "" && now.editing.text.trim() !== now.text6;
      return changed ? { ...now, edit: "saving" } : { ...now, edit: "idle", editing: null };
    }
    case "edit.cancel":
      return now.edit === "editing" ? { ...now, edit: "idle", editing: null } : now;
    case "xstate.done.actor.editMessage":
      return now.edit === "saving"
        ? { ...now, edit: "idle", editing: null, text6: output?.content ?? now.text6 }
        : now;
    case "xstate.error.actor.editMessage":
      // Back to the text to try again — unless the message was deleted meanwhile: nothing left to edit.
      return now.edit === "saving" ? { ...now, edit: now.editing ? "editing" : "idle" } : now;
    // A voice message: recorded, stopped, sent or given up.
    case "voice.start":
      return now.voice === "idle" ? { ...now, voice: "recording" } : now;
    case "voice.stop":
      return now.voice === "recording" ? { ...now, voice: "finishing" } : now;
    case "voice.ready":
    case "voice.cancel":
    case "voice.fail":
      return now.voice === "idle" ? now : { ...now, voice: "idle" };
    default:
      return now;
  }
}
