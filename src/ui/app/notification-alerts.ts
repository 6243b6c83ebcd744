import { defaultNotificationSetting, type NotificationType } from "../../api/schema/notification";
import { notificationsActors } from "../../machines/notifications/notifications.actors";
import { notificationCreated$ } from "../../streams/notifications.stream";
import { playSound, type SoundName } from "../components/sound/sounds";
import { api } from "./api";
import { authorOf } from "./notification-author";

const { notificationSettingsCalls } = notificationsActors(api);

/** Spec §9's sounds by type: the chat sound for chats, the post sound for publications, the other for the rest. */
const soundOf = (type: NotificationType): SoundName => (type === "chat" ? "chat" : "notification");

/** What {@link alertNewNotifications} asks of the browser's tabs. */
export interface AlertConditions {
  /** Whether this tab holds the socket: one tab tells, however many are open. */
  readonly isLeader: () => boolean;
  /** Whether any tab of ours is in view (src/streams/shared-locks.stream.ts): then no desktop alert. */
  readonly anyTabVisible: () => Promise<boolean>;
}

/**
 * Tells the member of each new notification as their settings say, in the tab that holds the socket
 * only (one sound, however many tabs): its sound, and — when no tab of ours is in view and the browser
 * allows it — the system's desktop alert. The settings are asked for each time, so a change made in
 * another tab holds at once.
 */
export function alertNewNotifications({ isLeader, anyTabVisible }: AlertConditions) {
  return notificationCreated$().subscribe(async ({ payload: { notification } }) => {
    if (!isLeader()) return;
    const setting = await notificationSettingsCalls
      .read()
      .then((settings) => settings[notification.type])
      .catch(() => defaultNotificationSetting);
    if (setting.sound) void playSound(soundOf(notification.type));
    const desktop = typeof Notification !== "undefined" && Notification.permission === "granted";
    // A failed look at the locks counts as "in view": no alert rather than one over a visible page.
    if (setting.desktop && desktop && !(await anyTabVisible().catch(() => true))) {
      new Notification(`${authorOf(notification)}: ${notification.title}`, {
        body: notification.text,
        tag: `mir-notification-${notification.id}`,
        icon: notification.actors[0]?.avatar ?? "/favicon.svg",
      });
    }
  });
}
