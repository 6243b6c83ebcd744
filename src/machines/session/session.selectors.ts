import type { SnapshotFrom } from "xstate";
import { RoleId } from "../../api/schema/user";
import type { sessionMachine } from "./session.machine";

type Snapshot = SnapshotFrom<typeof sessionMachine>;

/** The logged-in member, or null. */
export const selectUser = (s: Snapshot) => s.context.user;
/** The logged-in member's id, or null: what "is this my profile?" compares with. */
export const selectUserId = (s: Snapshot) => s.context.user?.id ?? null;
/** True once the check before the first page has answered. */
export const selectChecked = (s: Snapshot) => !s.matches("checking");
/** True while a member is known (also while re-checking or swapping). */
export const selectAuthorized = (s: Snapshot) => s.hasTag("authorized");
/** True while a session call runs (login, verify, logout …). */
export const selectBusy = (s: Snapshot) => s.hasTag("busy");
export const selectLoggingIn = (s: Snapshot) => s.matches("loggingIn");
export const selectVerifying = (s: Snapshot) => s.matches("verifying");
/** True from the logout asked until it is answered (the member's pending actions first, then the call). */
export const selectLoggingOut = (s: Snapshot) => s.matches("flushing") || s.matches("loggingOut");
/** Why the last login, verification or swap failed. */
export const selectProblem = (s: Snapshot) => s.context.problem;
/** Whether the member has a role (ids of RoleId). */
export const selectHasRole = (roleId: number) => (s: Snapshot) =>
  s.context.user?.roles.some((role) => role.id === roleId) ?? false;
export const selectIsAdmin = selectHasRole(RoleId.admin);
/** Spec §4 "Burger menu": the user variant when the member's role id is 2 (and not admin), else admin. */
export const selectBurgerVariant = (s: Snapshot): "user" | "admin" => (selectIsAdmin(s) ? "admin" : "user");
/**
 * Who the session says the visitor is, as one comparable string: `""` while anonymous, else the id and
 * role ids. When it changes, what the open page may show can change (route guards run again).
 */
export const selectIdentity = (s: Snapshot): string =>
  s.context.user ? `${s.context.user.id}:${s.context.user.roles.map((r) => r.id).join(",")}` : "";
