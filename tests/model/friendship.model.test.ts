import { NEVER, type Observable } from "rxjs";
import { describe, expect, it } from "vitest";
import { createActor, fromEventObservable } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { ApiError } from "../../src/api/errors";
import type { FriendState } from "../../src/api/schema/friend";
import {
  type FriendChanged,
  type FriendshipEvent,
  friendshipMachine,
  stateAfter,
} from "../../src/machines/friends/friendship.machine";
import { controlledActors } from "./helpers/controlled-actors";

const ME = 7;
const THEM = 9;
const conflict = new ApiError(409, { error: { code: "CONFLICT", message: "Заявка уже отправлена" } });
const answer = (state: FriendState) => ({
  type: "xstate.done.actor.change",
  output: { friendId: THEM, state },
});

// What the member, the server and the other member can do on a profile.
const events = [
  { type: "friend.request" },
  { type: "friend.accept" },
  { type: "friend.refuse" },
  { type: "friend.withdraw" },
  { type: "friend.end" },
  answer("none"),
  answer("outgoing"),
  answer("subscribed"),
  answer("friends"),
  { type: "xstate.error.actor.change", error: conflict },
  { type: "friend.changed", action: "request", actorId: THEM },
  { type: "friend.changed", action: "accept", actorId: THEM },
  { type: "friend.changed", action: "refuse", actorId: THEM },
  { type: "friend.changed", action: "withdraw", actorId: THEM },
  { type: "friend.changed", action: "end", actorId: THEM },
  { type: "friend.changed", action: "request", actorId: ME },
  { type: "friend.changed", action: "end", actorId: ME },
] as unknown as FriendshipEvent[];

const intents = [
  "friend.request",
  "friend.accept",
  "friend.refuse",
  "friend.withdraw",
  "friend.end",
] as const;
/** What each stable state offers, and the action each intent sends (spec §4 Friendship). */
const offered: Record<FriendState, Partial<Record<(typeof intents)[number], string>>> = {
  none: { "friend.request": "request" },
  outgoing: { "friend.withdraw": "withdraw" },
  subscribed: { "friend.withdraw": "withdraw" }, // «Отписаться»: the refused request withdrawn
  incoming: { "friend.accept": "accept", "friend.refuse": "refuse" },
  friends: { "friend.end": "end" },
};

const label = (event: { type: string; action?: string; actorId?: number; output?: { state: string } }) =>
  event.type === "friend.changed"
    ? `${event.actorId === ME ? "I" : "they"} ${event.action}`
    : event.type.startsWith("xstate.")
      ? `${event.type.replace("xstate.", "")}${event.output ? `(${event.output.state})` : ""}`
      : event.type;

function start(state: FriendState) {
  const calls = controlledActors(["change"]);
  const actor = createActor(
    friendshipMachine.provide({
      actors: {
        change: calls.actors.change,
        signals: fromEventObservable((): Observable<FriendChanged> => NEVER),
      },
    }),
    { input: { viewerId: ME, friendId: THEM, state } },
  ).start();
  return { actor, calls };
}

for (const from of ["none", "outgoing", "subscribed", "incoming", "friends"] as const) {
  describe(`friendship machine from ${from}, every shortest path`, () => {
    const paths = getShortestPaths(friendshipMachine, {
      events,
      input: { viewerId: ME, friendId: THEM, state: from },
      serializeState: (s) => JSON.stringify([s.value, s.context.state, s.context.pending]),
    });

    it("reaches every state of the friendship, and saving each action", () => {
      const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
      expect(reached).toEqual(
        new Set(['"none"', '"outgoing"', '"subscribed"', '"incoming"', '"friends"', '"saving"']),
      );
      const sent = new Set(
        paths.flatMap((p) => (p.state.matches("saving") ? [p.state.context.pending] : [])),
      );
      expect(sent).toEqual(new Set(["request", "accept", "refuse", "withdraw", "end"]));
    });

    for (const path of paths) {
      const steps = path.steps.filter((s) => (s.event.type as string) !== "xstate.init");
      const via = steps.map((s) => label(s.event as never)).join(" → ");
      it(`reaches ${JSON.stringify(path.state.value)} via ${via || "start"}`, async () => {
        const { actor, calls } = start(from);
        for (const step of steps) {
          const before = actor.getSnapshot();
          if (!(await calls.settle(step.event))) actor.send(step.event);
          // An intent sends what its state offers, to this member, and nothing else.
          const action = offered[before.context.state][step.event.type as (typeof intents)[number]];
          if (action && before.matches(before.context.state)) {
            expect(calls.inputs.get("change")?.at(-1)).toEqual({ friendId: THEM, action });
          }
        }
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(path.state.value);
        // Outside saving, the state shown is where the viewer stands.
        if (!snapshot.matches("saving")) expect(snapshot.value).toBe(snapshot.context.state);
        actor.stop();
      });
    }

    it("ignores what the state does not offer: no call, no change", () => {
      const { actor, calls } = start(from);
      for (const intent of intents.filter((i) => !offered[from][i])) actor.send({ type: intent });
      expect(actor.getSnapshot().value).toBe(from);
      expect(calls.inputs.get("change")).toBeUndefined();
      actor.stop();
    });
  });
}

describe("friendship machine, failures", () => {
  it("a refused change returns to where the viewer stood, with the server's reason", async () => {
    const { actor, calls } = start("none");
    actor.send({ type: "friend.request" });
    await calls.settle({ type: "xstate.error.actor.change", error: conflict });
    expect(actor.getSnapshot().value).toBe("none");
    expect(actor.getSnapshot().context.problem?.message).toBe("Заявка уже отправлена");
    actor.send({ type: "friend.request" });
    expect(actor.getSnapshot().context.problem).toBeNull();
    actor.stop();
  });
});

describe("where a friend event leaves the viewer (as the server decides it)", () => {
  const cases: Array<[string, number, FriendState]> = [
    ["request", ME, "outgoing"], // asked in another tab
    ["request", THEM, "incoming"],
    ["accept", ME, "friends"],
    ["accept", THEM, "friends"],
    ["refuse", ME, "none"], // refused in another tab
    ["refuse", THEM, "subscribed"], // refused by them: their subscriber, «Вы подписаны» (issue 28)
    ["withdraw", ME, "none"],
    ["withdraw", THEM, "none"],
    ["end", ME, "none"],
    ["end", THEM, "subscribed"], // ended by them: still their subscriber
  ];
  for (const [action, actorId, expected] of cases) {
    it(`${actorId === ME ? "I" : "they"} ${action} → ${expected}`, () => {
      expect(stateAfter(ME, { type: "friend.changed", action: action as never, actorId })).toBe(expected);
    });
  }
});
