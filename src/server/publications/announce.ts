import { sql } from "drizzle-orm";
import type { ArticleAction } from "../../api/events/publications";
import type { Tx } from "../db/connect";
import { rowsOf } from "../db/rows";
import type { Notifier } from "../notifications";
import type { Broadcast, Publish } from "../realtime/event-log";

/** A publication as its announcements name it. */
export interface Announced {
  readonly id: number;
  readonly authorId: number;
  /** Its title; a record's first words. */
  readonly title: string;
}

/** Where a publication is read: its post page. */
export const postLink = ({ id, authorId }: Pick<Announced, "id" | "authorId">) =>
  `/blogs/${authorId}/post/${id}`;

/** What a notification quotes of a publication: its title, cut. */
const quoted = (title: string) => (title.length > 80 ? `${title.slice(0, 79)}…` : title) || "без заголовка";

/**
 * Who reads the author in their feed (the mirror of src/server/publications/read.ts `followingFeed`): their
 * subscribers, their friends, and whoever asked them for friendship (a request is a subscription, spec §4).
 */
async function readersOf(tx: Tx, authorId: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`select id from (select follower_id as id from follows where user_id = ${authorId}
      union select low_id from friendships where high_id = ${authorId} and (status = 'accepted' or requester_id = low_id)
      union select high_id from friendships where low_id = ${authorId} and (status = 'accepted' or requester_id = high_id)
    ) readers order by id`,
  );
  return rows.map((row) => Number(row.id));
}

/** An `article` event about `publication`, to `to`. */
export function tell(
  publish: Publish,
  to: Iterable<number>,
  action: ArticleAction,
  p: Announced,
  by?: number,
) {
  publish(to, {
    type: "article",
    action,
    payload: { articleId: p.id, authorId: p.authorId, title: p.title, ...(by === undefined ? {} : { by }) },
  });
}

/**
 * A publication went live (published now, or its scheduled time came): its readers' feeds hear of it
 * (`article` create) and each is notified, in the transaction that made it live — a reader offline gets
 * both when they come back. Every open socket is told it went live in its rubric (`article_live`, not
 * logged), so that whoever has that rubric's feed open sees «Показать N новых записей».
 */
export async function announcePublished(
  notifier: Notifier,
  tx: Tx,
  { publish, broadcast }: { readonly publish: Publish; readonly broadcast: Broadcast },
  publication: Announced & { readonly rubricId: number },
): Promise<void> {
  const readers = await readersOf(tx, publication.authorId);
  tell(publish, [publication.authorId, ...readers], "create", publication);
  broadcast({
    type: "article_live",
    payload: { articleId: publication.id, authorId: publication.authorId, rubricId: publication.rubricId },
  });
  // A followed author may have thousands of readers: told in a few statements, not a few per reader.
  await notifier.notifyMany(tx, publish, readers, {
    type: "publication",
    actorId: publication.authorId,
    title: "Новая публикация",
    text: `«${quoted(publication.title)}»`,
    link: postLink(publication),
  });
}

/** Someone reacted to a publication: its author's open page follows, and they are notified (grouped). */
export async function announceReaction(
  notifier: Notifier,
  tx: Tx,
  publish: Publish,
  publication: Announced,
  by: number,
) {
  tell(publish, [publication.authorId], "reaction", publication, by);
  await notifier.notify(tx, publish, {
    recipient: publication.authorId,
    type: "reaction",
    actorId: by,
    title: "Реакция на публикацию",
    text: `«${quoted(publication.title)}»`,
    link: postLink(publication),
    groupKey: `publication:${publication.id}`,
  });
}

/**
 * A comment under a publication: its author is told and notified; so is the author of the comment it
 * answers. Nobody is notified of their own comment (notify skips them), but their other tabs hear it.
 */
export async function announceComment(
  notifier: Notifier,
  tx: Tx,
  publish: Publish,
  publication: Announced,
  by: number,
  answeredAuthorId: number | null,
) {
  const told = new Set([publication.authorId, by, ...(answeredAuthorId === null ? [] : [answeredAuthorId])]);
  tell(publish, told, "comment", publication, by);
  await notifier.notify(tx, publish, {
    recipient: publication.authorId,
    type: "comment",
    actorId: by,
    title: "Комментарий к публикации",
    text: `«${quoted(publication.title)}»`,
    link: postLink(publication),
    groupKey: `publication:${publication.id}`,
  });
  if (answeredAuthorId !== null && answeredAuthorId !== publication.authorId) {
    await notifier.notify(tx, publish, {
      recipient: answeredAuthorId,
      type: "comment",
      actorId: by,
      title: "Ответ на ваш комментарий",
      text: `«${quoted(publication.title)}»`,
      link: postLink(publication),
    });
  }
}
