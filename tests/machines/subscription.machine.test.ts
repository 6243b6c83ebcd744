import { Subject } from "rxjs";
import { describe, expect, it } from "vitest";
import { createActor, fromEventObservable, fromPromise, waitFor } from "xstate";
import { ApiError } from "../../src/api/errors";
import { type SubscriptionHeard, subscriptionMachine } from "../../src/machines/friends/subscription.machine";

const conflict = () => new ApiError(409, { error: { code: "CONFLICT", message: "Вы уже подписаны" } });

function start(subscribed: boolean, answer: (follow: boolean) => Promise<boolean>) {
  const heard = new Subject<SubscriptionHeard>();
  const sent: boolean[] = [];
  const actor = createActor(
    subscriptionMachine.provide({
      actors: {
        change: fromPromise(async ({ input }) => {
          sent.push(input.follow);
          return { userId: input.userId, subscribed: await answer(input.follow) };
        }),
        signals: fromEventObservable(() => heard),
      },
    }),
    { input: { viewerId: 1, userId: 2, subscribed } },
  ).start();
  return { actor, heard, sent };
}

describe("subscription machine", () => {
  it("follows, then stops, each saved by the server's answer", async () => {
    const { actor, sent } = start(false, async (follow) => follow);
    expect(actor.getSnapshot().value).toBe("notFollowing");
    actor.send({ type: "subscription.follow" });
    expect(actor.getSnapshot().value).toBe("saving");
    await waitFor(actor, (s) => s.matches("following"));
    actor.send({ type: "subscription.follow" }); // ignored: already following
    actor.send({ type: "subscription.unfollow" });
    await waitFor(actor, (s) => s.matches("notFollowing"));
    expect(sent).toEqual([true, false]);
  });

  it("a refused change returns to where it was, with the server's reason", async () => {
    const { actor } = start(false, () => Promise.reject(conflict()));
    actor.send({ type: "subscription.follow" });
    const settled = await waitFor(actor, (s) => s.matches("notFollowing"));
    expect(settled.context.problem?.message).toBe("Вы уже подписаны");
    expect(settled.context.subscribed).toBe(false);
  });

  it("the viewer's change in another tab moves it live", () => {
    const { actor, heard, sent } = start(false, async (follow) => follow);
    heard.next({ type: "subscription.heard", subscribed: true });
    expect(actor.getSnapshot().value).toBe("following");
    heard.next({ type: "subscription.heard", subscribed: false });
    expect(actor.getSnapshot().value).toBe("notFollowing");
    expect(sent).toEqual([]);
  });
});
