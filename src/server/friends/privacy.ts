import { and, eq, isNull } from "drizzle-orm";
import type { Privacy, PrivacyLevel } from "../../api/schema/settings";
import type { Db, Tx } from "../db/connect";
import { users } from "../db/schema";
import { forbidden, HttpError } from "../http/http-error";
import { areFriends } from "./pair";

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
