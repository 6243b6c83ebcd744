import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { ChatPrivacyRefusal, RefusingMember, WriteClosed } from "../../api/schema/chat";
import type { Privacy, PrivacyLevel } from "../../api/schema/settings";
import type { Db, Tx } from "../db/connect";
import { users } from "../db/schema";
import { forbidden, HttpError } from "../http/http-error";
import { areFriends, areFriendsSql } from "./pair";

/** A member's privacy (everyone's default: open), or undefined for no live member. */
export async function privacyOf(db: Tx, userId: number): Promise<Privacy | undefined> {
  const [row] = await db
    .select({ write: users.writePrivacy, friends: users.friendsPrivacy })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

/** Sets the caller's privacy, both parts; answers it. */
export async function setPrivacy(db: Db, userId: number, privacy: Privacy): Promise<Privacy> {
  const [row] = await db
    .update(users)
    .set({ writePrivacy: privacy.write, friendsPrivacy: privacy.friends, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ write: users.writePrivacy, friends: users.friendsPrivacy });
  if (!row) throw new HttpError("UNAUTHORIZED", "Аккаунт не найден");
  return row;
}

/**
 * Whether `level` lets `viewerId` in to member `ownerId`: oneself always; friends, if it says so. A visitor
 * (null: nobody logged in) only where it says everyone — never further than a member who is no friend.
 */
export async function admits(db: Tx, level: PrivacyLevel, viewerId: number | null, ownerId: number) {
  if (viewerId === ownerId || level === "everyone") return true;
  if (level === "nobody" || viewerId === null) return false;
  return areFriends(db, viewerId, ownerId);
}

/**
 * What a member's privacy lets the viewer do: write to them, see their friends. A visitor (null) writes to
 * nobody: writing takes an account.
 */
export async function allowedTo(db: Tx, viewerId: number | null, ownerId: number) {
  const privacy = await privacyOf(db, ownerId);
  if (!privacy) return { write: false, seeFriends: false };
  const [write, seeFriends] = await Promise.all([
    viewerId !== null && admits(db, privacy.write, viewerId, ownerId),
    admits(db, privacy.friends, viewerId, ownerId),
  ]);
  return { write, seeFriends };
}

/** Refuses (403) a direct chat with, or a message to, a member whose privacy leaves the writer out. */
export async function assertMayWrite(db: Tx, writerId: number, recipientId: number): Promise<void> {
  if (writerId === recipientId) return;
  const privacy = await privacyOf(db, recipientId);
  if (privacy && !(await admits(db, privacy.write, writerId, recipientId))) {
    throw forbidden(
      privacy.write === "friends"
        ? "Участник принимает сообщения только от друзей"
        : "Участник не принимает личные сообщения",
    );
  }
}

/** Refuses (403) the list of a member's friends to a viewer their privacy leaves out. */
export async function assertMaySeeFriends(db: Tx, viewerId: number, ownerId: number): Promise<void> {
  if (viewerId === ownerId) return;
  const privacy = await privacyOf(db, ownerId);
  if (privacy && !(await admits(db, privacy.friends, viewerId, ownerId))) {
    throw forbidden("Участник скрыл список друзей");
  }
}

/**
 * How the privacy of the member of `users` row (its `write_privacy`) leaves `writerId` out, as an SQL
 * value: `'friends'` (friends only, and the writer is not one), `'nobody'`, or null (the writer may
 * write; oneself always may). The search of members and a new chat ask it of many members in one query.
 */
export const writeClosedSql = (writerId: number): SQL<WriteClosed | null> => sql`case
  when ${users.id} = ${writerId} then null
  when ${users.writePrivacy} = 'nobody' then 'nobody'
  when ${users.writePrivacy} = 'friends' and not ${areFriendsSql(sql`${users.id}`, sql`${writerId}::int`)}
    then 'friends'
  else null end`;

/** Of `memberIds`, the live members whose privacy leaves `writerId` out, in the order given. */
export async function refusingMembers(
  db: Tx,
  writerId: number,
  memberIds: ReadonlyArray<number>,
): Promise<RefusingMember[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id, name: users.name, accepts: writeClosedSql(writerId) })
    .from(users)
    .where(and(inArray(users.id, [...memberIds]), isNull(users.deletedAt)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return memberIds.flatMap((id) => {
    const row = byId.get(id);
    return row?.accepts ? [{ id: row.id, name: row.name, accepts: row.accepts }] : [];
  });
}

const whomFrom: Readonly<Record<WriteClosed, string>> = { friends: "только от друзей", nobody: "ни от кого" };

/** The Russian words of a refusal that names the members: one, as the direct refusal says it; several, listed. */
export function refusalMessage(members: ReadonlyArray<RefusingMember>): string {
  const [only] = members;
  if (only && members.length === 1) {
    return only.accepts === "friends"
      ? `${only.name} принимает сообщения только от друзей`
      : `${only.name} не принимает личные сообщения`;
  }
  return `Не принимают ваши сообщения: ${members.map((m) => `${m.name} (${whomFrom[m.accepts]})`).join(", ")}`;
}

/**
 * Refuses (403, `details` a {@link ChatPrivacyRefusal}) a new chat of `creatorId` with `memberIds` when
 * the privacy of any of them leaves the creator out, naming every such member.
 */
export async function assertMayStartChat(
  db: Tx,
  creatorId: number,
  memberIds: ReadonlyArray<number>,
): Promise<void> {
  const refusing = await refusingMembers(db, creatorId, memberIds);
  if (refusing.length === 0) return;
  const details = { reason: "privacy", members: refusing } satisfies ChatPrivacyRefusal;
  throw new HttpError("FORBIDDEN", refusalMessage(refusing), details);
}
