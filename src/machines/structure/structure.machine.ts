import { NEVER } from "rxjs";
import { assign, fromEventObservable, fromPromise, setup } from "xstate";
import { structureChildrenPageSize } from "../../api/endpoints/structure";
import type { StructureChildren, StructureMatch } from "../../api/schema/structure";
import { type Problem, toProblem } from "../lib/problem";
import {
  type ChildrenLoad,
  emptyBranch,
  enqueue,
  expandable,
  firstChild,
  isBelow,
  isLoadedChild,
  type Move,
  moveFocus,
  type Tree,
  withChildren,
  withFailure,
} from "./structure-tree";

export type { ChildrenLoad, Move, Tree } from "./structure-tree";

export type StructureEvent =
  /** A node's expander was clicked: open it (its first page is asked for) or close it. */
  | { type: "structure.toggle"; id: number }
  /** Right arrow on the focused node: open it, or step to its first child when it is open. */
  | { type: "structure.expand" }
  /** Left arrow on the focused node: close it, or step to its parent when it is closed. */
  | { type: "structure.collapse" }
  /** Down, Up, Home, End: the focus moves among the visible nodes. */
  | { type: "structure.move"; to: Move }
  /** A node took the focus (clicked, tabbed to, or focused by the page after a search). */
  | { type: "structure.focus"; id: number }
  /** Children of `id` on page `page` came into view unloaded. */
  | { type: "structure.needPage"; id: number; page: number }
  /** «Повторить» on a branch whose load failed. */
  | { type: "structure.retry"; id: number }
  /** The structure changed elsewhere (a newcomer joined, the socket came back): what is shown is read again. */
  | { type: "structure.refresh" }
  /** Find members by name within the structure (at least 2 characters). */
  | { type: "structure.search"; query: string }
  | { type: "structure.searchClear" }
  | { type: "structure.searchRetry" }
  /** Open the way down to a member the search found, and focus them. */
  | { type: "structure.reveal"; id: number };

export interface StructureContext extends Tree {
  /** Loads waiting, one at a time; the first is the one under way while `loader` is `loading`. */
  readonly queue: ReadonlyArray<ChildrenLoad>;
  /** The node the keyboard acts on (the one tabbable node of the tree). */
  readonly focusedId: number;
  /** The page should move the browser's focus to `focusedId` once it is on screen (after a search). */
  readonly focusRequested: boolean;
  readonly query: string;
  readonly matches: ReadonlyArray<StructureMatch>;
  readonly searchProblem: Problem | null;
  /** The way down the search opened last (root first, the member found last). */
  readonly revealed: ReadonlyArray<number>;
}

export interface StructureInput {
  /** Whose structure: the tree's root. */
  readonly rootId: number;
  readonly pageSize?: number;
}

/** The shortest query the search takes (the contract's). */
export const shortestQuery = 2;

const opened = (context: StructureContext, id: number): Partial<StructureContext> => {
  if (context.open.includes(id)) return {};
  const branch = context.branches[id] ?? emptyBranch;
  const queue = branch.count === null ? enqueue(context, context.queue, { id, page: 1 }) : context.queue;
  return { open: [...context.open, id], queue };
};

const closed = (context: StructureContext, id: number): Partial<StructureContext> => ({
  open: context.open.filter((one) => one !== id),
  // The focus inside a closed branch would be lost from the screen: it goes to the branch.
  focusedId: isBelow(context, context.focusedId, id) ? id : context.focusedId,
});

/** The way down to match `id` opened: each node on it open, each step's page asked for, the member focused. */
const revealed = (context: StructureContext, id: number): Partial<StructureContext> => {
  const match = context.matches.find((one) => one.node.id === id);
  if (!match) return {};
  const path = match.path;
  let open = context.open;
  let queue = context.queue;
  const parents: Record<number, number> = { ...context.parents };
  const nodes = { ...context.nodes, [id]: match.node };
  path.forEach((step, index) => {
    const child = path[index + 1];
    if (child === undefined) return;
    if (!open.includes(step)) open = [...open, step];
    parents[child] = step;
    if (!isLoadedChild(context, step, child)) queue = enqueue(context, queue, { id: step, around: child });
  });
  return { open, queue, parents, nodes, focusedId: id, focusRequested: true, revealed: path };
};

/**
 * A member structure as an interactive tree (`/the_game/structure`, issue 29): which nodes are open, the
 * pages of children loaded (one load at a time, in the order asked; a failure stays on its branch until
 * «Повторить»), the focused node and the keys that move it (the WAI-ARIA tree pattern), and a search by
 * name that opens the way down to the member found. Never the whole tree: a node's children are asked for
 * when it is opened, a page at a time as they come into view.
 */
export const structureMachine = setup({
  types: {
    context: {} as StructureContext,
    events: {} as StructureEvent,
    input: {} as StructureInput,
  },
  actors: {
    loadChildren: fromPromise<StructureChildren, ChildrenLoad & { readonly limit: number }>(() => {
      throw new Error(
        "structureMachine: provide `loadChildren` (src/machines/structure/structure.actors.ts)",
      );
    }),
    search: fromPromise<ReadonlyArray<StructureMatch>, { readonly id: number; readonly query: string }>(
      () => {
        throw new Error("structureMachine: provide `search` (src/machines/structure/structure.actors.ts)");
      },
    ),
    signals: fromEventObservable<StructureEvent, { readonly id: number }>(() => NEVER),
  },
  guards: {
    hasQueued: ({ context }) => context.queue.length > 0,
    longEnough: ({ event }) =>
      event.type === "structure.search" && event.query.trim().length >= shortestQuery,
    foundSome: ({ event }) =>
      "output" in event && Array.isArray(event.output) && (event.output as unknown[]).length > 0,
  },
}).createMachine({
  id: "structure",
  context: ({ input }) => ({
    rootId: input.rootId,
    pageSize: input.pageSize ?? structureChildrenPageSize,
    nodes: {},
    parents: {},
    branches: {},
    open: [input.rootId],
    queue: [{ id: input.rootId, page: 1 }],
    focusedId: input.rootId,
    focusRequested: false,
    query: "",
    matches: [],
    searchProblem: null,
    revealed: [],
  }),
  invoke: { id: "signals", src: "signals", input: ({ context }) => ({ id: context.rootId }) },
  type: "parallel",
  on: {
    "structure.toggle": {
      actions: assign(({ context, event }) => ({
        ...(context.open.includes(event.id) ? closed(context, event.id) : opened(context, event.id)),
        focusedId: event.id,
      })),
    },
    "structure.expand": {
      actions: assign(({ context }) => {
        const id = context.focusedId;
        if (!context.open.includes(id)) return expandable(context.nodes[id]) ? opened(context, id) : {};
        return { focusedId: firstChild(context, id) ?? id };
      }),
    },
    "structure.collapse": {
      actions: assign(({ context }) => {
        const id = context.focusedId;
        if (context.open.includes(id) && id !== context.rootId) return closed(context, id);
        return { focusedId: context.parents[id] ?? id };
      }),
    },
    "structure.move": {
      actions: assign(({ context, event }) => {
        const step = moveFocus(context, context.focusedId, event.to);
        return "need" in step
          ? { queue: enqueue(context, context.queue, step.need) }
          : { focusedId: step.id };
      }),
    },
    "structure.focus": {
      actions: assign(({ event }) => ({ focusedId: event.id, focusRequested: false })),
    },
    "structure.needPage": {
      actions: assign(({ context, event }) => {
        const failed = context.branches[event.id]?.failed ?? [];
        if (failed.some((load) => "page" in load && load.page === event.page)) return {};
        return { queue: enqueue(context, context.queue, { id: event.id, page: event.page }) };
      }),
    },
    "structure.retry": {
      actions: assign(({ context, event }) => {
        const branch = context.branches[event.id] ?? emptyBranch;
        const queue = branch.failed.reduce((waiting, load) => enqueue(context, waiting, load), context.queue);
        return {
          queue,
          branches: { ...context.branches, [event.id]: { ...branch, failed: [], problem: null } },
        };
      }),
    },
    "structure.refresh": {
      // Every page shown is read again (the counts on the nodes move with them).
      actions: assign(({ context }) => ({
        queue: context.open.reduce((waiting, id) => {
          const pages = Object.keys(context.branches[id]?.pages ?? {}).map(Number);
          return (pages.length ? pages : [1]).reduce(
            (more, page) => enqueue(context, more, { id, page }, true),
            waiting,
          );
        }, context.queue),
      })),
    },
  },
  states: {
    loader: {
      initial: "idle",
      states: {
        idle: { always: { guard: "hasQueued", target: "loading" } },
        loading: {
          tags: ["busy"],
          invoke: {
            id: "loadChildren",
            src: "loadChildren",
            input: ({ context }) => ({ ...(context.queue[0] as ChildrenLoad), limit: context.pageSize }),
            onDone: {
              target: "idle",
              actions: assign(({ context, event }) => ({
                ...withChildren(context, event.output),
                queue: context.queue.slice(1),
              })),
            },
            onError: {
              target: "idle",
              actions: assign(({ context, event }) => ({
                ...withFailure(context, context.queue[0] as ChildrenLoad, toProblem(event.error)),
                queue: context.queue.slice(1),
              })),
            },
          },
        },
      },
    },
    search: {
      initial: "idle",
      on: {
        "structure.search": {
          guard: "longEnough",
          target: ".searching",
          reenter: true,
          actions: assign(({ event }) => ({ query: event.query.trim() })),
        },
        "structure.searchClear": {
          target: ".idle",
          actions: assign({ query: "", matches: [], searchProblem: null, revealed: [] }),
        },
      },
      states: {
        idle: {},
        searching: {
          invoke: {
            id: "search",
            src: "search",
            input: ({ context }) => ({ id: context.rootId, query: context.query }),
            onDone: [
              {
                guard: "foundSome",
                target: "found",
                actions: assign(({ context, event }) => {
                  const withMatches = { ...context, matches: event.output };
                  const first = event.output[0];
                  return {
                    matches: event.output,
                    searchProblem: null,
                    ...(first ? revealed(withMatches, first.node.id) : {}),
                  };
                }),
              },
              { target: "notFound", actions: assign({ matches: [], searchProblem: null, revealed: [] }) },
            ],
            onError: {
              target: "failed",
              actions: assign(({ event }) => ({ matches: [], searchProblem: toProblem(event.error) })),
            },
          },
        },
        found: {
          on: {
            "structure.reveal": { actions: assign(({ context, event }) => revealed(context, event.id)) },
          },
        },
        notFound: {},
        failed: { on: { "structure.searchRetry": { target: "searching" } } },
      },
    },
  },
});
