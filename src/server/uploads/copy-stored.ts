import { randomBytes } from "node:crypto";
import { copyFile, link } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pendingPathOf } from "./pending";
import { removeStored } from "./stream-to-disk";

/**
 * A second name for a stored file in the same folder (`<folder>/<new random>`), so that each database row
 * owns its file and deleting one never takes another's: a hard link (no bytes copied), or a copy where
 * the file system has no links. Returns the new relative path; the copy is pending (`<path>.part`) until
 * its row is saved and `placeStored` moves it (src/server/uploads/pending.ts).
 */
export async function copyStored(uploadDir: string, storedPath: string): Promise<string> {
  const copy = `${dirname(storedPath)}/${randomBytes(16).toString("hex")}`;
  const from = join(uploadDir, storedPath);
  const to = join(uploadDir, pendingPathOf(copy));
  try {
    await link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EPERM" && code !== "EXDEV" && code !== "ENOTSUP") throw error;
    await copyFile(from, to);
  }
  return copy;
}

/** {@link copyStored} for several files: all or none (the ones made are removed on failure). */
export async function copyAllStored(
  uploadDir: string,
  storedPaths: ReadonlyArray<string>,
): Promise<string[]> {
  const made: string[] = [];
  try {
    for (const storedPath of storedPaths) made.push(await copyStored(uploadDir, storedPath));
    return made;
  } catch (error) {
    await removeStored(uploadDir, made);
    throw error;
  }
}
