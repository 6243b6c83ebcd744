import { fromPromise } from "xstate";
import type { ApiClient } from "../../api/client";
import { searchUsers } from "../../api/endpoints/chats";
import { createChat, listChats } from "../../api/endpoints/messenger";
import type { Chat, ChatCandidate } from "../../api/schema/chat";
import { pagedListOf } from "../lib/paged-list.machine";
import type { Page } from "./chat-list.machine";

/** The calls of the chat list (`chatListMachine`), through `client`. */
export function chatListActors(client: ApiClient) {
  return {
    chats: pagedListOf<Chat>(({ page }, signal) => client.call(listChats, { query: { page }, signal })),
    searchUsers: fromPromise<Page<ChatCandidate>, { query: string }>(({ input, signal }) =>
      client.call(searchUsers, { params: { page: 1 }, query: { strsearch: input.query }, signal }),
    ),
    createChat: fromPromise<Chat, { memberIds: ReadonlyArray<number> }>(({ input, signal }) =>
      client.call(createChat, { body: { members: [...input.memberIds] }, signal }),
    ),
  };
}
