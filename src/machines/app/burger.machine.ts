import { fromEventObservable, setup } from "xstate";
import { RoleId } from "../../api/schema/user";

/** What switches the menu (src/streams/events.stream.ts, `burgerSignals`). */
export type BurgerEvent =
  /** The socket's `admin` event: the member became an administrator. */
  | { type: "burger.admin" }
  /** The socket's `user` event: the member is no longer an administrator. */
  | { type: "burger.user" }
  /** The session's member, with their role ids (empty when nobody is logged in). */
  | { type: "burger.roles"; roleIds: ReadonlyArray<number> };

const isAdmin = (roleIds: ReadonlyArray<number>) => roleIds.includes(RoleId.admin);

/**
 * Spec §4 "Burger menu": the `user` variant for a member whose role is 2 (ordinary member), the `admin`
 * variant for an administrator (role 1); it switches at once on the socket's `admin` and `user` events,
 * without waiting for the session's re-check, and follows the session's roles when those change.
 *
 * `signals` (the events above, the session's roles first) is provided by the app (src/ui/app/realtime.ts)
 * or a test.
 */
export const burgerMachine = setup({
  types: {
    events: {} as BurgerEvent,
  },
  actors: {
    signals: fromEventObservable<BurgerEvent, void>(() => {
      throw new Error("burgerMachine: provide the `signals` actor");
    }),
  },
  guards: {
    adminRoles: ({ event }) => event.type === "burger.roles" && isAdmin(event.roleIds),
    memberRoles: ({ event }) => event.type === "burger.roles" && !isAdmin(event.roleIds),
  },
}).createMachine({
  id: "burger",
  invoke: { id: "signals", src: "signals" },
  // A visitor's menu; the session's roles arrive with the first signal.
  initial: "user",
  states: {
    user: {
      on: {
        "burger.admin": { target: "admin" },
        "burger.roles": { guard: "adminRoles", target: "admin" },
      },
    },
    admin: {
      on: {
        "burger.user": { target: "user" },
        "burger.roles": { guard: "memberRoles", target: "user" },
      },
    },
  },
});
