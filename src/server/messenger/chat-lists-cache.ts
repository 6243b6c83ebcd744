import type { UnreadChats } from "../../api/endpoints/chats";
import type { Chat } from "../../api/schema/chat";
import type { Db } from "../db/connect";
import { createMemberCache, fedTogether } from "../realtime/member-cache";
import type { EventFedCache } from "../realtime/realtime";
import { listChatsOf, unreadChatsOf } from "./chat-view";

/** The members' chat lists as the messenger and the header's unread badge read them. */
export interface ChatLists extends EventFedCache {
  /** Page `page` of the member's chats, `size` a page (chat-view.ts listChatsOf). */
  page(viewerId: number, page: number, size: number): Promise<{ count: number; rows: Chat[] }>;
  /** The member's newest unread chats and how many (chat-view.ts unreadChatsOf). */
  unread(viewerId: number): Promise<UnreadChats>;
}

/**
 * The members' chat lists, kept in this process until their next event (src/server/realtime/member-cache.ts):
 * every page load of a member asks the unread badge, every visit to the messenger the first page. Each
 * change of a list publishes a `messenger` event to its member in the change's transaction (a message
 * sent, edited, reacted to or deleted; a chat read; a chat started); the members' names and avatars
 * shown in it change with an announced account change, which drops every list.
 */
export function createChatLists(db: Db): ChatLists {
  const pages = createMemberCache<{ count: number; rows: Chat[] }>({
    keysPerMember: 4,
    showsOtherAccounts: true,
  });
  const unread = createMemberCache<UnreadChats>({ keysPerMember: 1, showsOtherAccounts: true });
  return {
    ...fedTogether([pages, unread]),
    page: (viewerId, page, size) =>
      pages.get(viewerId, `${page}:${size}`, () => listChatsOf(db, viewerId, page, size)),
    unread: (viewerId) => unread.get(viewerId, "unread", () => unreadChatsOf(db, viewerId)),
  };
}
