import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { inArray } from "drizzle-orm";
import { uploadedAvatarPath } from "../../api/endpoints/avatars";
import type { Db } from "../db/connect";
import { blogs, messageAttachments, publicationFiles, users } from "../db/schema";
import { uploadFolders } from "./folders";
import { pendingSuffix } from "./pending";
import { removeFile } from "./stream-to-disk";

const messengerPrefix = `${uploadFolders.messenger}/`;
const publicationsPrefix = `${uploadFolders.publications}/`;
const blogsPrefix = `${uploadFolders.blogs}/`;

/**
 * Each folder of {@link uploadFolders} with the question "which of these names does a row own?": a
 * folder missing here is never swept, which the type makes a compile error.
 */
const owners: Record<
  (typeof uploadFolders)[keyof typeof uploadFolders],
  (db: Db, names: string[]) => Promise<string[]>
> = {
  [uploadFolders.messenger]: async (db, names) => {
    const rows = await db
      .select({ storedPath: messageAttachments.storedPath })
      .from(messageAttachments)
      .where(
        inArray(
          messageAttachments.storedPath,
          names.map((name) => messengerPrefix + name),
        ),
      );
    return rows.map((row) => row.storedPath.slice(messengerPrefix.length));
  },
  [uploadFolders.publications]: async (db, names) => {
    const rows = await db
      .select({ storedPath: publicationFiles.storedPath })
      .from(publicationFiles)
      .where(
        inArray(
          publicationFiles.storedPath,
          names.map((name) => publicationsPrefix + name),
        ),
      );
    return rows.map((row) => row.storedPath.slice(publicationsPrefix.length));
  },
  [uploadFolders.blogs]: async (db, names) => {
    const rows = await db
      .select({ coverPath: blogs.coverPath })
      .from(blogs)
      .where(
        inArray(
          blogs.coverPath,
          names.map((name) => blogsPrefix + name),
        ),
      );
    return rows.map((row) => (row.coverPath ?? "").slice(blogsPrefix.length));
  },
  [uploadFolders.avatars]: async (db, names) => {
    const rows = await db
      .select({ avatar: users.avatar })
      .from(users)
      .where(inArray(users.avatar, names.map(uploadedAvatarPath)));
    return rows.map((row) => (row.avatar ?? "").slice(uploadedAvatarPath("").length));
  },
};

/**
 * How long a file may sit untouched before it counts as left over: an upload in progress writes to its
 * `.part` file every few milliseconds, and a placed file's row commits right after the move. "Touched"
 * counts the inode's change time too, which a rename or a new hard link (a forward's copy) sets.
 */
export const leftoverAfterMs = 15 * 60 * 1000;

/**
 * The sweep when a process starts, after a crash perhaps (kill -9 mid-upload), so that its leftovers do
 * not wait {@link leftoverAfterMs} for the next sweep. Alone — no Redis, so no other process shares
 * UPLOAD_DIR (README, «Scaled out») — everything touched before `startedAt` is a leftover: no upload of
 * this process had begun. Beside other processes, a file untouched for a minute is: an upload in flight
 * there writes to its `.part` every few milliseconds.
 */
export function atStart(scaledOut: boolean, startedAt: number): { olderThanMs: number; now: number } {
  return { olderThanMs: scaledOut ? 60 * 1000 : 0, now: startedAt };
}

/** Names are checked against the database this many at a time. */
const batchSize = 500;

/**
 * Removes what crashes leave under UPLOAD_DIR (src/server/uploads/pending.ts): `.part` files of uploads
 * cut off mid-way, and stored files whose row never committed. Only files untouched for `olderThanMs`
 * are removed, so uploads in flight in this or another process are safe. Returns how many were removed.
 */
export async function sweepUploads(
  db: Db,
  uploadDir: string,
  { olderThanMs = leftoverAfterMs, now = Date.now() }: { olderThanMs?: number; now?: number } = {},
): Promise<number> {
  let removed = 0;
  for (const [folder, ownedOf] of Object.entries(owners)) {
    const names = await readdir(join(uploadDir, folder)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
    const stale: string[] = [];
    for (const name of names) {
      const info = await stat(join(uploadDir, folder, name)).catch(() => undefined);
      if (info?.isFile() && now - Math.max(info.mtimeMs, info.ctimeMs) >= olderThanMs) stale.push(name);
    }
    const leftovers = stale.filter((name) => name.endsWith(pendingSuffix));
    const placed = stale.filter((name) => !name.endsWith(pendingSuffix));
    for (let i = 0; i < placed.length; i += batchSize) {
      const batch = placed.slice(i, i + batchSize);
      const owned = new Set(await ownedOf(db, batch));
      leftovers.push(...batch.filter((name) => !owned.has(name)));
    }
    for (const name of leftovers) await removeFile(join(uploadDir, folder, name));
    removed += leftovers.length;
  }
  return removed;
}
