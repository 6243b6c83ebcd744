import { filter, map, merge, type Observable } from "rxjs";
import type { Comment } from "../api/endpoints/publication-talk";
import type { ArticleLiveFrame, ServerEvent } from "../api/events";
import type { ArticleAction } from "../api/events/publications";
import type { PublicationCard } from "../api/schema/publication";
import type { PagedListEvent } from "../machines/lib/paged-list.machine";
import type { ResourceEvent } from "../machines/lib/resource.machine";
import type { ReactionsEvent } from "../machines/publications/publication-reactions.machine";
import { articleLive$, live$, ofType, serverEvents$ } from "./events.stream";

export type ArticleEvent = Extract<ServerEvent, { type: "article" }>;

/** The member's `article` events with one of these actions. */
export function articleEvents$(
  actions: ReadonlyArray<ArticleAction>,
  events$: Observable<ServerEvent> = serverEvents$,
): Observable<ArticleEvent> {
  return ofType(events$, "article").pipe(filter((event) => actions.includes(event.action)));
}

/**
 * Publications gone live that the viewer's feed of friends and subscriptions would show: the `article`
 * creates the server sends them (src/server/publications/announce.ts), not their own.
 */
export function followedNews$(viewerId: number, events$: Observable<ServerEvent> = serverEvents$) {
  return articleEvents$(["create"], events$).pipe(filter((event) => event.payload.authorId !== viewerId));
}

/** Something changed under publication `id` that its open page shows (a reaction, a comment, an edit). */
export function publicationTalk$(id: number, events$: Observable<ServerEvent> = serverEvents$) {
  return articleEvents$(["reaction", "comment", "edit"], events$).pipe(
    filter((event) => event.payload.articleId === id),
  );
}

/**
 * The viewer's feed of friends and subscriptions kept live (its `signals`): what went live meanwhile is
 * announced («N новых записей», `list.news`), not shown; when the socket goes live, the first page is
 * read again (it may have loaded before).
 */
export function feedNewsSignals(
  viewerId: number,
  events$: Observable<ServerEvent> = serverEvents$,
  lives$: Observable<number> = live$,
): Observable<PagedListEvent<PublicationCard>> {
  return newsSignals(followedNews$(viewerId, events$).pipe(map((event) => event.payload.articleId)), lives$);
}

/**
 * A rubric's feed kept live the same way («N новых записей»): what goes live in rubric `rubricId`, by
 * anyone (`article_live`, told to every socket); its first page read again when the socket goes live.
 */
export function rubricNewsSignals(
  rubricId: number,
  frames$: Observable<ArticleLiveFrame> = articleLive$,
  lives$: Observable<number> = live$,
): Observable<PagedListEvent<PublicationCard>> {
  return newsSignals(
    frames$.pipe(
      filter((frame) => frame.payload.rubricId === rubricId),
      map((frame) => frame.payload.articleId),
    ),
    lives$,
  );
}

/** A feed's signals: the ids of publications gone live announced (`list.news`), a refresh on going live. */
function newsSignals(
  ids$: Observable<number>,
  lives$: Observable<number>,
): Observable<PagedListEvent<PublicationCard>> {
  type Event = PagedListEvent<PublicationCard>;
  return merge(
    ids$.pipe(map((id): Event => ({ type: "list.news", id }))),
    lives$.pipe(map((): Event => ({ type: "list.refresh" }))),
  );
}

/** Publication `id`'s open page read again when anything under it changes (a reaction, a comment, an edit). */
export const publicationChanged = (id: number, events$: Observable<ServerEvent> = serverEvents$) =>
  publicationTalk$(id, events$).pipe(map((): ResourceEvent => ({ type: "resource.reload" })));

/** Publication `id`'s reactions read again when another reader reacts. */
export const reactionSignals = (id: number, events$: Observable<ServerEvent> = serverEvents$) =>
  publicationTalk$(id, events$).pipe(
    filter((event) => event.action === "reaction"),
    map((): ReactionsEvent => ({ type: "reactions.reload" })),
  );

/** Publication `id`'s comments asked again when someone comments. */
export const commentSignals = (id: number, events$: Observable<ServerEvent> = serverEvents$) =>
  publicationTalk$(id, events$).pipe(
    filter((event) => event.action === "comment"),
    map((): PagedListEvent<Comment> => ({ type: "list.refresh" })),
  );
