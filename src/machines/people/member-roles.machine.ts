import { assign, emit, fromPromise, setup } from "xstate";
import type { PublicUser } from "../../api/schema/user";
import { type Problem, toProblem } from "../lib/problem";

export interface MemberRolesInput {
  readonly userId: number;
  /** The member's role ids as the list answered. */
  readonly roles: ReadonlyArray<number>;
}

export interface MemberRolesContext extends MemberRolesInput {
  /** The role being given or taken, while saving. */
  readonly pending: number | null;
  /** Why the last change failed (shown until the next one). */
  readonly problem: Problem | null;
}

export type MemberRolesEvent = { type: "roles.toggle"; roleId: number };

/** What the page is told once a change stood: the role, and whether it was given or taken. */
export interface MemberRolesChanged {
  readonly type: "roles.changed";
  readonly roleId: number;
  readonly granted: boolean;
  /** The member's card as the server answered it. */
  readonly member: PublicUser;
}

const unprovided = () => {
  throw new Error("memberRolesMachine: provide the `change` actor (src/machines/people/people.actors.ts)");
};

/**
 * A member's roles as an administrator changes them (spec §4 Role change): one role at a time is given
 * (if the member lacks it) or taken, `saving` until the server answers with the member's card, whose
 * roles then stand, and the page is told (`roles.changed`: its toast); a refusal (the last administrator,
 * an account gone) returns with the reason. The member hears of it live (the `role` event; their burger
 * menu switches). Whether a change is asked first (the administrator's rights are) is the page's.
 */
export const memberRolesMachine = setup({
  types: {
    context: {} as MemberRolesContext,
    events: {} as MemberRolesEvent,
    input: {} as MemberRolesInput,
    emitted: {} as MemberRolesChanged,
  },
  actors: {
    change: fromPromise<PublicUser, { userId: number; roleId: number; grant: boolean }>(unprovided),
  },
}).createMachine({
  id: "memberRoles",
  context: ({ input }) => ({ ...input, pending: null, problem: null }),
  initial: "settled",
  states: {
    settled: {
      on: {
        "roles.toggle": {
          target: "saving",
          actions: assign(({ event }) => ({ pending: event.roleId, problem: null })),
        },
      },
    },
    saving: {
      invoke: {
        src: "change",
        input: ({ context }) => ({
          userId: context.userId,
          roleId: context.pending ?? 0,
          grant: !context.roles.includes(context.pending ?? 0),
        }),
        onDone: {
          target: "settled",
          actions: [
            emit(({ context, event }) => ({
              type: "roles.changed" as const,
              roleId: context.pending ?? 0,
              granted: !context.roles.includes(context.pending ?? 0),
              member: event.output,
            })),
            assign(({ event }) => ({
              roles: event.output.roles.map((role) => role.id),
              pending: null,
            })),
          ],
        },
        onError: {
          target: "settled",
          actions: assign(({ event }) => ({ problem: toProblem(event.error), pending: null })),
        },
      },
    },
  },
});
