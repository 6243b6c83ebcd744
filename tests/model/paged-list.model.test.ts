import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { ApiError } from "../../src/api/errors";
import { type PagedListEvent, pagedListMachine, type Row } from "../../src/machines/lib/paged-list.machine";
import { controlledActors } from "./helpers/controlled-actors";

// The paged-list machine (ARCHITECTURE §6: every list of `{ count, rows }` pages runs on it), walked
// along every shortest path of its graph: a real actor, whose calls the path answers, must reach the
// model's state with the model's rows, and hold the list's promises in every state.

type Item = Row & { readonly v: number };
const item = (id: number, v = 1): Item => ({ id, v });
const offline = new ApiError(0, { error: { code: "INTERNAL", message: "Нет связи с сервером" } });
const newestFirst = (a: Row, b: Row) => b.id - a.id;

const events = [
  { type: "list.more" },
  { type: "list.refresh" },
  { type: "list.resync" },
  { type: "list.upsert", row: item(9) },
  { type: "list.upsert", row: item(2, 2) },
  { type: "list.remove", id: 9 },
  { type: "xstate.done.actor.firstPage", output: { count: 3, rows: [item(3), item(2)] } },
  { type: "xstate.error.actor.firstPage", error: offline },
  { type: "xstate.done.actor.nextPage", output: { count: 3, rows: [item(1)] } },
  { type: "xstate.error.actor.nextPage", error: offline },
  { type: "xstate.done.actor.freshPage", output: { count: 3, rows: [item(3), item(2)] } },
  { type: "xstate.error.actor.freshPage", error: offline },
  { type: "list.reload" },
  // The first page again after row 2 went elsewhere: it must leave the list (a refresh would keep it).
  { type: "xstate.done.actor.firstPageAgain", output: { count: 1, rows: [item(3)] } },
  { type: "xstate.error.actor.firstPageAgain", error: offline },
] as unknown as PagedListEvent<Item>[];

const ids = (rows: ReadonlyArray<Row>) => rows.map((r) => r.id);
const serializeState = (s: {
  value: unknown;
  context: { rows: ReadonlyArray<Row>; count: number; problem: unknown };
}) =>
  // Rows by id and version: two states that differ only in a row's version are two states.
  JSON.stringify([s.value, s.context.rows, s.context.count, s.context.problem !== null]);

describe("paged-list machine, every shortest path", () => {
  const input = { order: newestFirst };
  const paths = getShortestPaths(pagedListMachine, { events, input, serializeState });

  it("reaches every state: loading, failed, ready idle, more, refreshing and reloading", () => {
    const values = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(values).toEqual(
      new Set([
        '"loading"',
        '"failed"',
        '{"ready":"idle"}',
        '{"ready":"more"}',
        '{"ready":"refreshing"}',
        '{"ready":"reloading"}',
      ]),
    );
    expect(paths.length).toBeGreaterThan(30);
  });

  for (const path of paths) {
    const steps = path.steps.filter((s) => (s.event.type as string) !== "xstate.init");
    it(`${serializeState(path.state)} via ${steps.map((s) => s.event.type.replace("xstate.", "")).join(" → ") || "start"}`, async () => {
      const calls = controlledActors(["loadPage"]);
      const actor = createActor(pagedListMachine.provide({ actors: calls.actors }), { input }).start();
      for (const step of steps) {
        if (!(await calls.settle(step.event))) actor.send(step.event);
      }
      const { value, context } = actor.getSnapshot();
      expect(value).toEqual(path.state.value);
      expect(context.rows).toEqual(path.state.context.rows);
      // The list's promises, whatever the way here:
      expect(new Set(ids(context.rows)).size, "a row is shown once").toBe(context.rows.length);
      expect(ids(context.rows), "rows keep the list's order").toEqual(
        [...ids(context.rows)].sort((a, b) => b - a),
      );
      expect(context.count, "the count covers the rows shown").toBeGreaterThanOrEqual(context.rows.length);
      if (value === "failed") expect(context.problem?.message).toBe("Нет связи с сервером");
      if (value === "loading") expect(context.page).toBe(0);
      // A reload shows the first page as answered, nothing kept from before.
      const last: string | undefined = steps.at(-1)?.event.type;
      if (last === "xstate.done.actor.firstPageAgain") expect(ids(context.rows)).toEqual([3]);
      // Pages are asked in order: the first, then the next after the last one loaded.
      for (const request of calls.inputs.get("loadPage") ?? []) {
        expect((request as { page: number }).page).toBeGreaterThanOrEqual(1);
      }
      actor.stop();
    });
  }
});
