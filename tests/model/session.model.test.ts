import { Subject } from "rxjs";
import { describe, expect, it } from "vitest";
import {
  type AnyEventObject,
  createActor,
  fromEventObservable,
  initialTransition,
  SimulatedClock,
  transition,
} from "xstate";
import { getShortestPaths } from "xstate/graph";
import type { ApiError } from "../../src/api/errors";
import { toProblem } from "../../src/machines/lib/problem";
import {
  type SessionEvent,
  type SessionSignal,
  sessionFlushLimitMs,
  sessionMachine,
} from "../../src/machines/session/session.machine";
import { apiError, member, offline, unauthorized } from "../helpers/session";
import {
  type ExpectedSession,
  expectedSession,
  flushLimitPassed,
  sessionStart,
} from "./expectations/session.expected";
import { controlledActors, flush } from "./helpers/controlled-actors";
import { expectedWays, waysOut } from "./helpers/expected-walks";

const anna = member(2, [2], "Анна");
const boris = member(3, [1, 2], "Борис");
const wrongPassword = apiError(401, "Неверный e-mail или пароль");
const refused = apiError(403, "Этот аккаунт не связан с вашим");

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, err: ApiError) => ({ type: `xstate.error.actor.${id}`, error: err });

// What the member does, what the outside world signals, and how each invoked call can end (by invoke id).
const events = [
  { type: "session.login", email: "anna@mir.test", password: "длинный пароль" },
  { type: "session.verify", code: "A".repeat(32) },
  { type: "session.swap", accountId: 3 },
  { type: "session.logout" },
  { type: "session.leave" },
  { type: "session.stay" },
  { type: "session.ended" },
  { type: "session.recheck" },
  { type: "session.expired" },
  { type: "session.signedIn", user: anna },
  { type: "session.userUpdated", user: { ...anna, name: "Анна Каренина" } },
  done("checkToken", anna),
  failed("checkToken", unauthorized),
  done("login", { user: anna, accessToken: "t" }),
  failed("login", wrongPassword),
  done("verify", { user: anna, accessToken: "t" }),
  failed("verify", apiError(400, "Ссылка уже использована")),
  done("recheckToken", { ...anna, roles: [...anna.roles, { id: 7, name: "роль 7" }] }),
  failed("recheckToken", unauthorized),
  failed("recheckToken", offline),
  done("swap", { user: boris, accessToken: "t2" }),
  failed("swap", refused),
  failed("swap", unauthorized),
  done("flush", undefined),
  failed("flush", offline),
  { type: flushLimitPassed },
  done("logout", undefined),
  failed("logout", offline),
] as unknown as SessionEvent[];

const STATES = [
  "checking",
  "anonymous",
  "loggingIn",
  "verifying",
  "authorized",
  "rechecking",
  "swapping",
  "leaving",
  "flushing",
  "loggingOut",
];

/** The real machine with calls the test settles by hand, and the outside world as a subject. */
function system() {
  const calls = controlledActors(["checkToken", "login", "verify", "swap", "logout", "flush"]);
  const signals = new Subject<SessionSignal>();
  const clock = new SimulatedClock();
  const actor = createActor(
    sessionMachine.provide({ actors: { ...calls.actors, signals: fromEventObservable(() => signals) } }),
    { clock },
  ).start();

  async function step(event: AnyEventObject) {
    // The logout's wait for pending actions runs out: its time passes.
    if (event.type === flushLimitPassed) {
      clock.increment(sessionFlushLimitMs);
      await flush();
      return;
    }
    // An answer of a call (checkToken and recheckToken, one actor under two invoke ids, are told apart).
    if (await calls.settle(event)) return;
    if (event.type === "session.expired" || event.type === "session.recheck") {
      // The real route of these: the signals actor a logged-in session invokes.
      signals.next(event as SessionSignal);
    } else {
      actor.send(event as SessionEvent);
    }
    await flush();
  }
  return { actor, step };
}

/** The machine's pure transitions over `steps`: what the model says the end of a path is. */
function expectedAfter(steps: ReadonlyArray<AnyEventObject>) {
  let [snapshot] = initialTransition(sessionMachine);
  for (const event of steps) {
    if (event.type !== "xstate.init")
      [snapshot] = transition(sessionMachine, snapshot, event as SessionEvent);
  }
  return snapshot;
}

const serializers = {
  "state value": (s: { value: unknown }) => JSON.stringify(s.value),
  // Finite as well: users and problems only come from the event list above.
  "state value and context": (s: { value: unknown; context: unknown }) =>
    JSON.stringify([s.value, s.context]),
};

for (const [name, serializeState] of Object.entries(serializers)) {
  describe(`session machine, every shortest path (states told apart by ${name})`, () => {
    const paths = getShortestPaths(sessionMachine, { events, serializeState });

    it("reaches every state", () => {
      const reached = new Set(paths.map((p) => p.state.value as string));
      expect([...reached].sort()).toEqual([...STATES].sort());
    });

    for (const path of paths) {
      const via = path.steps.map((s) => s.event.type.replace(/^xstate\./, "")).join(" → ");
      it(`reaches ${JSON.stringify(path.state.value)} via ${via || "start"}`, async () => {
        const { actor, step } = system();
        // The first step is the start itself (xstate.init).
        for (const { event } of path.steps) {
          if ((event as AnyEventObject).type === "xstate.init") continue;
          await step(event);
        }
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(path.state.value);
        // The model's own answer for these very steps (the graph keeps one snapshot per serialized state,
        // which, told apart by value alone, may have come another way).
        const expected = expectedAfter(path.steps.map((s) => s.event));
        expect(expected.value).toEqual(path.state.value);
        expect(snapshot.context.user).toEqual(expected.context.user);
        expect(snapshot.context.problem).toEqual(expected.context.problem);
        // The tags guards rely on.
        const authorized = ["authorized", "rechecking", "swapping", "leaving"].includes(snapshot.value);
        expect(snapshot.hasTag("authorized")).toBe(authorized);
        if (authorized) expect(snapshot.context.user).not.toBeNull();
        expect(snapshot.hasTag("busy")).toBe(
          !["anonymous", "authorized", "leaving"].includes(snapshot.value),
        );
        actor.stop();
      });
    }
  });
}

describe("the model's expectations are the spec's", () => {
  const paths = getShortestPaths(sessionMachine, {
    events,
    serializeState: serializers["state value and context"],
  });
  const endings = (value: string) => paths.filter((p) => p.state.value === value).map((p) => p.state.context);

  it("never keeps a member while anonymous", () => {
    for (const context of endings("anonymous")) expect(context.user).toBeNull();
  });

  it("keeps the Russian reason of a refused login", () => {
    expect(endings("anonymous").map((c) => c.problem)).toContainEqual(toProblem(wrongPassword));
  });
});

/**
 * Walks every shortest path of the session's *expected* behaviour (tests/model/expectations: written
 * from the spec, not from the machine) on the real machine, checking state, member and reason after every
 * step: a guard inverted or a transition retargeted in the machine fails here — the walks above compare
 * the machine with its own transitions and cannot.
 */
describe("session machine against expectations written apart from it", () => {
  const paths = expectedWays(sessionStart, events as unknown as AnyEventObject[], expectedSession);

  it("the expectations reach every state", () => {
    expect([...new Set(paths.map((p) => p.end.value))].sort()).toEqual([...STATES].sort());
  });

  /** Each transition (state, event, and which failure) walked once, from the first state that takes it. */
  const taken = new Set<string>();

  /** Drives a fresh machine through `steps`, checking it against the expectations after each. */
  async function walk(steps: ReadonlyArray<AnyEventObject>) {
    const { actor, step } = system();
    let expected = sessionStart;
    const check = (after: string) => {
      const snapshot = actor.getSnapshot();
      expect(
        { value: snapshot.value, user: snapshot.context.user, problem: snapshot.context.problem },
        `after ${after}`,
      ).toEqual(expected);
    };
    check("the start");
    for (const event of steps) {
      await step(event);
      expected = expectedSession(expected, event);
      check(steps.map((e) => e.type.replace(/^xstate\./, "")).join(" → "));
    }
    actor.stop();
  }

  for (const { steps, end } of paths) {
    const via = steps.map((e) => e.type.replace(/^xstate\./, "")).join(" → ") || "start";
    // The way there, then every event that should change something from there: each transition is taken.
    it(`${end.value} via ${via}, and every way out of it not taken yet`, async () => {
      await walk(steps);
      const way = (state: ExpectedSession, event: AnyEventObject) =>
        `${state.value} ${event.type} ${JSON.stringify((event as { error?: { status?: number } }).error?.status ?? null)}`;
      for (const event of waysOut(end, events as unknown as AnyEventObject[], expectedSession, way, taken)) {
        await walk([...steps, event]);
      }
    });
  }
});
