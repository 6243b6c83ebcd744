import type { PublicationCard } from "../../../api/schema/publication";
import { formOf } from "../../../machines/lib/form.machine";
import type { PagedListActor } from "../../../machines/lib/paged-list.machine";
import { resourceOf } from "../../../machines/lib/resource.machine";
import { toggleMachine } from "../../../machines/lib/toggle.machine";
import { blogAuthorsOf, loadBlog, submitBlog } from "../../../machines/publications/blogs.actors";
import { publicationEditorMachine } from "../../../machines/publications/publication-editor.machine";
import { publicationReactionsMachine } from "../../../machines/publications/publication-reactions.machine";
import {
  changeReaction,
  commentRemoval,
  commentsOf,
  feedOf,
  loadMedia,
  loadPublication,
  loadReactions,
  loadRevisions,
  mediaOf,
  reloadPublication,
  savePublicationWith,
  submitComment,
  submitCommentEdit,
} from "../../../machines/publications/publications.actors";
import { live$ } from "../../../streams/events.stream";
import { followedNews$, publicationTalk$ } from "../../../streams/publications.stream";
import { toastPublicationUploads } from "./publication-uploads";

// The publications' composition root: feeds, the post page and the editor with their real actors.

export type { FeedOf } from "../../../machines/publications/publications.actors";

/** A feed (a rubric's, an author's, everything, the member's, their drafts). */
export const feedLogic = feedOf;

/** One publication with its text. */
export const publicationLogic = resourceOf(loadPublication);

/** A member's photos and videos (the grid of /profile/{id}/photo-video). */
export const mediaListLogic = mediaOf;

/** One photo or video with its neighbours (the viewer). */
export const mediaViewLogic = resourceOf(loadMedia);

/** The earlier versions of one's publication (its history). */
export const revisionsLogic = resourceOf(loadRevisions);

/** The editor: drafts saved as the author types, publishing, stale edits caught. */
export const publicationEditorLogic = publicationEditorMachine.provide({
  actors: { save: savePublicationWith(toastPublicationUploads()), load: reloadPublication },
});

/** A publication's reactions: read, given and taken back. */
export const reactionsLogic = publicationReactionsMachine.provide({
  actors: { load: loadReactions, change: changeReaction },
});

/** A publication's comments, oldest first. */
export const commentsListLogic = commentsOf;

/** The comment form under publication `id`. */
export const commentFormLogic = (id: number) => formOf(submitComment(id));

/** The form that changes comment `id`. */
export const commentEditLogic = (id: number) => formOf(submitCommentEdit(id));

/** A comment that stands until deleted (the toggle machine; a deletion is not undone). */
export const commentRemovalLogic = (id: number) =>
  toggleMachine.provide({ actors: { change: commentRemoval(id) } });

/**
 * Keeps the viewer's feed of friends and subscriptions told of what went live meanwhile («N новых
 * записей», the paged list's `list.news`) until the returned function is called; when the socket goes
 * live, the first page is read again (it may have loaded before).
 */
export function followFeedNews(list: PagedListActor<PublicationCard>, viewerId: number): () => void {
  const news = followedNews$(viewerId).subscribe((event) =>
    list.send({ type: "list.news", id: event.payload.articleId }),
  );
  const live = live$.subscribe(() => list.send({ type: "list.refresh" }));
  return () => {
    news.unsubscribe();
    live.unsubscribe();
  };
}

/** Calls `changed` when something under publication `id` changes (reactions, comments, the text). */
export function onPublicationTalk(id: number, changed: (what: "reaction" | "comment" | "edit") => void) {
  const talk = publicationTalk$(id).subscribe((event) => {
    if (event.action === "reaction" || event.action === "comment" || event.action === "edit")
      changed(event.action);
  });
  return () => talk.unsubscribe();
}

/** A member's blog (its title, description, cover, counters). */
export const blogLogic = resourceOf(loadBlog);

/** The blogosphere's authors. */
export const blogAuthorsLogic = blogAuthorsOf;

/** The caller's blog settings form. */
export const blogFormLogic = formOf(submitBlog);
