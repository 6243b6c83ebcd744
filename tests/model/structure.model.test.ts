// Issue 29: the «structure» machine, every shortest path replayed on the real machine with its calls
// answered step by step; after each path the tree it shows is checked against what the path did.
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { ApiError } from "../../src/api/errors";
import type { StructureChildren, StructureMatch, StructureNode } from "../../src/api/schema/structure";
import { type StructureEvent, structureMachine } from "../../src/machines/structure/structure.machine";
import { selectRows } from "../../src/machines/structure/structure.selectors";
import { controlledActors } from "./helpers/controlled-actors";
import { label } from "./helpers/every-path";

const offline = new ApiError(0, { error: { code: "INTERNAL", message: "Нет связи с сервером" } });
const member = (id: number, total: number): StructureNode => ({
  id,
  user: { id, name: id === 3 ? "Мария" : `Участник ${id}`, avatar: null, roles: [], createdAt: "" },
  joinedAt: "2026-01-01T00:00:00.000Z",
  invited: total,
  total,
});
// The root (1) invited 2 and 3; 2 has someone below them.
const rootPage: StructureChildren = {
  node: member(1, 3),
  count: 2,
  page: 1,
  rows: [member(2, 1), member(3, 0)],
};
const maria: StructureMatch = { node: member(3, 0), level: 1, path: [1, 3] };

// What a member and the server can do to the tree.
const events = [
  { type: "xstate.done.actor.loadChildren", output: rootPage },
  { type: "xstate.error.actor.loadChildren", error: offline },
  { type: "structure.toggle", id: 2 },
  { type: "structure.expand" },
  { type: "structure.collapse" },
  { type: "structure.move", to: "next" },
  { type: "structure.focus", id: 1 },
  { type: "structure.needPage", id: 1, page: 1 },
  { type: "structure.retry", id: 1 },
  { type: "structure.refresh" },
  { type: "structure.search", query: "Мария" },
  { type: "structure.search", query: "М" },
  { type: "xstate.done.actor.search", output: [maria] },
  { type: "xstate.done.actor.search", output: [] },
  { type: "xstate.error.actor.search", error: offline },
  { type: "structure.searchClear" },
  { type: "structure.searchRetry" },
  { type: "structure.reveal", id: 3 },
] as unknown as StructureEvent[];

describe("structure machine, every shortest path", () => {
  const paths = getShortestPaths(structureMachine, {
    events,
    input: { rootId: 1 },
    serializeState: (s) => JSON.stringify(s.value),
  });

  it("reaches every state of the loader and of the search", () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const loader of ["idle", "loading"])
      for (const search of ["idle", "searching", "found", "notFound", "failed"])
        expect(reached, `${loader} × ${search}`).toContain(JSON.stringify({ loader, search }));
  });

  for (const path of paths) {
    const steps = path.steps.filter((s) => (s.event.type as string) !== "xstate.init");
    it(`reaches ${JSON.stringify(path.state.value)} via ${steps.map((s) => label(s.event as never)).join(" → ") || "start"}`, async () => {
      const calls = controlledActors(["loadChildren", "search"]);
      const actor = createActor(structureMachine.provide({ actors: calls.actors }), {
        input: { rootId: 1 },
      }).start();
      for (const step of steps) {
        if (!(await calls.settle(step.event))) actor.send(step.event);
      }
      const snapshot = actor.getSnapshot();
      const { context } = snapshot;
      expect(snapshot.value).toEqual(path.state.value);
      // One load at a time, and one under way whenever any waits.
      expect(snapshot.matches({ loader: "loading" })).toBe(context.queue.length > 0);
      expect(calls.inputs.get("loadChildren")?.[0]).toEqual({ id: 1, page: 1, limit: 50 });
      // Only a query long enough reaches the server, trimmed.
      for (const sent of calls.inputs.get("search") ?? []) expect(sent).toEqual({ id: 1, query: "Мария" });
      // The tree shown: the root first, each node once, and the focus on a node that is there — or on the
      // member a search found, whose branch is still on its way.
      const rows = selectRows(snapshot);
      const ids = rows.flatMap((row) => (row.kind === "node" ? [row.id] : []));
      expect(rows[0]).toMatchObject({ kind: "node", id: 1, level: 1 });
      expect(new Set(ids).size).toBe(ids.length);
      if (context.focusRequested && !ids.includes(context.focusedId)) {
        expect(context.revealed.at(-1)).toBe(context.focusedId);
        expect(snapshot.matches({ loader: "loading" })).toBe(true);
      } else expect(ids).toContain(context.focusedId);
      if (snapshot.matches({ search: "found" })) {
        expect(context.matches).toEqual([maria]);
        expect(context.revealed).toEqual([1, 3]);
      }
      if (snapshot.matches({ search: "failed" })) expect(context.searchProblem?.status).toBe(0);
      actor.stop();
    });
  }
});
