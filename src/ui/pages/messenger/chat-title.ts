import type { Chat } from "../../../api/schema/chat";
import type { Message } from "../../../api/schema/message";
import type { ChatInfo } from "../../../machines/messenger/chat.machine";
import { ruMessenger } from "../../i18n/ru.messenger";

const t = ruMessenger.chatPage;

/**
 * A direct chat is named after the other member; a chat with a name of its own (a team's) by it; any other
 * group chat after its other members.
 */
export function chatTitle(chat: Chat | ChatInfo, selfId: number): string {
  if (chat.isDirect && chat.user) return chat.user.name;
  if (chat.title) return chat.title;
  return t.groupTitle(chat.members.filter((m) => m.id !== selfId).map((m) => m.name));
}

/** The other member's avatar in a direct chat; none (initials) in a group chat. */
export function chatAvatar(chat: Chat | ChatInfo): string | null {
  return chat.isDirect && chat.user ? chat.user.avatar : null;
}

/** The chat list's line about the last message: its text, or what it carries. */
export function messagePreview(message: Message | null, selfId: number): string {
  if (!message) return t.preview.empty;
  const what =
    message.content ||
    (message.isAudio
      ? t.preview.voice
      : message.attachments.length
        ? t.preview.files(message.attachments.length)
        : "");
  return (message.userId === selfId ? t.preview.own : "") + what.replace(/\s+/g, " ");
}
