import { and, eq, inArray, sql } from "drizzle-orm";
import { Result, Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { publicationFileRoute } from "../../api/endpoints/publications";
import { IdFromString } from "../../api/schema/common";
import type { Db, Tx } from "../db/connect";
import { publicationFiles, publications } from "../db/schema";
import type { FormUploads } from "../http/form-body";
import { notFound } from "../http/http-error";
import { sendStoredFile } from "../http/send-stored";
import { uploadFolders } from "../uploads/folders";
import type { StoredUpload } from "../uploads/stream-to-disk";
import { isLive } from "./visibility";

/** Where a publication's uploads are streamed (`<UPLOAD_DIR>/publications`). */
export const publicationUploads = (uploadDir: string): FormUploads => ({
  uploadDir,
  folder: uploadFolders.publications,
});

/** Stores the rows of a publication's new files (their bytes are placed by the caller's transaction). */
export async function insertFiles(
  tx: Tx,
  publicationId: number,
  uploads: ReadonlyArray<StoredUpload>,
  firstPosition: number,
): Promise<void> {
  if (uploads.length === 0) return;
  await tx.insert(publicationFiles).values(
    uploads.map((upload, index) => ({
      publicationId,
      role: upload.field === "preview" ? ("preview" as const) : ("attachment" as const),
      position: upload.field === "preview" ? 0 : firstPosition + index,
      name: upload.name,
      mime: upload.mime,
      size: upload.size,
      storedPath: upload.storedPath,
    })),
  );
}

/** Deletes file rows of a publication (by id, or of a role), answering their stored paths to remove after the commit. */
export async function deleteFiles(
  tx: Tx,
  publicationId: number,
  which: { readonly ids?: ReadonlyArray<number>; readonly role?: "preview" },
): Promise<string[]> {
  const conditions = [eq(publicationFiles.publicationId, publicationId)];
  if (which.ids) conditions.push(inArray(publicationFiles.id, [...which.ids]));
  if (which.role) conditions.push(eq(publicationFiles.role, which.role));
  if (!which.ids && !which.role) return [];
  const rows = await tx
    .delete(publicationFiles)
    .where(and(...conditions))
    .returning({ storedPath: publicationFiles.storedPath });
  return rows.map((row) => row.storedPath);
}

const decodeId = Schema.decodeUnknownResult(IdFromString);

/**
 * Serves `/api/publications/files/{id}`: a live publication's files to anyone, another's to its author
 * only (404 to everyone else, as for no file). Images and videos inline, the rest as downloads.
 */
export function servePublicationFiles(app: FastifyInstance, db: Db, uploadDir: string): void {
  app.get(publicationFileRoute, async (request, reply) => {
    const id = decodeId((request.params as { id?: unknown }).id);
    if (Result.isFailure(id)) throw notFound("Файл не найден");
    const auth = await app.authenticate(request);
    const [file] = await db
      .select({
        storedPath: publicationFiles.storedPath,
        mime: publicationFiles.mime,
        name: publicationFiles.name,
        authorId: publications.authorId,
        live: sql<boolean>`${isLive(sql`${publications}`)}`,
      })
      .from(publicationFiles)
      .innerJoin(publications, eq(publications.id, publicationFiles.publicationId))
      .where(eq(publicationFiles.id, id.success));
    if (!file || (!file.live && file.authorId !== auth?.userId)) throw notFound("Файл не найден");
    await sendStoredFile(request, reply, uploadDir, file);
  });
}
