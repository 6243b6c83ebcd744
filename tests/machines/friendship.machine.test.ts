import { Subject } from "rxjs";
import { describe, expect, it } from "vitest";
import { createActor, fromEventObservable, fromPromise, waitFor } from "xstate";
import type { FriendAction, FriendState, Friendship } from "../../src/api/schema/friend";
import { type FriendChanged, friendshipMachine } from "../../src/machines/friends/friendship.machine";

/** A friendship of viewer 1 with member 2 standing at `state`: what it sent, and its socket to speak on. */
function started(state: FriendState, answer: FriendState) {
  const sent: FriendAction[] = [];
  const heard = new Subject<FriendChanged>();
  const friendship = createActor(
    friendshipMachine.provide({
      actors: {
        change: fromPromise<Friendship, { friendId: number; action: FriendAction }>(async ({ input }) => {
          sent.push(input.action);
          return { friendId: 2, state: answer };
        }),
        signals: fromEventObservable(() => heard),
      },
    }),
    { input: { viewerId: 1, friendId: 2, state } },
  ).start();
  return { friendship, sent, heard };
}

describe("friendship machine", () => {
  it("a request that meets theirs is answered «friends»: the server's answer, not the intent, is where it settles", async () => {
    const { friendship, sent, heard } = started("none", "friends");
    expect(friendship.getSnapshot().value).toBe("none");
    friendship.send({ type: "friend.request" });
    expect(friendship.getSnapshot().value).toBe("saving");
    expect(friendship.getSnapshot().context.pending).toBe("request");
    const settled = await waitFor(friendship, (s) => !s.matches("saving"));
    expect(settled.value).toBe("friends");
    expect(settled.context.pending).toBeNull();
    expect(sent).toEqual(["request"]);
    // Their ending it: the viewer stays their subscriber («Вы подписаны»).
    heard.next({ type: "friend.changed", action: "end", actorId: 2 });
    expect(friendship.getSnapshot().value).toBe("subscribed");
  });

  // Issue 28 §4: a refused request does not stay «sent» for ever.
  it("their refusal, heard live, leaves the requester «subscribed»; «Отписаться» withdraws the request", async () => {
    const { friendship, sent, heard } = started("outgoing", "none");
    const told: string[] = [];
    friendship.on("friendship.moved", ({ state }) => told.push(state));
    heard.next({ type: "friend.changed", action: "refuse", actorId: 2 });
    expect(friendship.getSnapshot().value).toBe("subscribed");
    expect(told).toEqual(["subscribed"]);
    // Asking again is not offered while subscribed.
    friendship.send({ type: "friend.request" });
    expect(friendship.getSnapshot().value).toBe("subscribed");
    friendship.send({ type: "friend.withdraw" });
    expect(friendship.getSnapshot().context.pending).toBe("withdraw");
    expect((await waitFor(friendship, (s) => !s.matches("saving"))).value).toBe("none");
    expect(sent).toEqual(["withdraw"]);
  });

  it("tells the page once each time where the viewer stands changes — an answer or the other's move — and not when it stays", async () => {
    const heard = new Subject<FriendChanged>();
    let answer: Friendship["state"] = "outgoing";
    const friendship = createActor(
      friendshipMachine.provide({
        actors: {
          change: fromPromise<Friendship, { friendId: number; action: FriendAction }>(async () => ({
            friendId: 2,
            state: answer,
          })),
          signals: fromEventObservable(() => heard),
        },
      }),
      { input: { viewerId: 1, friendId: 2, state: "none" } },
    ).start();
    const told: string[] = [];
    friendship.on("friendship.moved", ({ state }) => told.push(state));
    friendship.send({ type: "friend.request" });
    await waitFor(friendship, (s) => !s.matches("saving"));
    expect(told).toEqual(["outgoing"]);
    // Their accepting, live; then their own request again in another tab changes nothing.
    heard.next({ type: "friend.changed", action: "accept", actorId: 2 });
    expect(told).toEqual(["outgoing", "friends"]);
    heard.next({ type: "friend.changed", action: "accept", actorId: 1 });
    expect(told).toEqual(["outgoing", "friends"]);
    // An answer that leaves the viewer where they were says nothing.
    answer = "friends";
    friendship.send({ type: "friend.end" });
    await waitFor(friendship, (s) => !s.matches("saving"));
    expect(told).toEqual(["outgoing", "friends"]);
  });
});
