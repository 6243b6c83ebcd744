import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { ApiError } from "../../src/api/errors";
import { toggleMachine } from "../../src/machines/lib/toggle.machine";

const notFound = () => new ApiError(404, { error: { code: "NOT_FOUND", message: "Сообщение не найдено" } });

function start(on: boolean, answer: (wanted: boolean) => Promise<boolean>) {
  const sent: boolean[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const actor = createActor(
    toggleMachine.provide({
      actors: {
        change: fromPromise(async ({ input }) => {
          sent.push(input.on);
          await gate;
          return answer(input.on);
        }),
      },
    }),
    { input: { on } },
  ).start();
  return { actor, sent, release };
}

describe("toggle machine (a bookmark)", () => {
  it("turns on, then off, each by the server's answer; presses while saving are ignored", async () => {
    const { actor, sent, release } = start(false, async (wanted) => wanted);
    expect(actor.getSnapshot().value).toBe("off");
    actor.send({ type: "toggle.flip" });
    actor.send({ type: "toggle.flip" }); // the button waits: not a second request
    expect(actor.getSnapshot().value).toBe("saving");
    release();
    await waitFor(actor, (s) => s.matches("on"));
    actor.send({ type: "toggle.flip" });
    await waitFor(actor, (s) => s.matches("off"));
    expect(sent).toEqual([true, false]);
  });

  it("a refused change stays where it was, with the server's reason, until the next press", async () => {
    const { actor, release } = start(true, () => Promise.reject(notFound()));
    release();
    actor.send({ type: "toggle.flip" });
    const settled = await waitFor(actor, (s) => !s.matches("saving"));
    expect(settled.value).toBe("on");
    expect(settled.context.problem?.message).toBe("Сообщение не найдено");
    actor.send({ type: "toggle.flip" });
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it("where it stands is what the server says, not what was asked", async () => {
    // Already removed elsewhere: the answer to "on" may still be off.
    const { actor, release } = start(false, async () => false);
    release();
    actor.send({ type: "toggle.flip" });
    expect((await waitFor(actor, (s) => !s.matches("saving"))).value).toBe("off");
  });
});
