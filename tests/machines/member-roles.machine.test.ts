import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { ApiError } from "../../src/api/errors";
import { memberRolesMachine } from "../../src/machines/people/member-roles.machine";

const card = (roles: number[]) => ({
  id: 5,
  name: "Борис",
  avatar: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  roles: roles.map((id) => ({ id, name: String(id) })),
});

function start(roles: number[], answer: (input: { roleId: number; grant: boolean }) => Promise<number[]>) {
  const asked: Array<{ roleId: number; grant: boolean }> = [];
  const actor = createActor(
    memberRolesMachine.provide({
      actors: {
        change: fromPromise(async ({ input }) => {
          asked.push({ roleId: input.roleId, grant: input.grant });
          return card(await answer(input));
        }),
      },
    }),
    { input: { userId: 5, roles } },
  ).start();
  return { actor, asked };
}

describe("member roles machine", () => {
  it("gives a role the member lacks and takes one they have; the server's card says what stands", async () => {
    let now = [2];
    const { actor, asked } = start([2], async ({ roleId, grant }) => {
      now = grant ? [...now, roleId] : now.filter((id) => id !== roleId);
      return now;
    });
    // The page is told each change that stood (its toast).
    const told: Array<{ roleId: number; granted: boolean; roles: number[] }> = [];
    actor.on("roles.changed", ({ roleId, granted, member }) =>
      told.push({ roleId, granted, roles: member.roles.map((r) => r.id) }),
    );
    actor.send({ type: "roles.toggle", roleId: 1 });
    expect(actor.getSnapshot().context.pending).toBe(1);
    await waitFor(actor, (s) => s.matches("settled"));
    expect(actor.getSnapshot().context.roles).toEqual([2, 1]);
    actor.send({ type: "roles.toggle", roleId: 1 });
    await waitFor(actor, (s) => s.matches("settled") && s.context.roles.length === 1);
    expect(asked).toEqual([
      { roleId: 1, grant: true },
      { roleId: 1, grant: false },
    ]);
    expect(told).toEqual([
      { roleId: 1, granted: true, roles: [2, 1] },
      { roleId: 1, granted: false, roles: [2] },
    ]);
  });

  it("a refusal keeps the roles and says why; a second change waits for the first", async () => {
    const refusal = new ApiError(409, {
      error: { code: "CONFLICT", message: "Это последний администратор" },
    });
    const { actor, asked } = start([1, 2], () => Promise.reject(refusal));
    let told = 0;
    actor.on("roles.changed", () => told++);
    actor.send({ type: "roles.toggle", roleId: 1 });
    actor.send({ type: "roles.toggle", roleId: 3 }); // ignored while saving
    const settled = await waitFor(actor, (s) => s.matches("settled"));
    expect(settled.context.roles).toEqual([1, 2]);
    expect(settled.context.problem?.message).toBe("Это последний администратор");
    expect(asked).toHaveLength(1);
    expect(told).toBe(0); // nothing changed, nothing to tell
  });
});
