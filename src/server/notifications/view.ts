import { sql } from "drizzle-orm";
import { type Notification, type NotificationType, sampleActors } from "../../api/schema/notification";
import { notifications } from "../db/schema";
import { chatUserOf } from "../messenger/message-view";

/** An actor's card as the row's JSON subquery gives it: id, name, avatar, deleted. */
type ActorTuple = [number, string, string | null, boolean];

/**
 * The columns of a notification row: its own, and the cards of its newest actors (at most
 * {@link sampleActors}, newest first) as one JSON subquery; a member gone for good is left out.
 */
export const notificationColumns = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  text: notifications.text,
  link: notifications.link,
  checkedAt: notifications.checkedAt,
  createdAt: notifications.createdAt,
  count: sql<number>`greatest(cardinality(${notifications.actorIds}), 1)`.mapWith(Number),
  actors: sql<ActorTuple[]>`(
    select coalesce(json_agg(
      json_build_array(u.id, u.name, u.avatar, u.deleted_at is not null)
      order by array_position(${notifications.actorIds}, u.id)), '[]')
    from users u where u.id = any(${notifications.actorIds}[1:${sql.raw(String(sampleActors))}]))`,
};

export type NotificationRow = {
  id: number;
  type: string;
  title: string;
  text: string;
  link: string | null;
  checkedAt: Date | null;
  createdAt: Date;
  count: number;
  actors: ActorTuple[];
};

export function notificationOf(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    actors: row.actors.map(([id, name, avatar, deleted]) => chatUserOf(id, name, avatar, deleted)),
    count: row.count,
    title: row.title,
    text: row.text,
    link: row.link,
    checked: row.checkedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
