import type { Notification } from "../../api/schema/notification";
import type { Tx } from "../db/connect";
import type { Publish } from "../realtime/event-log";
import { type FriendsOnly, type NotificationDraft, notify } from "./notify";
import { type BroadcastDraft, notifyMany } from "./notify-many";

/** How every domain tells members of something, inside the transaction of the change (notify.ts). */
export interface Notifier {
  notify(tx: Tx, publish: Publish, draft: NotificationDraft): Promise<Notification | null>;
  notifyMany(
    tx: Tx,
    publish: Publish,
    recipients: ReadonlyArray<number>,
    draft: BroadcastDraft,
  ): Promise<number>;
}

/** Made once by app.ts, with the «friends only» rule of friends/, and handed to every domain that notifies. */
export function createNotifier(friendsOnly: FriendsOnly): Notifier {
  return {
    notify: (tx, publish, draft) => notify(friendsOnly, tx, publish, draft),
    notifyMany: (tx, publish, recipients, draft) => notifyMany(friendsOnly, tx, publish, recipients, draft),
  };
}
