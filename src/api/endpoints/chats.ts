import { Schema } from "effect";
import { define, defineEndpoint } from "../endpoint";
import type { EndpointGroup } from "../group";
import { Chat, ChatCandidate, ChatWithMessages } from "../schema/chat";
import { IdFromString, Paged, Text } from "../schema/common";
import { createChat, listChats, PageFromString, sendMessage } from "./messenger";

/*
 * The older chat calls (spec §7 "Older chat calls"): aliases of the messenger's calls
 * (src/api/endpoints/messenger.ts) with the same rules and the same answers, plus the search of members
 * to start a chat with.
 */

/** Members per page of {@link searchUsers}. */
export const searchUsersPageSize = 20;

/**
 * The chats of member `{id}` (spec `GET /api/chats/byprofile/{id}`): the same as {@link listChats} with
 * `memberId={id}` — the caller's own id only (anyone else's → 403).
 */
export const chatsByProfile = define.get("/api/chats/byprofile/:id", Paged(Chat), {
  params: Schema.Struct({ id: IdFromString }),
  query: Schema.Struct({ page: Schema.optionalKey(PageFromString) }),
});

/**
 * Page `{b}` of the messages of chat `{a}` (spec `GET /api/chats/messages/{a}/{b}`): the same as
 * `GET /api/messenger/chat/{a}?page={b}`.
 */
export const chatMessages = define.get("/api/chats/messages/:a/:b", ChatWithMessages, {
  params: Schema.Struct({ a: IdFromString, b: PageFromString }),
});

/**
 * The caller's chats with unread messages, newest activity first (spec `GET /api/chats/newmessages`):
 * `count` such chats and `unread`, the messages unread in them all (the badge); `rows` holds the
 * {@link unreadChatsShown} of newest activity.
 */
export const unreadChatsShown = 20;

export const UnreadChats = Schema.Struct({
  count: Schema.Int,
  unread: Schema.Int,
  rows: Schema.Array(Chat),
});
export type UnreadChats = typeof UnreadChats.Type;

export const newMessages = define.get("/api/chats/newmessages", UnreadChats);

/** The caller's chats (spec `GET /api/chats/`, query `page`): the same as {@link listChats}. */
export const chatList = define.get("/api/chats/", Paged(Chat), {
  query: Schema.Struct({ page: Schema.optionalKey(PageFromString) }),
});

/**
 * Members to start a chat with (spec `GET /api/chats/searchusers/{page}`, query `strsearch`): those whose
 * name contains `strsearch` (any case; all members when it is empty), the caller and deleted accounts
 * left out, by name, {@link searchUsersPageSize} a page. Each is a {@link ChatCandidate}: `accepts` says
 * when their privacy leaves the caller out (a chat with them would be refused).
 */
export const searchUsers = define.get("/api/chats/searchusers/:page", Paged(ChatCandidate), {
  params: Schema.Struct({ page: PageFromString }),
  query: Schema.Struct({
    strsearch: Schema.optionalKey(
      Text.check(Schema.isMaxLength(100, { message: "Запрос — не длиннее 100 символов" })),
    ),
  }),
});

/** Sends a message (spec `POST /api/chats/send`): the same as {@link sendMessage}. */
export const sendChatMessage = defineEndpoint({ ...sendMessage, path: "/api/chats/send" });

/** Starts a chat (spec `POST /api/chats/create`): the same as {@link createChat}. */
export const createChatAlias = defineEndpoint({ ...createChat, path: "/api/chats/create" });

/** The older `/api/chats/*` calls of spec §7, kept beside the messenger: served from src/server/messenger/chats-routes.ts. */
export const chatsApi = {
  chatsByProfile,
  chatMessages,
  newMessages,
  chatList,
  searchUsers,
  sendChatMessage,
  createChatAlias,
} as const satisfies EndpointGroup;
