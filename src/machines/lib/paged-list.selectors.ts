import type { SnapshotFrom } from "xstate";
import type { PagedListLogic, Row } from "./paged-list.machine";

type Snapshot<T extends Row> = SnapshotFrom<PagedListLogic<T>>;

/** `loading` (the first page), `failed` (the first page could not be had), or `ready`. */
export const selectListStatus = <T extends Row>(s: Snapshot<T>): "loading" | "failed" | "ready" =>
  s.matches("loading") ? "loading" : s.matches("failed") ? "failed" : "ready";
/** The rows shown, in the list's order. */
export const selectRows = <T extends Row>(s: Snapshot<T>): ReadonlyArray<T> => s.context.rows;
/** How many rows the server has in all. */
export const selectCount = <T extends Row>(s: Snapshot<T>) => s.context.count;
/** Whether more pages are left to load. */
export const selectHasMore = <T extends Row>(s: Snapshot<T>) => s.context.rows.length < s.context.count;
export const selectLoadingMore = <T extends Row>(s: Snapshot<T>) => s.matches({ ready: "more" });
/** Loaded, and nothing in it: the empty state's text instead of rows. */
export const selectIsEmpty = <T extends Row>(s: Snapshot<T>) =>
  s.matches("ready") && s.context.rows.length === 0;
/** Why the last load failed (the first page: instead of rows; a later one: beside them). */
export const selectListProblem = <T extends Row>(s: Snapshot<T>) => s.context.problem;
/** How many rows were announced and are not shown yet («N новых записей»). */
export const selectUnseen = <T extends Row>(s: Snapshot<T>) => s.context.unseen.length;
