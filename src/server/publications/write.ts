import { and, eq, sql } from "drizzle-orm";
import type { InputOf } from "../../api/endpoint";
import {
  editPublication as editCall,
  type PublishChoice,
  type publicationsApi,
} from "../../api/endpoints/publications";
import type { PublicationStatus } from "../../api/schema/publication";
import { parseDocument, type RichText } from "../../api/schema/rich-text";
import { RoleId } from "../../api/schema/user";
import type { Tx } from "../db/connect";
import { publicationFiles, publicationRevisions, publications } from "../db/schema";
import type { AuthContext, Caller } from "../http/caller";
import { fieldError, forbidden, notFound, refusal } from "../http/http-error";
import type { Notifier } from "../notifications";
import type { EventLog } from "../realtime/event-log";
import { placeStored } from "../uploads/pending";
import { removeStored, type StoredUpload } from "../uploads/stream-to-disk";
import { type Announced, announcePublished, tell } from "./announce";
import { excerptOf } from "./excerpt";
import { deleteFiles, insertFiles } from "./files";

type CreateInput = InputOf<typeof publicationsApi.createPublication>;
type EditInput = InputOf<typeof publicationsApi.editPublication>;

export interface WriteDeps {
  readonly events: EventLog;
  readonly notifier: Notifier;
  readonly uploadDir: string;
}

/** What a publication is announced as: its title, or a record's first words. */
const announced = (
  id: number,
  authorId: number,
  { title, text, rubricId }: { title: string; text: RichText; rubricId: number },
): Announced & { readonly rubricId: number } => ({
  id,
  authorId,
  title: title || excerptOf(text).slice(0, 200),
  rubricId,
});

const notFoundPublication = () => notFound("Публикация не найдена");

/** The status and publication time a save asks for, checked: a schedule needs a future time. */
function statusOf(publish: PublishChoice, publishAt: string | undefined, now: Date) {
  if (publish === "scheduled") {
    const at = publishAt === undefined ? Number.NaN : Date.parse(publishAt);
    if (Number.isNaN(at)) throw fieldError("publishAt", "Укажите, когда опубликовать");
    if (at <= now.getTime()) throw fieldError("publishAt", "Время публикации уже прошло");
    return { status: "scheduled" as const, publishedAt: new Date(at) };
  }
  const status: PublicationStatus = publish === "now" ? "published" : publish;
  return { status, publishedAt: publish === "now" ? now : null };
}

/** The form's own checks beyond the schema: an article has a title; the text is a document. */
function contentOf(input: Pick<CreateInput, "type" | "title" | "text">): { title: string; text: RichText } {
  const title = input.title ?? "";
  if (input.type === 1 && title === "") throw fieldError("title", "У статьи должен быть заголовок");
  const text = parseDocument(input.text);
  // The schema already refused what does not parse: this is for the type checker.
  if (!text) throw fieldError("text", "Текст не получилось прочитать");
  return { title, text };
}

/** The uploads of a save as the form sent them: at most one preview, attachments in order. */
const previewOf = (uploads: ReadonlyArray<StoredUpload>) => uploads.filter((u) => u.field === "preview");

/**
 * Writes a publication with its files in one transaction (the files are placed just before it commits);
 * answers its id. A refused save leaves no row; the caller removes the uploads.
 */
export async function createPublication(
  { events, notifier, uploadDir }: WriteDeps,
  { userId }: Caller,
  input: CreateInput,
  uploads: ReadonlyArray<StoredUpload>,
): Promise<number> {
  const { title, text } = contentOf(input);
  const { status, publishedAt } = statusOf(input.publish, input.publishAt, new Date());
  return events.transaction(async (tx, publish, broadcast) => {
    const [row] = await tx
      .insert(publications)
      .values({
        authorId: userId,
        type: input.type,
        title,
        text,
        excerpt: excerptOf(text),
        rubricId: input.rubricId,
        status,
        publishedAt,
      })
      .returning({ id: publications.id });
    if (!row) throw new Error("createPublication: no row returned");
    await insertFiles(tx, row.id, uploads, 1);
    const publication = announced(row.id, userId, { title, text, rubricId: input.rubricId });
    // A scheduled one is announced when its time comes (./schedule.ts); a draft, to the author's tabs only.
    if (status === "published") {
      await announcePublished(notifier, tx, { publish, broadcast }, publication);
    } else tell(publish, [userId], "edit", publication);
    await placeStored(
      uploadDir,
      uploads.map((upload) => upload.storedPath),
    );
    return row.id;
  });
}

/** The caller's own publication, locked for the change; 404 for any other (it is not theirs to know). */
async function ownForUpdate(tx: Tx, id: number, userId: number) {
  const [row] = await tx
    .select()
    .from(publications)
    .where(and(eq(publications.id, id), eq(publications.authorId, userId)))
    .for("update");
  if (!row) throw notFoundPublication();
  return row;
}

/**
 * Saves a change of one's publication (the contract: `editPublication`). A stale `version` → 409 with
 * nothing written. A published one's previous text is kept as a revision. Files removed are deleted
 * after the commit; a new preview replaces the old one.
 */
export async function editPublication(
  { events, notifier, uploadDir }: WriteDeps,
  { userId }: Caller,
  input: EditInput,
  uploads: ReadonlyArray<StoredUpload>,
): Promise<void> {
  const { title, text } = contentOf(input);
  const removedIds = input.removeAttachments?.split(",").map(Number) ?? [];
  const gone = await events.transaction(async (tx, publish, broadcast) => {
    const current = await ownForUpdate(tx, input.id, userId);
    if (current.version !== input.version) {
      throw refusal(
        editCall,
        "CONFLICT",
        "Публикацию изменили в другом окне: откройте её заново, чтобы не потерять ни одну правку",
        "stale",
      );
    }
    // A published one keeps its time; a newly published one gets now.
    const next =
      input.publish === "now" && current.status === "published"
        ? { status: "published" as const, publishedAt: current.publishedAt }
        : statusOf(input.publish, input.publishAt, new Date());
    if (current.status === "published") {
      await tx.insert(publicationRevisions).values({
        publicationId: current.id,
        version: current.version,
        title: current.title,
        text: current.text,
        rubricId: current.rubricId,
      });
    }
    await tx
      .update(publications)
      .set({
        type: input.type,
        title,
        text,
        excerpt: excerptOf(text),
        rubricId: input.rubricId,
        ...next,
        version: current.version + 1,
        updatedAt: sql`now()`,
      })
      .where(eq(publications.id, current.id));
    const removed = [
      ...(await deleteFiles(tx, current.id, { ids: removedIds })),
      ...(input.removePreview || previewOf(uploads).length > 0
        ? await deleteFiles(tx, current.id, { role: "preview" })
        : []),
    ];
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${publicationFiles.position}), 0)` })
      .from(publicationFiles)
      .where(eq(publicationFiles.publicationId, current.id));
    await insertFiles(tx, current.id, uploads, Number(last?.position ?? 0) + 1);
    const publication = announced(current.id, userId, { title, text, rubricId: input.rubricId });
    // Published by this save: its readers hear of it now; otherwise the author's own tabs follow.
    if (next.status === "published" && current.status !== "published") {
      await announcePublished(notifier, tx, { publish, broadcast }, publication);
    } else tell(publish, [userId], "edit", publication);
    await placeStored(
      uploadDir,
      uploads.map((upload) => upload.storedPath),
    );
    return removed;
  });
  await removeStored(uploadDir, gone);
}

/** Deletes a publication with its files: its author, or an admin (someone else → 403; none → 404). */
export async function deletePublication(
  { events, uploadDir }: WriteDeps,
  caller: Pick<AuthContext, "userId" | "roleIds">,
  id: number,
): Promise<void> {
  const gone = await events.transaction(async (tx, publish) => {
    const [row] = await tx
      .select({ authorId: publications.authorId, title: publications.title })
      .from(publications)
      .where(eq(publications.id, id))
      .for("update");
    const admin = caller.roleIds.includes(RoleId.admin);
    if (!row || (row.authorId !== caller.userId && !admin)) {
      // Someone else's draft is not theirs to know of; a live one they may see, but not delete.
      if (row && !admin) throw forbidden("Удалить публикацию может только её автор или администратор");
      throw notFoundPublication();
    }
    const files = await tx
      .select({ storedPath: publicationFiles.storedPath })
      .from(publicationFiles)
      .where(eq(publicationFiles.publicationId, id));
    await tx.delete(publications).where(eq(publications.id, id));
    tell(publish, [row.authorId], "delete", { id, authorId: row.authorId, title: row.title });
    return files.map((file) => file.storedPath);
  });
  await removeStored(uploadDir, gone);
}
