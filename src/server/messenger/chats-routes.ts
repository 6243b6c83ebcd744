import type { FastifyInstance } from "fastify";
import { chatsApi, searchUsersPageSize } from "../../api/endpoints/chats";
import { chatsPageSize, messagesPageSize } from "../../api/endpoints/messenger";
import { forbidden } from "../http/http-error";
import { limits } from "../http/limits";
import { serveGroup } from "../http/serve-group";
import { openChat } from "./chats";
import { type MessengerDeps, messageUploads, messengerHandlers } from "./routes";
import { searchChatUsers } from "./search-users";

/**
 * The older chat calls of spec §7 (the contract: src/api/endpoints/chats.ts): the messenger's own logic
 * under the old paths, so both answer the same.
 */
export function chatsRoutes(app: FastifyInstance, deps: MessengerDeps): void {
  const { db, chatLists } = deps;
  const shared = messengerHandlers(deps);

  serveGroup(app, chatsApi, {
    chatsByProfile: {
      access: "member",
      handler: ({ auth, params, query }) => {
        if (params.id !== auth.userId) throw forbidden("Можно смотреть только свои чаты");
        return chatLists.page(auth.userId, query.page ?? 1, chatsPageSize);
      },
    },
    chatMessages: {
      access: "member",
      handler: ({ auth, params }) =>
        openChat({ db }, auth, { id: params.a, page: params.b, limit: messagesPageSize }),
    },
    // `rows` are capped (unreadChatsShown); `count` and `unread` cover every chat.
    newMessages: { access: "member", handler: ({ auth }) => chatLists.unread(auth.userId) },
    chatList: {
      access: "member",
      handler: ({ auth, query }) => chatLists.page(auth.userId, query.page ?? 1, chatsPageSize),
    },
    searchUsers: {
      access: "member",
      handler: ({ auth, params, query }) =>
        searchChatUsers(db, auth.userId, query.strsearch ?? "", params.page, searchUsersPageSize),
    },
    sendChatMessage: {
      access: "member",
      rateLimits: limits.sendMessage,
      uploads: messageUploads(deps),
      handler: shared.sendMessage,
    },
    createChatAlias: { access: "member", rateLimits: limits.createChat, handler: shared.createChat },
  });
}
