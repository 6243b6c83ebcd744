import { NEVER, type Observable } from "rxjs";
import { type ActorRefFrom, assign, fromEventObservable, fromPromise, setup } from "xstate";
import { failure, type Problem, toProblem } from "./problem";

/** One page of a list as the contract answers it (`Paged` of src/api/schema/common.ts). */
export interface Page<T> {
  readonly count: number;
  readonly rows: ReadonlyArray<T>;
}

/** What a paged list holds: rows with an id. */
export interface Row {
  readonly id: number;
}

/** Which page to load: its number (1 is the newest), and the last row shown, for cursor-paged calls. */
export interface PageRequest<T> {
  readonly page: number;
  readonly after: T | null;
}

export type PagedListEvent<T extends Row> =
  /** The next page (scrolled to the end, "show more"). Ignored while one loads or when none is left. */
  | { type: "list.more" }
  /** The first page again, merged into what is shown (pull to refresh, "try again" after a failure). */
  | { type: "list.refresh" }
  /** The socket said events were lost (`resync`): what is shown may be stale, start again from page 1. */
  | { type: "list.resync" }
  /**
   * The first page again in place of what is shown, which stays on screen until it comes (the socket
   * went live: rows removed meanwhile must go, and a refresh would keep them).
   */
  | { type: "list.reload" }
  /** A row came live (a new one, or a new version of one shown): in its place by the list's order. */
  | { type: "list.upsert"; row: T }
  /** A row is gone (deleted elsewhere). */
  | { type: "list.remove"; id: number }
  /**
   * A row newer than the first page exists (a followed author published): counted, not shown — a feed
   * does not move under its reader; «N новых записей» brings them with `list.reload`.
   */
  | { type: "list.news"; id: number };

export interface PagedListInput<T> {
  /** The list's order (newest first, by name …); without one, new rows go on top and pages in the order answered. */
  readonly order?: ((a: T, b: T) => number) | undefined;
}

export interface PagedListContext<T> {
  readonly rows: ReadonlyArray<T>;
  /** How many rows the server has in all (the list may hold fewer pages). */
  readonly count: number;
  /** Pages loaded. */
  readonly page: number;
  /** Why the last load failed; kept with the rows shown when it was not the first page. */
  readonly problem: Problem | null;
  readonly order: ((a: T, b: T) => number) | undefined;
  /** Ids of rows announced (`list.news`) and not shown yet; the next first page brings them. */
  readonly unseen: ReadonlyArray<number>;
}

/** `rows` with `row` in, replacing the one with its id, kept in `order` (new ones first without one). */
export function upsertRow<T extends Row>(
  rows: ReadonlyArray<T>,
  row: T,
  order?: (a: T, b: T) => number,
): ReadonlyArray<T> {
  const others = rows.filter((r) => r.id !== row.id);
  const at = rows.findIndex((r) => r.id === row.id);
  if (order) return [row, ...others].sort(order);
  if (at < 0) return [row, ...others];
  return rows.map((r) => (r.id === row.id ? row : r));
}

/** `page` merged into `rows`: each of its rows upserted, so a row met twice (a page shifted) is shown once. */
function merge<T extends Row>(rows: ReadonlyArray<T>, page: Page<T>, order?: (a: T, b: T) => number) {
  if (order) return page.rows.reduce((all, row) => upsertRow(all, row, order), rows);
  const known = new Set(rows.map((r) => r.id));
  return [
    ...rows.map((r) => page.rows.find((p) => p.id === r.id) ?? r),
    ...page.rows.filter((r) => !known.has(r.id)),
  ];
}

/** The server's count, unless rows that came live since make more: its answer may predate them. */
const countOf = (page: Page<Row>, rows: ReadonlyArray<Row>) => Math.max(page.count, rows.length);

const unprovided = () => {
  throw new Error("pagedListMachine: provide the `loadPage` actor");
};

/**
 * Any list of `{ count, rows }` pages (ARCHITECTURE §6): the first page (`loading` → `ready` | `failed`),
 * more pages (`ready.more`), the first page again merged in (`ready.refreshing`, after `list.refresh` or a
 * resync), and live changes from the socket applied in place (`list.upsert`, `list.remove`), in any
 * state. A failed first page shows the problem and `list.refresh` tries again; a failed later page keeps
 * what is shown. Rows that came live while the first page loaded stay in it: the answer may predate them.
 *
 * `loadPage` is the list's call, provided per list (chats, notifications, friends …) — see
 * {@link pagedListOf}; `signals`, when provided, is what the socket tells the list (new rows, rows gone,
 * «ask again»), as the list's own events — none by default.
 */
export function createPagedListMachine<T extends Row>() {
  return setup({
    types: {
      context: {} as PagedListContext<T>,
      events: {} as PagedListEvent<T>,
      input: {} as PagedListInput<T>,
    },
    actors: {
      loadPage: fromPromise<Page<T>, PageRequest<T>>(unprovided),
      signals: fromEventObservable<PagedListEvent<T>, void>(() => NEVER),
    },
    guards: {
      hasMore: ({ context }) => context.rows.length < context.count,
    },
    actions: {
      upsert: assign(({ context, event }) =>
        event.type === "list.upsert"
          ? {
              rows: upsertRow(context.rows, event.row, context.order),
              count: context.count + (context.rows.some((r) => r.id === event.row.id) ? 0 : 1),
            }
          : {},
      ),
      remove: assign(({ context, event }) =>
        event.type === "list.remove" && context.rows.some((r) => r.id === event.id)
          ? { rows: context.rows.filter((r) => r.id !== event.id), count: Math.max(0, context.count - 1) }
          : {},
      ),
      /** Keeps why a load failed (the `onError` event's error, handed in as params). */
      fail: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
      announce: assign(({ context, event }) =>
        event.type === "list.news" &&
        !context.unseen.includes(event.id) &&
        !context.rows.some((r) => r.id === event.id)
          ? { unseen: [...context.unseen, event.id] }
          : {},
      ),
    },
  }).createMachine({
    id: "pagedList",
    context: ({ input }) => ({ rows: [], count: 0, page: 0, problem: null, order: input.order, unseen: [] }),
    invoke: { id: "signals", src: "signals" },
    on: {
      "list.upsert": { actions: "upsert" },
      "list.remove": { actions: "remove" },
      "list.news": { actions: "announce" },
    },
    initial: "loading",
    states: {
      loading: {
        tags: ["busy"],
        // A live change while the first page is on its way: the answer may predate it, so ask again.
        on: {
          "list.refresh": { target: "loading", reenter: true },
          "list.reload": { target: "loading", reenter: true },
          "list.resync": { target: "loading", reenter: true },
        },
        invoke: {
          id: "firstPage",
          src: "loadPage",
          input: { page: 1, after: null },
          onDone: {
            target: "ready",
            actions: assign(({ context, event }) => ({
              rows: merge(event.output.rows, { count: 0, rows: context.rows }, context.order),
              count: Math.max(event.output.count, context.rows.length),
              page: 1,
              problem: null,
              unseen: [],
            })),
          },
          onError: { target: "failed", actions: { type: "fail", params: failure } },
        },
      },
      failed: {
        on: { "list.refresh": "loading", "list.reload": "loading", "list.resync": "loading" },
      },
      ready: {
        initial: "idle",
        on: {
          "list.refresh": ".refreshing",
          "list.reload": ".reloading",
          // Rows shown may have been deleted while events were lost: start again from the first page.
          "list.resync": { target: "loading", actions: assign({ rows: [], count: 0, page: 0 }) },
        },
        states: {
          idle: { on: { "list.more": { guard: "hasMore", target: "more" } } },
          more: {
            tags: ["busy"],
            invoke: {
              id: "nextPage",
              src: "loadPage",
              input: ({ context }) => ({ page: context.page + 1, after: context.rows.at(-1) ?? null }),
              onDone: {
                target: "idle",
                actions: assign(({ context, event }) => {
                  const rows = merge(context.rows, event.output, context.order);
                  return {
                    rows,
                    count: countOf(event.output, rows),
                    page: context.page + 1,
                    problem: null,
                  };
                }),
              },
              onError: { target: "idle", actions: { type: "fail", params: failure } },
            },
          },
          reloading: {
            invoke: {
              id: "firstPageAgain",
              src: "loadPage",
              input: { page: 1, after: null },
              onDone: {
                target: "idle",
                actions: assign(({ context, event }) => {
                  const rows = merge([], event.output, context.order);
                  return { rows, count: countOf(event.output, rows), page: 1, problem: null, unseen: [] };
                }),
              },
              onError: { target: "idle", actions: { type: "fail", params: failure } },
            },
          },
          refreshing: {
            invoke: {
              id: "freshPage",
              src: "loadPage",
              input: { page: 1, after: null },
              onDone: {
                target: "idle",
                actions: assign(({ context, event }) => {
                  const rows = merge(context.rows, event.output, context.order);
                  return { rows, count: countOf(event.output, rows), problem: null, unseen: [] };
                }),
              },
              onError: { target: "idle", actions: { type: "fail", params: failure } },
            },
          },
        },
      },
    },
  });
}

/** The paged-list machine over rows of any kind: for the model-based tests, /dev and the chart exports. */
export const pagedListMachine = createPagedListMachine<Row>();

/**
 * A paged list of `T` whose pages come from `loadPage` (the list's API call): its rows, events and the
 * call's input are typed `T`, so no view casts what it reads.
 */
export function pagedListOf<T extends Row>(
  loadPage: (request: PageRequest<T>, signal: AbortSignal) => Promise<Page<T>>,
) {
  return createPagedListMachine<T>().provide({
    actors: {
      loadPage: fromPromise<Page<T>, PageRequest<T>>(({ input, signal }) => loadPage(input, signal)),
    },
  });
}

/** `list` kept live by `signals` (its `signals` actor: each list's own, subscribed while the list runs). */
export function liveList<T extends Row>(
  list: PagedListLogic<T>,
  signals: () => Observable<PagedListEvent<T>>,
): PagedListLogic<T> {
  return list.provide({ actors: { signals: fromEventObservable(signals) } });
}

export type PagedListLogic<T extends Row> = ReturnType<typeof createPagedListMachine<T>>;
export type PagedListActor<T extends Row> = ActorRefFrom<PagedListLogic<T>>;
