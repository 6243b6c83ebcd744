import type { SnapshotFrom } from "xstate";
import type { chatListMachine } from "./chat-list.machine";

type Snapshot = SnapshotFrom<typeof chatListMachine>;

/** `loading` (the first page), `failed`, or `ready`. */
export const selectListStatus = (s: Snapshot): "loading" | "failed" | "ready" =>
  s.context.listStatus === "more" ? "ready" : s.context.listStatus;
/** The member's chats, newest activity first. */
export const selectChats = (s: Snapshot) => s.context.chats;
/** Whether older chats are left to load. */
export const selectHasMore = (s: Snapshot) => s.context.chats.length < s.context.count;
export const selectLoadingMore = (s: Snapshot) => s.context.listStatus === "more";
export const selectListProblem = (s: Snapshot) => s.context.problem;
/** Messages unread in all loaded chats. */
export const selectTotalUnread = (s: Snapshot) => s.context.chats.reduce((sum, chat) => sum + chat.unread, 0);
export const selectQuery = (s: Snapshot) => s.context.query;
/** Whether a search is waiting for the pause in typing or running. */
export const selectSearching = (s: Snapshot) => !s.matches({ search: "idle" });
/** Members found by the last search. */
export const selectResults = (s: Snapshot) => s.context.results;
export const selectSearchProblem = (s: Snapshot) => s.context.searchProblem;
/** The open chat's id and actor (null when none is open). */
export const selectSelectedId = (s: Snapshot) => s.context.selectedId;
export const selectOpenChat = (s: Snapshot) => s.context.open;
/** True while a chat with a member is being started. */
export const selectOpening = (s: Snapshot) => s.matches({ opening: "creating" });
/** Why a chat could not be started. */
export const selectOpenProblem = (s: Snapshot) => s.context.openProblem;
export const selectSelfId = (s: Snapshot) => s.context.selfId;
/** The members picked for a new group chat; null when no group is being composed. */
export const selectGroup = (s: Snapshot) => s.context.group;
