import { Schema } from "effect";
import { define } from "../endpoint";
import type { EndpointGroup } from "../group";
import { Id, IdFromString, IsoDateTime, Paged, TrimmedText } from "../schema/common";
import { ReactionCode } from "../schema/message";
import { PublicUser } from "../schema/user";
import { PageFromString } from "./messenger";

/*
 * What readers say under a publication (issue 15): reactions (the messenger's emoji codes) and comments,
 * a comment maybe answering another. Only on a live publication (any other → 404, as for none).
 * Members only for writing; anyone reads.
 */

/** A reaction's code and how many gave it; `mine`: the caller is among them. */
export const ReactionCount = Schema.Struct({ code: ReactionCode, count: Schema.Int, mine: Schema.Boolean });

/** A publication's reactions, most given first. */
export const PublicationReactions = Schema.Struct({
  publicationId: Id,
  reactions: Schema.Array(ReactionCount),
});
export type PublicationReactions = typeof PublicationReactions.Type;

const ArticleParams = Schema.Struct({ id: IdFromString });

/** Gives a reaction (twice is once); answers the reactions. */
export const addPublicationReaction = define.post(
  "/api/publications/article/:id/reactions",
  PublicationReactions,
  { params: ArticleParams, body: Schema.Struct({ code: ReactionCode }) },
);

/** Takes one's reaction back (none: nothing changes); answers the reactions. */
export const removePublicationReaction = define.delete(
  "/api/publications/article/:id/reactions",
  PublicationReactions,
  { params: ArticleParams, body: Schema.Struct({ code: ReactionCode }) },
);

/** A publication's reactions (anyone; `mine` is false for a visitor). */
export const listPublicationReactions = define.get(
  "/api/publications/article/:id/reactions",
  PublicationReactions,
  { params: ArticleParams },
);

/** A comment's text: 1–2 000 characters. */
export const CommentText = TrimmedText.check(
  Schema.isMinLength(1, { message: "Напишите комментарий" }),
  Schema.isMaxLength(2_000, { message: "Комментарий — не длиннее 2 000 символов" }),
);

export const Comment = Schema.Struct({
  id: Id,
  publicationId: Id,
  author: PublicUser,
  text: Schema.String,
  /** The comment it answers (null: none, or that one was deleted). */
  replyToId: Schema.NullOr(Id),
  createdAt: IsoDateTime,
  editedAt: Schema.NullOr(IsoDateTime),
});
export type Comment = typeof Comment.Type;

/** Comments a page. */
export const commentsPageSize = 50;

/** A publication's comments, oldest first, {@link commentsPageSize} a page. Anyone. */
export const listComments = define.get("/api/publications/article/:id/comments", Paged(Comment), {
  params: ArticleParams,
  query: Schema.Struct({ page: Schema.optionalKey(PageFromString) }),
});

/** Comments (`replyToId`: a comment of the same publication, else 400 naming it). */
export const addComment = define.post("/api/publications/article/:id/comments", Comment, {
  params: ArticleParams,
  body: Schema.Struct({ text: CommentText, replyToId: Schema.optionalKey(Id) }),
});

const CommentParams = Schema.Struct({ id: IdFromString });

/** Changes one's comment (someone else's → 403). */
export const editComment = define.put("/api/publications/comments/:id", Comment, {
  params: CommentParams,
  body: Schema.Struct({ text: CommentText }),
});

/** Deletes a comment: its author, the publication's author, or an admin (anyone else → 403). */
export const deleteComment = define.delete("/api/publications/comments/:id", Schema.Struct({ id: Id }), {
  params: CommentParams,
});

export const publicationTalkApi = {
  addPublicationReaction,
  removePublicationReaction,
  listPublicationReactions,
  listComments,
  addComment,
  editComment,
  deleteComment,
} as const satisfies EndpointGroup;
