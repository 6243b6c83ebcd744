import { fromPromise } from "xstate";
import { listBackgrounds } from "../../api/endpoints/backgrounds";
import { newMessages, type UnreadChats } from "../../api/endpoints/chats";
import type { Background } from "../../api/schema/background";
import { api } from "../lib/api";

/** The realtime machine's calls to the server (the socket and the page are provided by src/ui/app). */
export const realtimeActors = {
  /** The logged-in member's backgrounds (`GET /api/users/back/all` acts on the caller's own list). */
  loadBackgrounds: fromPromise<ReadonlyArray<Background>, { userId: number }>(async ({ signal }) => {
    const { rows } = await api.call(listBackgrounds, { signal });
    return rows;
  }),
};

/** The unread-messages badge's call: the caller's unread messages over every chat. */
export const loadUnreadMessages = fromPromise<UnreadChats, { userId: number }>(({ signal }) =>
  api.call(newMessages, { signal }),
);
