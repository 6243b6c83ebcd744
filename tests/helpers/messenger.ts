import type { Chat } from "../../src/api/schema/chat";
import type { ChatUser, Message } from "../../src/api/schema/message";

// What the messenger tests of every layer (machines, model, ui) build the same way: members, messages
// and chats as the API answers them.

/** A chat member whose name and avatar follow from the id. */
export const chatUser = (id: number): ChatUser => ({ id, name: `Участник ${id}`, avatar: `/a/${id}.png` });

/**
 * A plain text message `id` of `userId` in `chatId`, written on 1 March 2025 at 10:`id` UTC (so a
 * higher id is a later message); `extra` overrides any field.
 */
export function testMessage(
  id: number,
  chatId: number,
  userId: number,
  extra: Partial<Message> = {},
): Message {
  return {
    id,
    chatId,
    userId,
    content: `сообщение ${id}`,
    isAudio: false,
    isChecked: false,
    audio: null,
    attachments: [],
    reactions: [],
    forwardedFrom: null,
    createdAt: new Date(Date.UTC(2025, 2, 1, 10, id)).toISOString(),
    editedAt: null,
    ...extra,
  };
}

/** A direct chat `id` of `selfId` with `otherId`, its last message `lastId` (written by the other). */
export function testChat(
  id: number,
  selfId: number,
  otherId: number,
  lastId: number | null,
  unread = 0,
): Chat {
  const last = lastId === null ? null : testMessage(lastId, id, otherId);
  return {
    id,
    isDirect: true,
    user: chatUser(otherId),
    members: [chatUser(selfId), chatUser(otherId)],
    lastMessage: last,
    unread,
    readUpToId: null,
    createdAt: "2025-03-01T09:00:00.000Z",
    updatedAt: last?.createdAt ?? "2025-03-01T09:00:00.000Z",
  };
}
