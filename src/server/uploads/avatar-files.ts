import { randomBytes } from "node:crypto";
import { mkdir, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Schema } from "effect";
import type { FastifyBaseLogger } from "fastify";
import { UploadedAvatarFile, uploadedAvatarPath } from "../../api/endpoints/avatars";
import { uploadFolders } from "./folders";
import type { ImageType } from "./image-type";
import { pendingPathOf } from "./pending";

/** Where uploaded avatars live: `<UPLOAD_DIR>/avatars`. */
export function avatarsFolder(uploadDir: string): string {
  return join(uploadDir, uploadFolders.avatars);
}

/**
 * Writes a new avatar file, pending (src/server/uploads/pending.ts), under a name nobody can guess or
 * collide with (`<user id>-<random>.<ext>`). Returns its path under UPLOAD_DIR, for `placeStored` in the
 * transaction that saves its URL, and that URL.
 */
export async function storeAvatar(uploadDir: string, userId: number, data: Buffer, type: ImageType) {
  const file = `${userId}-${randomBytes(12).toString("hex")}.${type.ext}`;
  const storedPath = `${uploadFolders.avatars}/${file}`;
  await mkdir(avatarsFolder(uploadDir), { recursive: true });
  // "wx": never overwrite, even in the impossible case of a repeated random name.
  await writeFile(join(uploadDir, pendingPathOf(storedPath)), data, { flag: "wx" });
  return { storedPath, url: uploadedAvatarPath(file) };
}

const isAvatarFile = Schema.is(UploadedAvatarFile);

/** The file behind an avatar URL of ours; undefined for a generated avatar or anything else. */
export function avatarFileOfUrl(url: string | null | undefined): string | undefined {
  const prefix = uploadedAvatarPath("");
  if (!url?.startsWith(prefix)) return undefined;
  const file = url.slice(prefix.length);
  return isAvatarFile(file) ? file : undefined;
}

/**
 * Deletes the uploaded file behind an avatar URL, if it is one of ours. Called after the database no
 * longer points at it, so a failure leaves only an orphan file, which is logged rather than thrown:
 * the member's change has already happened.
 */
export async function removeAvatarFile(
  uploadDir: string,
  url: string | null | undefined,
  log: FastifyBaseLogger,
): Promise<void> {
  const file = avatarFileOfUrl(url);
  if (!file) return;
  try {
    await unlink(join(avatarsFolder(uploadDir), file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    log.warn({ err: error, file }, "Не удалось удалить старый файл аватара");
  }
}
