import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/connect";
import { users } from "../db/schema";
import { HttpError } from "../http/http-error";
import { removeAvatarFile, storeAvatar } from "../uploads/avatar-files";
import { placeStored } from "../uploads/pending";
import { removeStored } from "../uploads/stream-to-disk";
import type { AvatarUpload } from "./avatar-upload";

/** What the member asked to change; absent parts stay as they are. */
export interface ProfileChange {
  readonly name?: string | undefined;
  readonly about?: string | undefined;
  readonly city?: string | undefined;
  /** A day, or "" to remove it. */
  readonly birthday?: string | undefined;
  readonly avatar?: AvatarUpload | undefined;
  readonly removeAvatar?: boolean;
}

export interface ProfileStore {
  readonly db: Db;
  readonly uploadDir: string;
  readonly log: FastifyBaseLogger;
}

/**
 * Applies a profile change all or nothing: the new avatar file is written first (pending), moved into
 * place in the transaction that saves its URL and removed again if that fails; the old file is deleted
 * only once nothing points at it any more.
 */
export async function updateProfile(
  { db, uploadDir, log }: ProfileStore,
  userId: number,
  change: ProfileChange,
): Promise<void> {
  const replacesAvatar = change.avatar !== undefined || change.removeAvatar === true;
  const words = {
    ...(change.name === undefined ? {} : { name: change.name }),
    ...(change.about === undefined ? {} : { about: change.about }),
    ...(change.city === undefined ? {} : { city: change.city }),
    ...(change.birthday === undefined ? {} : { birthday: change.birthday === "" ? null : change.birthday }),
  };
  if (Object.keys(words).length === 0 && !replacesAvatar) return;
  const stored =
    change.avatar && (await storeAvatar(uploadDir, userId, change.avatar.data, change.avatar.type));
  let previousAvatar: string | null;
  try {
    previousAvatar = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ avatar: users.avatar })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .for("update");
      if (!row) throw new HttpError("UNAUTHORIZED", "Аккаунт не найден");
      await tx
        .update(users)
        .set({
          updatedAt: sql`now()`,
          ...words,
          ...(replacesAvatar ? { avatar: stored ? stored.url : null } : {}),
        })
        .where(eq(users.id, userId));
      if (stored) await placeStored(uploadDir, [stored.storedPath]);
      return row.avatar;
    });
  } catch (error) {
    if (stored) {
      await removeStored(uploadDir, [stored.storedPath]).catch((cleanup: unknown) =>
        log.warn({ err: cleanup }, "Не удалось удалить новый файл аватара"),
      );
    }
    throw error;
  }
  if (replacesAvatar) await removeAvatarFile(uploadDir, previousAvatar, log);
}
