import { fromPromise } from "xstate";
import { listBackgrounds } from "../../api/endpoints/backgrounds";
import { newMessages, type UnreadChats } from "../../api/endpoints/chats";
import { notificationCounters } from "../../api/endpoints/notifications";
import type { Background } from "../../api/schema/background";
import type { NotificationCounters } from "../../api/schema/notification";
import { api } from "../lib/api";

/** The realtime machine's calls to the server (the socket and the page are provided by src/ui/app). */
export const realtimeActors = {
  /** The logged-in member's backgrounds (`GET /api/users/back/all` acts on the caller's own list). */
  loadBackgrounds: fromPromise<ReadonlyArray<Background>, { userId: number }>(async ({ signal }) => {
    const { rows } = await api.call(listBackgrounds, { signal });
    return rows;
  }),
};

/** The bell's call: the caller's unread notifications, in all and per type. */
export const loadNotificationCounters = fromPromise<NotificationCounters, { userId: number }>(({ signal }) =>
  api.call(notificationCounters, { signal }),
);

/** The unread-messages badge's call: the caller's unread messages over every chat. */
export const loadUnreadMessages = fromPromise<UnreadChats, { userId: number }>(({ signal }) =>
  api.call(newMessages, { signal }),
);
