import { Schema } from "effect";
import { Id, IsoDateTime, Paged } from "./common";

/**
 * One photo or video of a member's publications (a cover or an attachment that is an image or a video):
 * what `/profile/{id}/photo-video` shows in its grid and `/profile/{id}/media/{mediaId}` full-screen.
 * `id` is the file's.
 */
export const MediaItem = Schema.Struct({
  id: Id,
  publicationId: Id,
  authorId: Id,
  kind: Schema.Literals(["image", "video"]),
  name: Schema.String,
  url: Schema.String,
  createdAt: IsoDateTime,
});
export type MediaItem = typeof MediaItem.Type;

export const MediaPage = Paged(MediaItem);
export type MediaPage = typeof MediaPage.Type;

/** One item with its neighbours in its author's media, newest first (← and → of the viewer). */
export const MediaView = Schema.Struct({
  item: MediaItem,
  /** The newer one, shown before it; null for the first. */
  previousId: Schema.NullOr(Id),
  /** The older one, shown after it; null for the last. */
  nextId: Schema.NullOr(Id),
});
export type MediaView = typeof MediaView.Type;
