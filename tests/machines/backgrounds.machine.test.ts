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
  lists: Array<ReadonlyArray<Background> | Error>,
  change: (input: BackgroundChange) => Promise<unknown>,
) {
  const changed = new Subject<{ type: "backgrounds.changed" }>();
  const sent: BackgroundChange[] = [];
  let loads = 0;
  const actor = createActor(
    backgroundsMachine.provide({
      actors: {
        load: fromPromise(async () => {
          const answer = lists[Math.min(loads++, lists.length - 1)] ?? [];
          if (answer instanceof Error) throw answer;
          return answer;
        }),
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

  it("a list that cannot be loaded says why; asked again, or another tab's change, loads it", async () => {
    const offline = new ApiError(0, { error: { code: "INTERNAL", message: "Нет связи с сервером" } });
    const { actor, changed, loads } = start([offline, offline, [row(1, true)]], async () => ({}));
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.problem?.message).toBe("Нет связи с сервером");
    actor.send({ type: "backgrounds.retry" });
    expect(actor.getSnapshot().value).toBe("loading");
    await waitFor(actor, (s) => s.matches("failed") && loads() === 2);
    changed.next({ type: "backgrounds.changed" });
    const loaded = await waitFor(actor, (s) => s.matches("ready"));
    expect(loaded.context.rows).toEqual([row(1, true)]);
    expect(loaded.context.problem).toBeNull();
  });

  it("removing a background saves the removal, then loads the list without it", async () => {
    const { actor, sent } = start([[row(1, true), row(2, false)], [row(1, true)]], async () => ({}));
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "backgrounds.remove", id: 2 });
    expect(actor.getSnapshot().value).toBe("saving");
    const done = await waitFor(actor, (s) => s.matches("ready") && s.context.rows.length === 1);
    expect(done.context.rows).toEqual([row(1, true)]);
    expect(sent).toEqual([{ kind: "remove", id: 2 }]);
  });
});
