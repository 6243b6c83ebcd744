import type { FastifyInstance } from "fastify";
import {
  chatList,
  chatMessages,
  chatsByProfile,
  createChatAlias,
  newMessages,
  searchUsers,
  searchUsersPageSize,
  sendChatMessage,
} from "../../api/endpoints/chats";
import { chatsPageSize, messagesPageSize } from "../../api/endpoints/messenger";
import { forbidden } from "../http/http-error";
import { limits } from "../http/limits";
import { register } from "../http/register";
import { listChatsOf, unreadChatsOf } from "../messenger/chat-view";
import { openChat } from "../messenger/chats";
import { searchChatUsers } from "../messenger/search-users";
import { type MessengerDeps, messageUploads, messengerHandlers } from "./messenger.routes";

/**
 * The older chat calls of spec §7 (the contract: src/api/endpoints/chats.ts): the messenger's own logic
 * under the old paths, so both answer the same.
 */
export function chatsRoutes(app: FastifyInstance, deps: MessengerDeps): void {
  const { db } = deps;
  const shared = messengerHandlers(deps);
  const member = { access: "member" } as const;

  register(app, chatsByProfile, member, ({ auth, params, query }) => {
    if (params.id !== auth.userId) throw forbidden("Можно смотреть только свои чаты");
    return listChatsOf(db, auth.userId, query.page ?? 1, chatsPageSize);
  });

  register(app, chatMessages, member, ({ auth, params }) =>
    openChat(db, auth.userId, params.a, { page: params.b, limit: messagesPageSize }),
  );

  // `rows` are capped (unreadChatsShown); `count` and `unread` cover every chat.
  register(app, newMessages, member, ({ auth }) => unreadChatsOf(db, auth.userId));

  register(app, chatList, member, ({ auth, query }) =>
    listChatsOf(db, auth.userId, query.page ?? 1, chatsPageSize),
  );

  register(app, searchUsers, member, ({ auth, params, query }) =>
    searchChatUsers(db, auth.userId, query.strsearch ?? "", params.page, searchUsersPageSize),
  );

  register(
    app,
    sendChatMessage,
    { ...member, rateLimits: limits.sendMessage, uploads: messageUploads(deps) },
    shared.sendMessage,
  );

  register(app, createChatAlias, { ...member, rateLimits: limits.createChat }, shared.createChat);
}
