// Issue 29, the structure tree's machine: branches opened on demand and read a page at a time, the keys of
// the WAI-ARIA tree pattern, failures kept on their branch until «Повторить», a search that opens the way
// down to the member found, and a refresh that reads again what is shown.
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { ApiError } from "../../src/api/errors";
import type { StructureChildren, StructureMatch, StructureNode } from "../../src/api/schema/structure";
import { type ChildrenLoad, structureMachine } from "../../src/machines/structure/structure.machine";
import {
  selectFocusedId,
  selectFocusRequested,
  selectMatches,
  selectRevealed,
  selectRootProblem,
  selectRows,
  selectSearchProblem,
  selectSearchState,
} from "../../src/machines/structure/structure.selectors";

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};
const offline = new ApiError(0, { error: { code: "INTERNAL", message: "Нет связи с сервером" } });
const closedToYou = new ApiError(403, {
  error: { code: "FORBIDDEN", message: "Структура этого участника вам не открыта" },
});

/**
 * A structure held in memory, answered as the server does: 1 invited 2, 3 and 4; 2 invited 5; 5 invited
 * 6; 4 invited 100 members (ids 1000…1099). `names` are the members' names.
 */
function structure() {
  const parent = new Map<number, number>([
    [2, 1],
    [3, 1],
    [4, 1],
    [5, 2],
    [6, 5],
  ]);
  for (let i = 0; i < 100; i += 1) parent.set(1000 + i, 4);
  const childrenOf = (id: number) => [...parent].filter(([, p]) => p === id).map(([child]) => child);
  const total = (id: number): number => childrenOf(id).reduce((sum, child) => sum + 1 + total(child), 0);
  const node = (id: number): StructureNode => ({
    id,
    user: {
      id,
      name: id === 6 ? "Мария Новикова" : `Участник ${id}`,
      avatar: null,
      roles: [],
      createdAt: "",
    },
    joinedAt: "2026-01-01T00:00:00.000Z",
    invited: childrenOf(id).length,
    total: total(id),
  });
  const pathTo = (id: number): number[] => {
    const above = parent.get(id);
    return above === undefined ? [id] : [...pathTo(above), id];
  };
  return { parent, node, childrenOf, pathTo };
}

function run(options: { failing?: (load: ChildrenLoad) => boolean; pageSize?: number } = {}) {
  const tree = structure();
  const loads: ChildrenLoad[] = [];
  let failing = options.failing ?? (() => false);
  let searchFails = false;
  const actor = createActor(
    structureMachine.provide({
      actors: {
        loadChildren: fromPromise<StructureChildren, ChildrenLoad & { limit: number }>(async ({ input }) => {
          const { limit, ...load } = input;
          loads.push(load);
          if (failing(load)) throw load.id === 1 ? closedToYou : offline;
          const children = tree.childrenOf(input.id);
          const page =
            "around" in input ? Math.floor(children.indexOf(input.around) / limit) + 1 : input.page;
          return {
            node: tree.node(input.id),
            count: children.length,
            page,
            rows: children.slice((page - 1) * limit, page * limit).map(tree.node),
          };
        }),
        search: fromPromise<ReadonlyArray<StructureMatch>, { id: number; query: string }>(
          async ({ input }) => {
            if (searchFails) throw offline;
            return [...tree.parent.keys()]
              .map(tree.node)
              .filter((node) => node.user?.name.toLowerCase().includes(input.query.toLowerCase()))
              .map((node) => ({ node, level: tree.pathTo(node.id).length - 1, path: tree.pathTo(node.id) }));
          },
        ),
      },
    }),
    { input: { rootId: 1, ...(options.pageSize ? { pageSize: options.pageSize } : {}) } },
  ).start();
  const snapshot = () => actor.getSnapshot();
  const send = async (event: Parameters<typeof actor.send>[0]) => {
    actor.send(event);
    await flush();
  };
  const shown = () =>
    selectRows(snapshot()).map((row) =>
      row.kind === "node"
        ? `${"·".repeat(row.level - 1)}${row.id}`
        : `${"·".repeat(row.level - 1)}${row.kind}`,
    );
  return {
    actor,
    tree,
    loads,
    snapshot,
    send,
    shown,
    fail: (when: (load: ChildrenLoad) => boolean) => {
      failing = when;
    },
    failSearch: (fails: boolean) => {
      searchFails = fails;
    },
  };
}

describe("the structure machine", () => {
  it("reads the root's first page on start, and each branch's first page when it is opened", async () => {
    const t = run();
    expect(t.shown()).toEqual(["1", "·loading"]);
    expect(t.snapshot().hasTag("busy")).toBe(true);
    await flush();
    expect(t.shown()).toEqual(["1", "·2", "·3", "·4"]);
    expect(t.snapshot().context.nodes[4]).toMatchObject({ invited: 100, total: 100 });
    const [, second] = selectRows(t.snapshot());
    expect(second).toMatchObject({ kind: "node", id: 2, level: 2, position: 1, siblings: 3, parentId: 1 });

    await t.send({ type: "structure.toggle", id: 2 });
    expect(t.shown()).toEqual(["1", "·2", "··5", "·3", "·4"]);
    await t.send({ type: "structure.toggle", id: 5 });
    expect(t.shown()).toEqual(["1", "·2", "··5", "···6", "·3", "·4"]);
    // Closed and opened again: nothing is read twice.
    await t.send({ type: "structure.toggle", id: 2 });
    expect(t.shown()).toEqual(["1", "·2", "·3", "·4"]);
    await t.send({ type: "structure.toggle", id: 2 });
    expect(t.loads).toEqual([
      { id: 1, page: 1 },
      { id: 2, page: 1 },
      { id: 5, page: 1 },
    ]);
    expect(t.shown()).toEqual(["1", "·2", "··5", "···6", "·3", "·4"]);
  });

  it("moves the focus with the keys of a tree: Down, Up, Home, End, Right opens then enters, Left closes then leaves", async () => {
    const t = run();
    await flush();
    const focus = () => selectFocusedId(t.snapshot());
    expect(focus()).toBe(1);
    await t.send({ type: "structure.move", to: "next" });
    expect(focus()).toBe(2);
    await t.send({ type: "structure.expand" });
    expect(t.shown()).toEqual(["1", "·2", "··5", "·3", "·4"]);
    expect(focus()).toBe(2);
    await t.send({ type: "structure.expand" });
    expect(focus()).toBe(5);
    await t.send({ type: "structure.expand" });
    await t.send({ type: "structure.expand" });
    expect(focus()).toBe(6);
    // A leaf: Right does nothing; Left goes up to the parent.
    await t.send({ type: "structure.expand" });
    expect(focus()).toBe(6);
    await t.send({ type: "structure.collapse" });
    expect(focus()).toBe(5);
    await t.send({ type: "structure.collapse" });
    expect(t.shown()).toEqual(["1", "·2", "··5", "·3", "·4"]);
    await t.send({ type: "structure.move", to: "last" });
    expect(focus()).toBe(4);
    await t.send({ type: "structure.move", to: "next" });
    expect(focus()).toBe(4);
    await t.send({ type: "structure.move", to: "previous" });
    expect(focus()).toBe(3);
    await t.send({ type: "structure.move", to: "first" });
    expect(focus()).toBe(1);
    await t.send({ type: "structure.move", to: "previous" });
    expect(focus()).toBe(1);
    // The root stays open; Left on it stays there.
    await t.send({ type: "structure.collapse" });
    expect(focus()).toBe(1);
    expect(t.shown()).toHaveLength(5);
    // A click focuses; closing a branch with the focus inside takes the focus to the branch.
    await t.send({ type: "structure.focus", id: 5 });
    await t.send({ type: "structure.toggle", id: 2 });
    expect(focus()).toBe(2);
    expect(t.shown()).toEqual(["1", "·2", "·3", "·4"]);
  });

  it("shows a large branch's unread children as pending, and reads their page when it comes into view, once", async () => {
    const t = run({ pageSize: 30 });
    await flush();
    await t.send({ type: "structure.toggle", id: 4 });
    const rows = selectRows(t.snapshot());
    expect(rows).toHaveLength(4 + 100);
    expect(rows.filter((row) => row.kind === "node")).toHaveLength(4 + 30);
    expect(rows[4 + 30]).toEqual({ kind: "pending", parentId: 4, level: 3, page: 2 });
    expect(rows.at(-1)).toEqual({ kind: "pending", parentId: 4, level: 3, page: 4 });
    t.actor.send({ type: "structure.needPage", id: 4, page: 4 });
    t.actor.send({ type: "structure.needPage", id: 4, page: 4 });
    await flush();
    await t.send({ type: "structure.needPage", id: 4, page: 4 });
    expect(t.loads.filter((load) => load.id === 4)).toEqual([
      { id: 4, page: 1 },
      { id: 4, page: 4 },
    ]);
    expect(selectRows(t.snapshot()).at(-1)).toMatchObject({
      kind: "node",
      id: 1099,
      position: 100,
      siblings: 100,
    });
  });

  it("stops the keys at a child not read yet, reads its page, and moves on once it came", async () => {
    const t = run({ pageSize: 30 });
    await flush();
    await t.send({ type: "structure.toggle", id: 4 });
    await t.send({ type: "structure.focus", id: 1029 });
    t.actor.send({ type: "structure.move", to: "next" });
    expect(selectFocusedId(t.snapshot())).toBe(1029);
    expect(t.snapshot().context.queue).toEqual([{ id: 4, page: 2 }]);
    await flush();
    await t.send({ type: "structure.move", to: "next" });
    expect(selectFocusedId(t.snapshot())).toBe(1030);
    // Up from the first of a page read out of order (the page above it was not): its page is asked for.
    await t.send({ type: "structure.needPage", id: 4, page: 4 });
    await t.send({ type: "structure.focus", id: 1090 });
    t.actor.send({ type: "structure.move", to: "previous" });
    expect(t.snapshot().context.queue).toEqual([{ id: 4, page: 3 }]);
    expect(selectFocusedId(t.snapshot())).toBe(1090);
  });

  it("keeps a failed load on its branch, one row for the page, until «Повторить» reads it again", async () => {
    const t = run({ pageSize: 30, failing: (load) => load.id === 4 && "page" in load && load.page === 2 });
    await flush();
    await t.send({ type: "structure.toggle", id: 4 });
    await t.send({ type: "structure.needPage", id: 4, page: 2 });
    const failed = selectRows(t.snapshot()).filter((row) => row.kind === "failed");
    expect(failed).toEqual([{ kind: "failed", parentId: 4, level: 3, page: 2 }]);
    expect(t.snapshot().context.branches[4]?.problem?.status).toBe(0);
    // In view again, a failed page is not asked for by itself.
    await t.send({ type: "structure.needPage", id: 4, page: 2 });
    expect(t.loads.filter((load) => load.id === 4)).toHaveLength(2);
    t.fail(() => false);
    await t.send({ type: "structure.retry", id: 4 });
    expect(selectRows(t.snapshot()).some((row) => row.kind === "failed")).toBe(false);
    expect(t.snapshot().context.branches[4]?.problem).toBeNull();
    expect(t.snapshot().context.branches[4]?.pages[2]).toHaveLength(30);
  });

  it("tells why the root could not be read (403: not open to the caller)", async () => {
    const t = run({ failing: (load) => load.id === 1 });
    await flush();
    expect(selectRootProblem(t.snapshot())?.status).toBe(403);
    expect(t.shown()).toEqual(["1", "·failed"]);
  });

  it("searches by name and opens the way down to the first member found, asking for the page that holds each step", async () => {
    const t = run({ pageSize: 2 });
    await flush();
    // Too short: not sent.
    await t.send({ type: "structure.search", query: " М " });
    expect(selectSearchState(t.snapshot())).toBe("idle");
    await t.send({ type: "structure.search", query: " мария " });
    expect(selectSearchState(t.snapshot())).toBe("found");
    expect(selectMatches(t.snapshot()).map((match) => match.node.id)).toEqual([6]);
    expect(selectRevealed(t.snapshot())).toEqual([1, 2, 5, 6]);
    // Two a page: the root's second page (member 4) is not read until it comes into view.
    expect(t.shown()).toEqual(["1", "·2", "··5", "···6", "·3", "·pending"]);
    expect(selectFocusedId(t.snapshot())).toBe(6);
    expect(selectFocusRequested(t.snapshot())).toBe(true);
    // Member 2 was on the root's first page already; 5 and 6 were asked for by their place.
    expect(t.loads.slice(1)).toEqual([
      { id: 2, around: 5 },
      { id: 5, around: 6 },
    ]);
    await t.send({ type: "structure.focus", id: 6 });
    expect(selectFocusRequested(t.snapshot())).toBe(false);

    // Another match picked from the list: the 100th child of member 4 opens on its own page.
    await t.send({ type: "structure.search", query: "Участник 1099" });
    await t.send({ type: "structure.reveal", id: 1099 });
    expect(t.loads.at(-1)).toEqual({ id: 4, around: 1099 });
    expect(selectFocusedId(t.snapshot())).toBe(1099);
    expect(selectRows(t.snapshot()).find((row) => row.kind === "node" && row.id === 1099)).toMatchObject({
      position: 100,
    });
    // A member not in the matches: nothing happens.
    await t.send({ type: "structure.reveal", id: 3 });
    expect(selectFocusedId(t.snapshot())).toBe(1099);

    await t.send({ type: "structure.search", query: "Никого" });
    expect(selectSearchState(t.snapshot())).toBe("notFound");
    t.failSearch(true);
    await t.send({ type: "structure.search", query: "Мария" });
    expect(selectSearchState(t.snapshot())).toBe("failed");
    expect(selectSearchProblem(t.snapshot())?.status).toBe(0);
    t.failSearch(false);
    await t.send({ type: "structure.searchRetry" });
    expect(selectSearchState(t.snapshot())).toBe("found");
    await t.send({ type: "structure.searchClear" });
    expect(selectSearchState(t.snapshot())).toBe("idle");
    expect(selectMatches(t.snapshot())).toEqual([]);
  });

  it("reads again every page shown when the structure changed; a new count drops the other pages", async () => {
    const t = run({ pageSize: 2 });
    await flush();
    await t.send({ type: "structure.needPage", id: 1, page: 2 });
    await t.send({ type: "structure.toggle", id: 2 });
    const before = t.loads.length;
    t.tree.parent.set(7, 1);
    await t.send({ type: "structure.refresh" });
    expect(t.loads.slice(before)).toEqual([
      { id: 1, page: 1 },
      { id: 1, page: 2 },
      { id: 2, page: 1 },
    ]);
    expect(t.snapshot().context.branches[1]?.count).toBe(4);
    expect(t.shown()).toEqual(["1", "·2", "··5", "·3", "·4", "·7"]);
  });
});
