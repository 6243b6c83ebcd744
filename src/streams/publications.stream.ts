import { filter, type Observable } from "rxjs";
import type { ServerEvent } from "../api/events";
import type { ArticleAction } from "../api/events/publications";
import { ofType, serverEvents$ } from "./events.stream";

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
