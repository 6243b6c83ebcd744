// One road from the socket into the machines (issue 27 §2): what a list, a page or the reactions under a
// post hear of the socket is an Observable of their own events (src/streams/*), given to them as their
// `signals` actor — here each is played a socket and its events are read as the machines would get them.
import { type Observable, Subject } from "rxjs";
import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import type { ArticleLiveFrame, EventDraft, ServerEvent } from "../../src/api/events";
import type { Notification } from "../../src/api/schema/notification";
import { liveList, pagedListOf } from "../../src/machines/lib/paged-list.machine";
import { loadWith, resourceOf } from "../../src/machines/lib/resource.machine";
import { followsChanged, friendListSignals, memberListSignals } from "../../src/streams/friends.stream";
import { notificationListSignals } from "../../src/streams/notifications.stream";
import {
  commentSignals,
  feedNewsSignals,
  publicationChanged,
  reactionSignals,
  rubricNewsSignals,
} from "../../src/streams/publications.stream";
import { noCounts, notificationRow } from "../helpers/notifications";

const at = "2026-11-25T10:00:00.000Z";
let seq = 0;
const sent = (event: EventDraft): ServerEvent => ({ ...event, seq: ++seq, at });

const counters = { total: 1, byType: { ...noCounts, reaction: 1 } };
const notification = (id: number, type: Notification["type"]) => notificationRow(id, type);
const created = (row: Notification, replaces?: number) =>
  sent({
    type: "notification",
    action: "create",
    payload: { notification: row, counters, ...(replaces === undefined ? {} : { replaces }) },
  });
const read = () => sent({ type: "notification", action: "update", payload: { counters } });
const friend = (actorId: number, friendId: number) =>
  sent({ type: "friend", action: "accept", payload: { actorId, friendId } });
const follow = (followerId: number, userId: number) =>
  sent({ type: "subscription", action: "follow", payload: { followerId, userId } });
const article = (action: "create" | "reaction" | "comment" | "edit", articleId: number, authorId: number) =>
  sent({ type: "article", action, payload: { articleId, authorId, title: "Заметка" } });

/** What `signals` says while the socket plays `events` and then goes live once. */
function heard<E>(
  signals: (events$: Observable<ServerEvent>, lives$: Observable<number>) => Observable<E>,
  events: ReadonlyArray<ServerEvent>,
): E[] {
  const events$ = new Subject<ServerEvent>();
  const lives$ = new Subject<number>();
  const said: E[] = [];
  const subscription = signals(events$, lives$).subscribe((event) => said.push(event));
  for (const event of events) events$.next(event);
  lives$.next(1);
  subscription.unsubscribe();
  return said;
}

describe("what the lists hear of the socket", () => {
  it("a tab of new notifications: a new one of its type on top, in place of the group it grew from; any change asks again", () => {
    const reactions = (e$: Observable<ServerEvent>, l$: Observable<number>) =>
      notificationListSignals({ filter: "unread", type: "reaction" }, e$, l$);
    expect(
      heard(reactions, [created(notification(5, "reaction"), 3), created(notification(6, "chat")), read()]),
    ).toEqual([
      { type: "list.remove", id: 3 },
      { type: "list.upsert", row: notification(5, "reaction") },
      { type: "list.refresh" },
      { type: "list.refresh" },
      { type: "list.refresh" },
      { type: "list.reload" },
    ]);
  });

  it("the archive never takes a new notification in, but lets the group it replaced go", () => {
    const archive = (e$: Observable<ServerEvent>, l$: Observable<number>) =>
      notificationListSignals({ filter: "read" }, e$, l$);
    expect(heard(archive, [created(notification(5, "reaction"), 3)])).toEqual([
      { type: "list.remove", id: 3 },
      { type: "list.refresh" },
      { type: "list.reload" },
    ]);
  });

  it("a friends list: the other member of a changed friendship leaves, the first page is asked again", () => {
    const friends = (e$: Observable<ServerEvent>, l$: Observable<number>) => friendListSignals(7, e$, l$);
    expect(heard(friends, [friend(7, 9), friend(4, 7), follow(7, 9)])).toEqual([
      { type: "list.remove", id: 9 },
      { type: "list.refresh" },
      { type: "list.remove", id: 4 },
      { type: "list.refresh" },
      { type: "list.reload" },
    ]);
  });

  it("subscribers and the profile's counters: any follow or friendship change reads them again", () => {
    const events = [follow(7, 9), friend(7, 9), article("create", 1, 9)];
    expect(heard(memberListSignals, events)).toEqual(Array(3).fill({ type: "list.reload" }));
    expect(heard(followsChanged, events)).toEqual(Array(3).fill({ type: "resource.reload" }));
  });

  it("the feed of friends and subscriptions announces others' new publications, not the viewer's own", () => {
    const feed = (e$: Observable<ServerEvent>, l$: Observable<number>) => feedNewsSignals(7, e$, l$);
    expect(heard(feed, [article("create", 11, 9), article("create", 12, 7), article("edit", 11, 9)])).toEqual(
      [{ type: "list.news", id: 11 }, { type: "list.refresh" }],
    );
  });

  it("a rubric's feed announces what goes live in its rubric, by anyone, the viewer's own too", () => {
    const frames$ = new Subject<ArticleLiveFrame>();
    const lives$ = new Subject<number>();
    const said: unknown[] = [];
    const subscription = rubricNewsSignals(2, frames$, lives$).subscribe((event) => said.push(event));
    const goneLive = (articleId: number, rubricId: number) =>
      frames$.next({ seq: 0, type: "article_live", payload: { articleId, authorId: 9, rubricId }, at });
    goneLive(11, 2);
    goneLive(12, 3);
    goneLive(13, 2);
    lives$.next(1);
    subscription.unsubscribe();
    expect(said).toEqual([
      { type: "list.news", id: 11 },
      { type: "list.news", id: 13 },
      { type: "list.refresh" },
    ]);
  });

  it("a post's page, its reactions and its comments each hear what concerns them under that post", () => {
    const events = [
      article("reaction", 3, 9),
      article("comment", 3, 9),
      article("edit", 3, 9),
      article("comment", 4, 9),
    ];
    expect(heard((e$) => publicationChanged(3, e$), events)).toEqual(
      Array(3).fill({ type: "resource.reload" }),
    );
    expect(heard((e$) => reactionSignals(3, e$), events)).toEqual([{ type: "reactions.reload" }]);
    expect(heard((e$) => commentSignals(3, e$), events)).toEqual([{ type: "list.refresh" }]);
  });
});

describe("machines given their signals", () => {
  it("a live list applies what its signals say, and lets them go when it stops", async () => {
    const signals = new Subject<{ type: "list.remove"; id: number }>();
    const list = createActor(
      liveList(
        pagedListOf<{ id: number }>(async () => ({ count: 2, rows: [{ id: 2 }, { id: 1 }] })),
        () => signals,
      ),
      { input: {} },
    ).start();
    await waitFor(list, (s) => s.matches({ ready: "idle" }));
    signals.next({ type: "list.remove", id: 2 });
    expect(list.getSnapshot().context.rows).toEqual([{ id: 1 }]);
    list.stop();
    expect(signals.observed).toBe(false);
  });

  it("a resource reads again when its signals say what it read changed, for the params it reads", async () => {
    const changed = new Subject<{ type: "resource.reload" }>();
    let reads = 0;
    const asked: unknown[] = [];
    const logic = resourceOf(
      loadWith(async (_: { id: number }) => ++reads),
      (params) => {
        asked.push(params);
        return changed;
      },
    );
    const resource = createActor(logic, { input: { params: { id: 3 } } }).start();
    await waitFor(resource, (s) => s.matches("loaded"));
    changed.next({ type: "resource.reload" });
    await waitFor(resource, (s) => s.matches("loaded") && s.context.data === 2);
    expect(asked).toEqual([{ id: 3 }]);
    resource.stop();
  });
});
