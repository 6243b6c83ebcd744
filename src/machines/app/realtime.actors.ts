import { fromPromise } from "xstate";
import type { ApiClient } from "../../api/client";
import { listBackgrounds } from "../../api/endpoints/backgrounds";
import { newMessages, type UnreadChats } from "../../api/endpoints/chats";
import { notificationCounters } from "../../api/endpoints/notifications";
import type { Background } from "../../api/schema/background";
import type { NotificationCounters } from "../../api/schema/notification";

/**
 * The global machines' calls to the server through `client` (the socket and the page are provided by
 * src/ui/app): the realtime machine's, the bell's and the unread-messages badge's.
 */
export function realtimeActors(client: ApiClient) {
  return {
    /** The logged-in member's backgrounds (`GET /api/users/back/all` acts on the caller's own list). */
    loadBackgrounds: fromPromise<ReadonlyArray<Background>, { userId: number }>(async ({ signal }) => {
      const { rows } = await client.call(listBackgrounds, { signal });
      return rows;
    }),
    /** The bell's call: the caller's unread notifications, in all and per type. */
    loadNotificationCounters: fromPromise<NotificationCounters, { userId: number }>(({ signal }) =>
      client.call(notificationCounters, { signal }),
    ),
    /** The unread-messages badge's call: the caller's unread messages over every chat. */
    loadUnreadMessages: fromPromise<UnreadChats, { userId: number }>(({ signal }) =>
      client.call(newMessages, { signal }),
    ),
  };
}
