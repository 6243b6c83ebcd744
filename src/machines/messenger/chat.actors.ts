import { type EventObject, fromCallback, fromPromise } from "xstate";
import type { ApiClient } from "../../api/client";
import {
  addReaction,
  deleteMessage,
  editMessage,
  forwardMessage,
  getChat,
  markChatRead,
  removeReaction,
  sendMessage,
} from "../../api/endpoints/messenger";
import type { Message } from "../../api/schema/message";
import { type Problem, toProblem } from "../lib/problem";
import type { ChatEvent, ChatPage, LoadChatInput, Mutation, SendInput } from "./chat.machine";
import { messageReadStateMachine } from "./message-read-state.machine";

/** The progress of one upload as the page shows it (the upload toast of spec §4). */
export interface UploadProgress {
  progress(percent: number): void;
  succeed(): void;
  fail(problem: Problem): void;
}

/**
 * Shows uploads of messages with files or a recording: `start` is called on each try of `input`;
 * `retry` sends it again (for the toast's "Повторить").
 */
export interface UploadTracking {
  start(input: SendInput, retry: () => void): UploadProgress;
}

export interface ChatActorsOptions {
  readonly client: ApiClient;
  /** Where uploads show their progress; nowhere by default. */
  readonly uploads?: UploadTracking;
}

const hasFiles = (input: SendInput) => input.attachments.length > 0 || input.audio !== null;

/** The calls of one open chat (`chatMachine`), through `client`. */
export function chatActors({ client, uploads }: ChatActorsOptions) {
  /** Sends a message; its files with upload progress (XMLHttpRequest, see src/api/client.ts). */
  function send(input: SendInput, onProgress: (percent: number) => void): Promise<Message> {
    const body = {
      chatId: input.chatId,
      ...(input.content ? { content: input.content } : {}),
      ...(input.audio ? { isAudio: true } : {}),
    };
    if (!hasFiles(input)) return client.call(sendMessage, { body });
    const files = {
      ...(input.attachments.length ? { attachments: input.attachments } : {}),
      ...(input.audio ? { audio: input.audio } : {}),
    };
    return client.upload(sendMessage, { body, files }, onProgress);
  }

  function change(mutation: Mutation): Promise<Message> {
    const params = { id: mutation.id };
    switch (mutation.kind) {
      case "react":
        return client.call(addReaction, { params, body: { code: mutation.code } });
      case "unreact":
        return client.call(removeReaction, { params, body: { code: mutation.code } });
      case "forward":
        return client.call(forwardMessage, { params, body: { newChatId: mutation.chatId } });
    }
  }

  const loadChat = fromPromise<ChatPage, LoadChatInput>(async ({ input, signal }) => {
    const { messages, ...chat } = await client.call(getChat, {
      params: { id: input.chatId },
      query: { limit: input.limit, ...(input.before ? { before: input.before } : {}) },
      signal,
    });
    return { chat, rows: messages.rows, count: messages.count };
  });

  return {
    loadChat,
    loadOlder: loadChat,

    editMessage: fromPromise<Message, { id: number; content: string }>(({ input, signal }) =>
      client.call(editMessage, { params: { id: input.id }, body: { content: input.content }, signal }),
    ),

    /**
     * One try of a pending message. It is not aborted when the chat closes: a message on its way is
     * delivered all the same (and comes back through the socket).
     */
    sendMessage: fromCallback<EventObject, SendInput>(({ input, sendBack }) => {
      const { localId } = input;
      const toast = hasFiles(input)
        ? uploads?.start(input, () => sendBack({ type: "message.retry", localId } satisfies ChatEvent))
        : undefined;
      send(input, (progress) => {
        toast?.progress(progress);
        sendBack({ type: "send.progress", localId, progress } satisfies ChatEvent);
      }).then(
        (message) => {
          toast?.succeed();
          sendBack({ type: "send.done", localId, message } satisfies ChatEvent);
        },
        (error: unknown) => {
          const problem = toProblem(error);
          toast?.fail(problem);
          sendBack({ type: "send.fail", localId, problem } satisfies ChatEvent);
        },
      );
    }),

    /** A reaction or forward, answered as `mutation.done` / `mutation.fail`. */
    mutate: fromCallback<EventObject, Mutation & { key: string }>(({ input, sendBack }) => {
      const { key, ...mutation } = input;
      change(mutation).then(
        (message) => sendBack({ type: "mutation.done", key, message } satisfies ChatEvent),
        (error: unknown) =>
          sendBack({ type: "mutation.fail", key, problem: toProblem(error) } satisfies ChatEvent),
      );
    }),

    /** The chat's read state, marking read with `PUT /api/messenger/chat/{id}` up to the newest seen. */
    readState: messageReadStateMachine.provide({
      actors: {
        markRead: fromPromise(({ input }) =>
          client.call(markChatRead, { params: { id: input.chatId }, body: { upToId: input.upToId } }),
        ),
      },
    }),
  };
}

/** Deletes a message for everyone (the dialog's confirmed `deleteMessage`). */
export function deleteChatMessage(id: number, client: ApiClient) {
  return client.call(deleteMessage, { params: { id } });
}
