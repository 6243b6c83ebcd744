import { fromPromise } from "xstate";
import type { ApiClient } from "../../api/client";
import {
  addComment,
  addPublicationReaction,
  type Comment,
  deleteComment,
  editComment,
  listComments,
  listPublicationReactions,
  type PublicationReactions,
  removePublicationReaction,
} from "../../api/endpoints/publication-talk";
import {
  allFeed,
  authorFeed,
  createPublication,
  deletePublication,
  editPublication,
  followingFeed,
  getMedia,
  getPublication,
  listDrafts,
  listMedia,
  listRevisions,
  rubricFeed,
} from "../../api/endpoints/publications";
import type { MediaItem, MediaView } from "../../api/schema/media";
import type { Publication, PublicationCard, Revision } from "../../api/schema/publication";
import { pagedListOf } from "../lib/paged-list.machine";
import { type Problem, toProblem } from "../lib/problem";
import { loadWith } from "../lib/resource.machine";
import type { FeedOf } from "./feeds";
import type { SaveRequest } from "./publication-editor.machine";

/** The form of a save, as the contract takes it (a scheduled time only for `scheduled`). */
function formOf(request: SaveRequest) {
  const { fields, as } = request;
  return {
    type: fields.type,
    ...(fields.title ? { title: fields.title } : {}),
    text: fields.text,
    rubricId: fields.rubricId,
    publish: as.publish,
    ...(as.publish === "scheduled" ? { publishAt: as.at } : {}),
  };
}

/** The picked files as the call sends them. */
const filesOf = ({ files }: SaveRequest) => ({
  ...(files.preview ? { preview: files.preview } : {}),
  ...(files.attachments.length > 0 ? { attachments: [...files.attachments] } : {}),
});

/** A save's upload as the page shows it (the upload toast of spec §4). */
export interface SaveUpload {
  progress(percent: number): void;
  /** The save went through: the publication as saved. */
  succeed(saved: Publication): void;
  fail(problem: Problem): void;
}

/** Where saves with files show their progress: `start` on each such save. */
export interface SaveUploads {
  start(request: SaveRequest): SaveUpload;
}

/** The publications' calls through `client`: saving, reading, feeds, media, reactions and comments. */
export function publicationsActors(client: ApiClient) {
  return {
    /**
     * The editor machine's `save`: creates (once per key, however often retried) or edits by version. A
     * save that carries files goes with upload progress (XMLHttpRequest), told to `uploads`.
     */
    savePublicationWith: (uploads?: SaveUploads) =>
      fromPromise<Publication, SaveRequest>(async ({ input, signal }) => {
        const files = filesOf(input);
        const upload = Object.keys(files).length > 0 ? uploads?.start(input) : undefined;
        const onProgress = (percent: number) => upload?.progress(percent);
        try {
          const saved = await (input.id === null
            ? client.upload(
                createPublication,
                { body: formOf(input), files, headers: { "idempotency-key": input.idempotencyKey }, signal },
                onProgress,
              )
            : client.upload(
                editPublication,
                {
                  params: { id: input.id },
                  body: { ...formOf(input), version: input.version },
                  files,
                  signal,
                },
                onProgress,
              ));
          upload?.succeed(saved);
          return saved;
        } catch (error) {
          upload?.fail(toProblem(error));
          throw error;
        }
      }),

    /** One publication with its text (the post page, the editor's other version). */
    loadPublication: loadWith(
      (params: { id: number }, signal): Promise<Publication> =>
        client.call(getPublication, { params, signal }),
    ),

    /** A member's photos and videos, a page at a time. */
    mediaOf: (authorId: number) =>
      pagedListOf<MediaItem>(({ page }, signal) =>
        client.call(listMedia, { params: { id: authorId }, query: { page }, signal }),
      ),

    /** One photo or video with its neighbours. */
    loadMedia: loadWith(
      (params: { id: number }, signal): Promise<MediaView> =>
        client.call(getMedia, { params: { mediaId: params.id }, signal }),
    ),

    /** The earlier versions of one's publication, newest first. */
    loadRevisions: loadWith(
      (params: { id: number }, signal): Promise<ReadonlyArray<Revision>> =>
        client.call(listRevisions, { params, signal }),
    ),

    /** The editor machine's `load`. */
    reloadPublication: fromPromise<Publication, { id: number }>(({ input, signal }) =>
      client.call(getPublication, { params: input, signal }),
    ),

    /** A feed for the paged-list machine. */
    feedOf: (feed: FeedOf) =>
      pagedListOf<PublicationCard>(({ page }, signal) => {
        switch (feed.kind) {
          case "rubric":
            return client.call(rubricFeed, { params: { rubricId: feed.rubricId }, query: { page }, signal });
          case "author":
            return client.call(authorFeed, {
              params: { id: feed.authorId },
              query: { page, ...(feed.type === undefined ? {} : { type: feed.type }) },
              signal,
            });
          case "all":
            return client.call(allFeed, { query: { page, sort: feed.sort }, signal });
          case "following":
            return client.call(followingFeed, { query: { page }, signal });
          case "drafts":
            return client.call(listDrafts, { query: { page }, signal });
        }
      }),

    /** The reactions machine's `load`. */
    loadReactions: fromPromise<PublicationReactions, { id: number }>(({ input, signal }) =>
      client.call(listPublicationReactions, { params: input, signal }),
    ),

    /** The reactions machine's `change`: gives or takes back one reaction. */
    changeReaction: fromPromise<PublicationReactions, { id: number; code: string; give: boolean }>(
      ({ input, signal }) =>
        client.call(input.give ? addPublicationReaction : removePublicationReaction, {
          params: { id: input.id },
          body: { code: input.code },
          signal,
        }),
    ),

    /** A publication's comments, oldest first: for the paged-list machine. */
    commentsOf: (id: number) =>
      pagedListOf<Comment>(({ page }, signal) =>
        client.call(listComments, { params: { id }, query: { page }, signal }),
      ),

    /** The comment form's `submit` under publication `id`. */
    submitComment: (id: number) =>
      fromPromise<Comment, { text: string; replyToId?: number }>(({ input, signal }) =>
        client.call(addComment, { params: { id }, body: input, signal }),
      ),

    /** The edit form's `submit` of comment `id` (its author's). */
    submitCommentEdit: (id: number) =>
      fromPromise<Comment, { text: string }>(({ input, signal }) =>
        client.call(editComment, { params: { id }, body: input, signal }),
      ),
  };
}

/** Deletes comment `id` (the dialog's confirmed `deleteComment`): its author, the publication's, or an admin. */
export const deleteCommentById = (id: number, client: ApiClient) =>
  client.call(deleteComment, { params: { id } });

/** Deletes publication `id` with its files (the dialog's confirmed `deletePublication`): its author or an admin. */
export const deletePublicationById = (id: number, client: ApiClient) =>
  client.call(deletePublication, { params: { id } });
