import { formOf } from "../../../machines/lib/form.machine";
import { resourceOf } from "../../../machines/lib/resource.machine";
import { toggleMachine } from "../../../machines/lib/toggle.machine";
import { publicationEditorMachine } from "../../../machines/publications/publication-editor.machine";
import { publicationReactionsMachine } from "../../../machines/publications/publication-reactions.machine";
import {
  changeReaction,
  commentRemoval,
  commentsOf,
  feedOf,
  loadPublication,
  loadReactions,
  reloadPublication,
  savePublication,
  submitComment,
} from "../../../machines/publications/publications.actors";

// The publications' composition root: feeds, the post page and the editor with their real actors.

export type { FeedOf } from "../../../machines/publications/publications.actors";

/** A feed (a rubric's, an author's, everything, the member's, their drafts). */
export const feedLogic = feedOf;

/** One publication with its text. */
export const publicationLogic = resourceOf(loadPublication);

/** The editor: drafts saved as the author types, publishing, stale edits caught. */
export const publicationEditorLogic = publicationEditorMachine.provide({
  actors: { save: savePublication, load: reloadPublication },
});

/** A publication's reactions: read, given and taken back. */
export const reactionsLogic = publicationReactionsMachine.provide({
  actors: { load: loadReactions, change: changeReaction },
});

/** A publication's comments, oldest first. */
export const commentsListLogic = commentsOf;

/** The comment form under publication `id`. */
export const commentFormLogic = (id: number) => formOf(submitComment(id));

/** A comment that stands until deleted (the toggle machine; a deletion is not undone). */
export const commentRemovalLogic = (id: number) =>
  toggleMachine.provide({ actors: { change: commentRemoval(id) } });
