import { Result, Schema } from "effect";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  type addReaction,
  chatsPageSize,
  type createChat,
  type editMessage,
  messagesPageSize,
  messengerApi,
  type sendMessage,
} from "../../api/endpoints/messenger";
import { IdFromString } from "../../api/schema/common";
import type { RouteDeps } from "../deps";
import type { FormFields, FormUploads } from "../http/form-body";
import { fieldError, forbidden } from "../http/http-error";
import { limits } from "../http/limits";
import type { Handler } from "../http/register";
import { sendStoredFile } from "../http/send-stored";
import { serveGroup } from "../http/serve-group";
import type { Notifier } from "../notifications";
import { uploadFolders } from "../uploads/folders";
import type { ChatLists } from "./chat-lists-cache";
import { openChat, createChat as startChat } from "./chats";
import { attachmentFor } from "./download";
import { editMessage as changeText, getMessage as readMessage, deleteMessage as removeMessage } from "./edit";
import { forwardMessage as forward } from "./forward";
import { chatNotFound, isMember } from "./membership";
import { react } from "./reactions";
import { markRead } from "./read-state";
import { sendMessage as send } from "./send";

export type MessengerDeps = RouteDeps & {
  readonly notifier: Notifier;
  /** The chat lists this process keeps until their members' next event. */
  readonly chatLists: ChatLists;
};

const decodeChatId = Schema.decodeUnknownResult(IdFromString);

/**
 * Streamed message files go to `<UPLOAD_DIR>/messenger`; before the first is written, `chatId` is checked,
 * so that a send that will be refused stores nothing (up to ~210 MB) and is answered at once: a member
 * sending to someone else's chat → 404. `chatId` must therefore come before the files, as our client
 * (src/api/client.ts appends every field before the files) and browsers' FormData in append order send
 * it; missing there, or not a chat id → 400 naming `chatId`.
 */
export function messageUploads(deps: MessengerDeps): FormUploads {
  return {
    uploadDir: deps.config.uploadDir,
    folder: uploadFolders.messenger,
    async beforeFiles(fields: FormFields, request: FastifyRequest) {
      if (fields.chatId === undefined) throw fieldError("chatId", "Укажите чат: поле chatId — перед файлами");
      const chatId = decodeChatId(fields.chatId);
      if (Result.isFailure(chatId)) throw fieldError("chatId", "Неверный номер чата");
      const auth = await request.server.authenticate(request);
      if (!auth) return; // members-only routes refuse visitors before the body is read
      if (!(await isMember(deps.db, chatId.success, auth.userId))) throw chatNotFound();
    },
  };
}

/** The calls shared with the older `/api/chats/*` aliases (src/server/messenger/chats-routes.ts). */
export function messengerHandlers(deps: MessengerDeps) {
  const { db, events, notifier } = deps;
  const createChatHandler: Handler<typeof createChat, "member"> = ({ auth, input }) =>
    startChat({ db, events, notifier }, auth, input);
  const sendHandler: Handler<typeof sendMessage, "member"> = ({ auth, input, uploads }) =>
    send({ events, uploadDir: deps.config.uploadDir }, auth, input, uploads);
  return { createChat: createChatHandler, sendMessage: sendHandler };
}

/** The messenger of spec §7 (the contract: src/api/endpoints/messenger.ts). Members only, everywhere. */
export function messengerRoutes(app: FastifyInstance, deps: MessengerDeps): void {
  const { db, events, notifier, config, log, chatLists } = deps;
  const shared = messengerHandlers(deps);

  const edit: Handler<typeof editMessage, "member"> = ({ auth, input }) =>
    changeText({ events }, auth, input);
  const reactWith =
    (how: "add" | "remove"): Handler<typeof addReaction, "member"> =>
    ({ auth, input }) =>
      react({ events, notifier }, auth, input, how);

  serveGroup(app, messengerApi, {
    createChat: { access: "member", rateLimits: limits.createChat, handler: shared.createChat },
    listChats: {
      access: "member",
      handler: async ({ auth, query }) => {
        if (query.memberId !== undefined && query.memberId !== auth.userId) {
          throw forbidden("Можно смотреть только свои чаты");
        }
        return chatLists.page(auth.userId, query.page ?? 1, chatsPageSize);
      },
    },
    getChat: {
      access: "member",
      handler: ({ auth, input }) =>
        openChat({ db }, auth, { ...input, page: input.page ?? 1, limit: input.limit ?? messagesPageSize }),
    },
    markChatRead: {
      access: "member",
      handler: ({ auth, input }) => markRead({ events }, auth, input),
    },
    sendMessage: {
      access: "member",
      rateLimits: limits.sendMessage,
      uploads: messageUploads(deps),
      handler: shared.sendMessage,
    },
    getMessage: { access: "member", handler: ({ auth, input }) => readMessage({ db }, auth, input) },
    // Spec §7 lists both PUT and PATCH for an edit: two endpoints of the group, one handler.
    editMessage: { access: "member", rateLimits: limits.changeMessage, handler: edit },
    patchMessage: { access: "member", rateLimits: limits.changeMessage, handler: edit },
    deleteMessage: {
      access: "member",
      rateLimits: limits.changeMessage,
      handler: ({ auth, input }) => removeMessage({ events, uploadDir: config.uploadDir, log }, auth, input),
    },
    forwardMessage: {
      access: "member",
      rateLimits: limits.sendMessage,
      handler: ({ auth, input }) => forward({ db, events, uploadDir: config.uploadDir }, auth, input),
    },
    addReaction: { access: "member", rateLimits: limits.changeMessage, handler: reactWith("add") },
    removeReaction: { access: "member", rateLimits: limits.changeMessage, handler: reactWith("remove") },
    downloadAttachment: {
      access: "member",
      handler: async ({ auth, input, request, reply }) => {
        const file = await attachmentFor({ db }, auth, input);
        await sendStoredFile(request, reply, config.uploadDir, file);
      },
    },
  });
}
