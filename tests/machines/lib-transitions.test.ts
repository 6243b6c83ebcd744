// Transitions of the library machines that no other test took (tests/machines/untested-transitions.json):
// what a member meets when a list, a resource or a form fails or is asked again mid-way.
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { PublicationReactions } from "../../src/api/endpoints/publication-talk";
import { formOf } from "../../src/machines/lib/form.machine";
import { pagedListOf } from "../../src/machines/lib/paged-list.machine";
import { loadWith, resourceOf } from "../../src/machines/lib/resource.machine";
import { publicationReactionsMachine } from "../../src/machines/publications/publication-reactions.machine";

const offline = new Error("нет связи");

/** A call the test answers by hand, one answer per call. */
function answered<T>() {
  const waiting: Array<{ resolve: (value: T) => void; reject: (error: unknown) => void }> = [];
  return {
    call: () => new Promise<T>((resolve, reject) => waiting.push({ resolve, reject })),
    calls: () => waiting.length,
    resolve: (value: T) => waiting.shift()?.resolve(value),
    reject: (error: unknown = offline) => waiting.shift()?.reject(error),
  };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a paged list asked again while it loads or after it failed", () => {
  it("reload and resync while the first page loads ask again; from a failure they load it", async () => {
    const server = answered<{ count: number; rows: Array<{ id: number }> }>();
    const list = createActor(
      pagedListOf(() => server.call()),
      { input: {} },
    ).start();
    list.send({ type: "list.reload" });
    list.send({ type: "list.resync" });
    await settle();
    expect(server.calls()).toBe(3); // the first, and one for each ask
    server.reject();
    server.reject();
    server.reject();
    await waitFor(list, (s) => s.matches("failed"));
    list.send({ type: "list.reload" });
    expect(list.getSnapshot().matches("loading")).toBe(true);
    server.reject();
    await waitFor(list, (s) => s.matches("failed"));
    list.send({ type: "list.resync" });
    server.resolve({ count: 1, rows: [{ id: 1 }] });
    await waitFor(list, (s) => s.matches("ready"));
    // A reload that fails keeps what is shown.
    list.send({ type: "list.reload" });
    server.reject();
    await waitFor(list, (s) => s.matches({ ready: "idle" }) && s.context.problem !== null);
    expect(list.getSnapshot().context.rows).toEqual([{ id: 1 }]);
  });
});

describe("a resource that failed", () => {
  it("is read again on resource.reload", async () => {
    const server = answered<string>();
    const resource = createActor(resourceOf(loadWith(() => server.call())), {
      input: { params: {} },
    }).start();
    server.reject();
    await waitFor(resource, (s) => s.matches("failed"));
    resource.send({ type: "resource.reload" });
    expect(resource.getSnapshot().matches("loading")).toBe(true);
    server.resolve("данные");
    await waitFor(resource, (s) => s.matches("loaded"));
  });
});

describe("a form after its success", () => {
  it("goes back to an empty form on form.reset", async () => {
    const form = createActor(formOf(fromPromise(async () => "готово")), {
      input: { schema: Schema.Struct({ name: Schema.String }) },
    }).start();
    form.send({ type: "form.submit", values: { name: "Анна" } });
    await waitFor(form, (s) => s.matches("succeeded"));
    form.send({ type: "form.reset" });
    expect(form.getSnapshot().matches("editing")).toBe(true);
    expect(form.getSnapshot().context.result).toBeUndefined();
  });
});

describe("a publication's reactions when they cannot be read", () => {
  it("fail, are asked again, and a reload while loading asks again", async () => {
    const server = answered<PublicationReactions>();
    const reactions = createActor(
      publicationReactionsMachine.provide({
        actors: {
          load: fromPromise(() => server.call()),
          change: fromPromise(() => server.call()),
        },
      }),
      { input: { publicationId: 5 } },
    ).start();
    reactions.send({ type: "reactions.reload" });
    await settle();
    expect(server.calls()).toBe(2);
    server.reject();
    server.reject();
    await waitFor(reactions, (s) => s.matches("failed"));
    reactions.send({ type: "reactions.reload" });
    server.resolve({ publicationId: 5, reactions: [{ code: "heart", count: 1, mine: false }] });
    await waitFor(reactions, (s) => s.matches("ready"));
    expect(reactions.getSnapshot().context.reactions).toHaveLength(1);
  });
});
