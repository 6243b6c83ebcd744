import { eq } from "drizzle-orm";
import type { InputOf } from "../../api/endpoint";
import type { notificationsApi } from "../../api/endpoints/notifications";
import {
  defaultNotificationSetting,
  type NotificationSetting,
  type NotificationSettings,
  type NotificationType,
  notificationSources,
  notificationTypes,
  typesWithActor,
} from "../../api/schema/notification";
import type { Db, Tx } from "../db/connect";
import { notificationSettings } from "../db/schema";
import type { Caller } from "../http/caller";
import { fieldError } from "../http/http-error";

/** The member's choices for every type: the stored ones, the defaults for the rest. */
export async function settingsOf(tx: Tx, userId: number): Promise<NotificationSettings> {
  const rows = await tx.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  const settings = Object.fromEntries(
    notificationTypes.map((type) => [type, { ...defaultNotificationSetting }]),
  ) as Record<NotificationType, NotificationSetting>;
  for (const { type, show, sound, desktop, from } of rows) {
    if (type in settings) {
      settings[type as NotificationType] = {
        show,
        sound,
        desktop,
        from: notificationSources.find((source) => source === from) ?? "everyone",
      };
    }
  }
  return settings;
}

/**
 * Changes the given fields of one type's choice. The administration's messages cannot be hidden, and
 * `from` means nothing for a type without an actor: both are 400 naming the field.
 */
export async function changeSetting(
  { db }: { db: Db },
  { userId }: Caller,
  { type, ...change }: InputOf<typeof notificationsApi.updateNotificationSetting>,
): Promise<NotificationSettings> {
  if (type === "system" && change.show === false) {
    throw fieldError("show", "Сообщения администрации отключить нельзя");
  }
  if (change.from !== undefined && !typesWithActor.includes(type)) {
    throw fieldError("from", "У уведомлений этого типа нет отправителя");
  }
  // Only the given fields are set, in one statement: two changes of one type at once both hold.
  const given = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  return db.transaction(async (tx) => {
    if (Object.keys(given).length > 0) {
      await tx
        .insert(notificationSettings)
        .values({ userId, type, ...defaultNotificationSetting, ...given })
        .onConflictDoUpdate({ target: [notificationSettings.userId, notificationSettings.type], set: given });
    }
    return settingsOf(tx, userId);
  });
}
