import { fromEventObservable } from "xstate";
import { formOf } from "../../../machines/lib/form.machine";
import { liveList } from "../../../machines/lib/paged-list.machine";
import { resourceOf } from "../../../machines/lib/resource.machine";
import { blogsActors } from "../../../machines/publications/blogs.actors";
import type { FeedLogicOf } from "../../../machines/publications/feeds";
import { publicationEditorMachine } from "../../../machines/publications/publication-editor.machine";
import { publicationReactionsMachine } from "../../../machines/publications/publication-reactions.machine";
import { publicationsActors } from "../../../machines/publications/publications.actors";
import {
  commentSignals,
  feedNewsSignals,
  publicationChanged,
  reactionSignals,
  rubricNewsSignals,
} from "../../../streams/publications.stream";
import { api } from "../api";
import { toastPublicationUploads } from "./publication-uploads";

const {
  changeReaction,
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
} = publicationsActors(api);
const { blogAuthorsOf, loadBlog, submitBlog } = blogsActors(api);

// The publications' composition root: feeds, the post page and the editor with their real actors.

/**
 * A feed (a rubric's, an author's, everything, the member's, their drafts); the viewer's feed of friends
 * and subscriptions, and a rubric's feed a member reads, announce what goes live meanwhile («N новых
 * записей»: a visitor has no socket to hear it).
 */
export const feedLogic: FeedLogicOf = (feed, viewerId) => {
  if (viewerId === undefined) return feedOf(feed);
  if (feed.kind === "following") return liveList(feedOf(feed), () => feedNewsSignals(viewerId));
  if (feed.kind === "rubric") return liveList(feedOf(feed), () => rubricNewsSignals(feed.rubricId));
  return feedOf(feed);
};

/** One publication with its text. */
export const publicationLogic = resourceOf(loadPublication);

/** One publication on its page: read again when something under it changes (reactions, comments, the text). */
export const livePublicationLogic = resourceOf(loadPublication, ({ id }) => publicationChanged(id));

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

/**
 * A publication's reactions: read, given and taken back; read again when another reader reacts (the
 * author is told of each: src/server/publications/announce.ts).
 */
export const reactionsLogic = publicationReactionsMachine.provide({
  actors: {
    load: loadReactions,
    change: changeReaction,
    signals: fromEventObservable(({ input }: { input: { id: number } }) => reactionSignals(input.id)),
  },
});

/** A publication's comments, oldest first, asked again when someone comments. */
export const commentsListLogic = (id: number) => liveList(commentsOf(id), () => commentSignals(id));

/** The comment form under publication `id`. */
export const commentFormLogic = (id: number) => formOf(submitComment(id));

/** The form that changes comment `id`. */
export const commentEditLogic = (id: number) => formOf(submitCommentEdit(id));

/** A member's blog (its title, description, cover, counters). */
export const blogLogic = resourceOf(loadBlog);

/** The blogosphere's authors. */
export const blogAuthorsLogic = blogAuthorsOf;

/** The caller's blog settings form. */
export const blogFormLogic = formOf(submitBlog);
