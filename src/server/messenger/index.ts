// The messenger: chats, messages, read state, reactions, forwards, attachments (and the older
// /api/chats/* calls).
// What other domains and app.ts may import of it: nothing else (src/server/README.md, Floors).

export { createChatLists } from "./chat-lists-cache";
export { directKeyOf } from "./chats";
export { chatsRoutes } from "./chats-routes";
export { addChatMember, createNamedChat, deleteChat, removeChatMember, renameChat } from "./named-chats";
export { messengerRoutes } from "./routes";
