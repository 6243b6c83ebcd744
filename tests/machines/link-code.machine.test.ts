import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { ApiError } from "../../src/api/errors";
import { linkCodeMachine } from "../../src/machines/session/link-code.machine";

const code = "a".repeat(43);
const offline = () => new ApiError(0, { error: { code: "INTERNAL", message: "Нет связи с сервером" } });

describe("link code machine", () => {
  it("a link whose use is lost on the way can be tried again: checked, then used", async () => {
    let uses = 0;
    const link = createActor(
      linkCodeMachine.provide({
        actors: {
          check: fromPromise(async (): Promise<{ valid: boolean }> => ({ valid: true })),
          use: fromPromise(async (): Promise<unknown> => {
            uses++;
            if (uses === 1) throw offline();
            return { id: 7 };
          }),
        },
      }),
      { input: { code, autoUse: true } },
    ).start();
    await waitFor(link, (s) => s.matches("failed"));
    expect(link.getSnapshot().context.problem?.message).toBe("Нет связи с сервером");
    link.send({ type: "link.retry" });
    expect(link.getSnapshot().value).toBe("checking");
    expect(link.getSnapshot().context.problem).toBeNull();
    await waitFor(link, (s) => s.matches("done"));
    expect(uses).toBe(2);
    expect(link.getSnapshot().context.result).toEqual({ id: 7 });
  });
});
