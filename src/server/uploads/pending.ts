import { rename } from "node:fs/promises";
import { join } from "node:path";

/**
 * An upload is written under a temporary name (`<stored path>.part`) and moved to its stored path only in
 * the transaction that saves its row, just before the commit. So a file under a stored path is either
 * owned by a row or left by a crash between the move and the commit, and a `.part` file is either being
 * written or left by a crash mid-upload: src/server/uploads/sweep.ts removes both kinds of leftover.
 */
export const pendingSuffix = ".part";

/** Where a file about to become `storedPath` is written (relative to UPLOAD_DIR, like `storedPath`). */
export function pendingPathOf(storedPath: string): string {
  return `${storedPath}${pendingSuffix}`;
}

/**
 * Moves pending files to their stored paths: called in the transaction that saves their rows, after the
 * rows are written, so that a committed row always has its file. A rename within one folder is atomic.
 */
export async function placeStored(uploadDir: string, storedPaths: Iterable<string>): Promise<void> {
  for (const storedPath of storedPaths) {
    await rename(join(uploadDir, pendingPathOf(storedPath)), join(uploadDir, storedPath));
  }
}
