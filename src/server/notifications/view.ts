import { inArray, sql } from "drizzle-orm";
import { avatarPath } from "../../api/endpoints/avatars";
import type { ChatUser } from "../../api/schema/message";
import { type Notification, type NotificationType, sampleActors } from "../../api/schema/notification";
import type { Tx } from "../db/connect";
import { notifications, users } from "../db/schema";
import type { Accounts } from "../http/accounts";

/** The columns of a notification row: its own, and the ids of its newest actors (at most {@link sampleActors}). */
export const notificationColumns = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  text: notifications.text,
  link: notifications.link,
  checkedAt: notifications.checkedAt,
  createdAt: notifications.createdAt,
  count: sql<number>`greatest(cardinality(${notifications.actorIds}), 1)`.mapWith(Number),
  actorIds: sql<number[]>`${notifications.actorIds}[1:${sql.raw(String(sampleActors))}]`,
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
  actorIds: number[];
};

/** A member as a notification shows them (a ChatUser, as the messenger does): their avatar or the generated one. */
function actorOf(id: number, name: string, avatar: string | null, deleted = false): ChatUser {
  return { id, name, avatar: avatar ?? avatarPath(id), ...(deleted ? { deleted: true as const } : {}) };
}

/** Members' cards by id, as a row shows its actors. */
export type ActorCards = ReadonlyMap<number, ChatUser>;

/** Cards read from the database (deleted members too, marked so): inside a transaction, or for cache misses. */
export async function actorCardsFromDb(tx: Tx, ids: ReadonlyArray<number>): Promise<Map<number, ChatUser>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, name: users.name, avatar: users.avatar, deletedAt: users.deletedAt })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((u) => [u.id, actorOf(u.id, u.name, u.avatar, u.deletedAt !== null)]));
}

/**
 * The cards of the actors of `rows`: live members from the accounts this process keeps (a page of
 * notifications is read often, and its actors are few and the same), the rest in one query.
 */
export async function actorCardsOf(
  db: Tx,
  accounts: Accounts,
  rows: ReadonlyArray<NotificationRow>,
): Promise<ActorCards> {
  const ids = [...new Set(rows.flatMap((row) => row.actorIds))];
  const cards = new Map<number, ChatUser>();
  const missing: number[] = [];
  for (const id of ids) {
    const card = await accounts.publicUser(id);
    if (card) cards.set(id, actorOf(id, card.name, card.avatar));
    else missing.push(id);
  }
  for (const [id, card] of await actorCardsFromDb(db, missing)) cards.set(id, card);
  return cards;
}

/** A row as its recipient sees it; an actor gone for good is left out. */
export function notificationOf(row: NotificationRow, cards: ActorCards): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    actors: row.actorIds.flatMap((id) => {
      const card = cards.get(id);
      return card ? [card] : [];
    }),
    count: row.count,
    title: row.title,
    text: row.text,
    link: row.link,
    checked: row.checkedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
