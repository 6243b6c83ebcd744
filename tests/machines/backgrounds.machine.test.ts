import { Subject } from "rxjs";
import { describe, expect, it } from "vitest";
import { createActor, fromEventObservable, fromPromise, waitFor } from "xstate";
import { ApiError } from "../../src/api/errors";
import type { Background } from "../../src/api/schema/background";
import {
  type BackgroundChange,
  backgroundsMachine,
} from "../../src/machines/backgrounds/backgrounds.machine";

const row = (id: number, active: boolean): Background => ({
  id,
  type: 1,
  background: "#1e90ff",
  active,
  createdAt: "2026-11-26T10:00:00.000Z",
  updatedAt: "2026-11-26T10:00:00.000Z",
});

function start(
  lists: Array<ReadonlyArray<Background>>,
  change: (input: BackgroundChange) => Promise<unknown>,
) {
  const changed = new Subject<{ type: "backgrounds.changed" }>();
  const sent: BackgroundChange[] = [];
  let loads = 0;
  const actor = createActor(
    backgroundsMachine.provide({
      actors: {
        load: fromPromise(async () => lists[Math.min(loads++, lists.length - 1)] ?? []),
        change: fromPromise(({ input }) => {
          sent.push(input);
          return change(input);
        }),
        signals: fromEventObservable(() => changed),
      },
    }),
  ).start();
  return { actor, changed, sent, loads: () => loads };
}

describe("backgrounds machine", () => {
  it("loads the list; a change is saved, then the list is loaded again", async () => {
    const { actor, sent } = start([[], [row(1, true)]], async () => ({}));
    await waitFor(actor, (s) => s.matches("ready"));
    const add = { kind: "add", type: 1, background: "#1e90ff", active: true } as const;
    actor.send({ type: "backgrounds.add", change: add });
    expect(actor.getSnapshot().context.pending).toEqual(add);
    const done = await waitFor(actor, (s) => s.matches("ready") && s.context.rows.length === 1);
    expect(done.context.rows[0]?.active).toBe(true);
    expect(sent).toEqual([add]);
  });

  it("a refused change keeps the list and says why; another tab's change reloads it", async () => {
    const refusal = new ApiError(409, {
      error: { code: "CONFLICT", message: "Фонов может быть не больше 50" },
    });
    const { actor, changed, loads } = start([[row(1, false)], [row(1, true)]], () => Promise.reject(refusal));
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "backgrounds.activate", id: 1 });
    const refused = await waitFor(actor, (s) => s.matches("ready") && s.context.problem !== null);
    expect(refused.context.problem?.message).toBe("Фонов может быть не больше 50");
    expect(refused.context.rows).toEqual([row(1, false)]);
    changed.next({ type: "backgrounds.changed" });
    await waitFor(actor, (s) => s.matches("ready") && s.context.rows[0]?.active === true);
    expect(loads()).toBe(2);
  });
});
