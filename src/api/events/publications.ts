import { Schema } from "effect";
import { Id } from "../schema/common";
import { event } from "./event";

/** What happened to a publication, as its `article` event says. */
export const articleActions = ["create", "edit", "delete", "reaction", "comment"] as const;
export type ArticleAction = (typeof articleActions)[number];

/**
 * The publications' socket event `article` (spec §7):
 * - `create` — a publication went live: told to its author's subscribers and friends (their feed shows
 *   «N новых записей»), to the author's own tabs, and — when the author announces it with the client's
 *   `post` — to every administrator;
 * - `edit`, `delete` — the author changed or removed it: told to the author's own tabs;
 * - `reaction`, `comment` — someone reacted to or commented on it: told to its author (the post page
 *   they have open follows), and a comment's reply also to the comment's author.
 * `title` is what it was published under (a record's first words); `by` is the member who acted.
 */
export const publicationEvents = [
  event("article", {
    action: Schema.Literals(articleActions),
    payload: Schema.Struct({
      articleId: Id,
      authorId: Id,
      title: Schema.optionalKey(Schema.String),
      by: Schema.optionalKey(Id),
    }),
  }),
] as const;
