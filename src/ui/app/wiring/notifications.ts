import type { NotificationsFilter } from "../../../api/endpoints/notifications";
import type { NotificationType } from "../../../api/schema/notification";
import { liveList } from "../../../machines/lib/paged-list.machine";
import { notificationListMachine } from "../../../machines/notifications/notification-list.machine";
import { notificationsActors } from "../../../machines/notifications/notifications.actors";
import { notificationListSignals } from "../../../streams/notifications.stream";
import { api, pendingActions } from "../api";

const { changeNotifications, holdRemoval, liveNotificationSettings, notificationsListOf } =
  notificationsActors(api, pendingActions);

// The notifications' composition root: their lists with the app's calls and the socket's streams (views
// never import src/streams). The pages' chunk and the bell's import it.

/**
 * A list of the member's notifications, new (`unread`) or archived (`read`), of one type or all (`limit`
 * a page), with what can be done to them: live (new ones on top, changes made in other tabs:
 * src/streams/notifications.stream.ts), read, deleted with an undo, cleared.
 */
export const notificationListLogic = (
  filter: Exclude<NotificationsFilter, "all">,
  type?: NotificationType,
  limit?: number,
) =>
  notificationListMachine.provide({
    actors: {
      list: liveList(notificationsListOf(filter, type, limit), () =>
        notificationListSignals({ filter, type }),
      ),
      change: changeNotifications,
      holding: holdRemoval,
    },
  });

/** The member's per-type settings, loaded and saved by the app's calls (the settings page). */
export const notificationSettingsLogic = liveNotificationSettings;
