import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { PublicationReactions } from "../../src/api/endpoints/publication-talk";
import { ApiError } from "../../src/api/errors";
import { publicationReactionsMachine } from "../../src/machines/publications/publication-reactions.machine";
import {
  selectReactions,
  selectReactionsTotal,
} from "../../src/machines/publications/publication-reactions.selectors";

const limited = () => new ApiError(429, { error: { code: "RATE_LIMITED", message: "Слишком часто" } });

function start(fail = false) {
  const asked: Array<{ code: string; give: boolean }> = [];
  let counts: PublicationReactions["reactions"] = [{ code: "heart", count: 2, mine: true }];
  const actor = createActor(
    publicationReactionsMachine.provide({
      actors: {
        load: fromPromise(
          async (): Promise<PublicationReactions> => ({ publicationId: 5, reactions: counts }),
        ),
        change: fromPromise(
          async ({
            input,
          }: {
            input: { id: number; code: string; give: boolean };
          }): Promise<PublicationReactions> => {
            asked.push({ code: input.code, give: input.give });
            if (fail) throw limited();
            counts = input.give
              ? [...counts, { code: input.code, count: 1, mine: true }]
              : counts.map((r) => (r.code === input.code ? { ...r, count: r.count - 1, mine: false } : r));
            return { publicationId: 5, reactions: counts };
          },
        ),
      },
    }),
    { input: { publicationId: 5 } },
  ).start();
  return {
    actor,
    asked,
    /** Another reader reacts on the server. */
    elsewhere: (code: string) => {
      counts = [...counts, { code, count: 1, mine: false }];
    },
  };
}

describe("publication reactions machine", () => {
  it("takes back the reader's own reaction and gives a new one; the server's counts are shown", async () => {
    const { actor, asked } = start();
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "reactions.toggle", code: "heart" });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "reactions.toggle", code: "fire" });
    const done = await waitFor(actor, (s) => s.matches("ready"));
    expect(asked).toEqual([
      { code: "heart", give: false },
      { code: "fire", give: true },
    ]);
    expect(done.context.reactions).toEqual([
      { code: "heart", count: 1, mine: false },
      { code: "fire", count: 1, mine: true },
    ]);
  });

  it("a refused press keeps the counts and says why", async () => {
    const { actor } = start(true);
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "reactions.toggle", code: "fire" });
    actor.send({ type: "reactions.toggle", code: "fire" }); // waits: one request
    const done = await waitFor(actor, (s) => s.matches("ready") && s.context.problem !== null);
    expect(done.context.reactions).toEqual([{ code: "heart", count: 2, mine: true }]);
    expect(done.context.problem?.message).toBe("Слишком часто");
  });

  it("reads them again when the socket tells of another reader's reaction", async () => {
    const { actor, elsewhere } = start();
    await waitFor(actor, (s) => s.matches("ready"));
    elsewhere("fire");
    actor.send({ type: "reactions.reload" });
    await waitFor(actor, (s) => s.matches("ready") && s.context.reactions?.length === 2);
    expect(selectReactions(actor.getSnapshot()).map((r) => r.code)).toEqual(["heart", "fire"]);
  });

  it("has no total before the server first answers; then it is the sum of the chips", async () => {
    const { actor } = start();
    expect(selectReactionsTotal(actor.getSnapshot())).toBeNull();
    expect(selectReactions(actor.getSnapshot())).toEqual([]);
    await waitFor(actor, (s) => s.matches("ready"));
    expect(selectReactionsTotal(actor.getSnapshot())).toBe(2);
    actor.send({ type: "reactions.toggle", code: "fire" });
    await waitFor(actor, (s) => s.matches("ready") && selectReactionsTotal(s) === 3);
  });
});
