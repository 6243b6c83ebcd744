import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { type Page, type PageRequest, pagedListOf } from "../../src/machines/lib/paged-list.machine";
import {
  selectHasMore,
  selectIsEmpty,
  selectListStatus,
  selectRows,
  selectUnseen,
} from "../../src/machines/lib/paged-list.selectors";

interface Note {
  readonly id: number;
  readonly text: string;
}

const note = (id: number, text = `заметка ${id}`): Note => ({ id, text });
const newestFirst = (a: Note, b: Note) => b.id - a.id;

/** A list of notes from a server of `all` notes, two a page, newest first; every request is kept. */
function notes(all: Note[], { failFirst = false } = {}) {
  const requests: PageRequest<Note>[] = [];
  let failing = failFirst;
  const logic = pagedListOf<Note>(async (request) => {
    requests.push(request);
    if (failing) {
      failing = false;
      throw new Error("нет связи");
    }
    const sorted = [...all].sort(newestFirst);
    const start = request.after ? sorted.findIndex((n) => n.id < (request.after?.id ?? 0)) : 0;
    const rows = start < 0 ? [] : sorted.slice(start, start + 2);
    return { count: all.length, rows } satisfies Page<Note>;
  });
  const actor = createActor(logic, { input: { order: newestFirst } }).start();
  return { actor, requests, server: all };
}

describe("paged-list machine", () => {
  it("loads the first page, then the next one after the last row shown (a cursor), until none is left", async () => {
    const { actor, requests } = notes([note(1), note(2), note(3)]);
    await waitFor(actor, (s) => selectListStatus(s) === "ready");
    expect(selectRows(actor.getSnapshot()).map((n) => n.text)).toEqual(["заметка 3", "заметка 2"]);
    expect(selectHasMore(actor.getSnapshot())).toBe(true);
    actor.send({ type: "list.more" });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    expect(selectRows(actor.getSnapshot()).map((n) => n.id)).toEqual([3, 2, 1]);
    expect(requests.map((r) => [r.page, r.after?.id ?? null])).toEqual([
      [1, null],
      [2, 2],
    ]);
    expect(selectHasMore(actor.getSnapshot())).toBe(false);
    actor.send({ type: "list.more" });
    expect(actor.getSnapshot().matches({ ready: "idle" })).toBe(true);
  });

  it("keeps a row that came live while the first page loaded, and shows the empty state of an empty list", async () => {
    const { actor } = notes([]);
    actor.send({ type: "list.upsert", row: note(7, "живая") });
    await waitFor(actor, (s) => selectListStatus(s) === "ready");
    expect(selectRows(actor.getSnapshot())).toEqual([note(7, "живая")]);
    expect(selectIsEmpty(actor.getSnapshot())).toBe(false);
    actor.send({ type: "list.remove", id: 7 });
    expect(selectIsEmpty(actor.getSnapshot())).toBe(true);
  });

  it("shows a failed first page, and loads it on list.refresh", async () => {
    const { actor } = notes([note(1)], { failFirst: true });
    await waitFor(actor, (s) => selectListStatus(s) === "failed");
    expect(actor.getSnapshot().context.problem?.message).toBeTruthy();
    actor.send({ type: "list.refresh" });
    await waitFor(actor, (s) => selectListStatus(s) === "ready");
    expect(selectRows(actor.getSnapshot())).toEqual([note(1)]);
  });

  it("starts again from the first page on a resync: rows deleted meanwhile are gone", async () => {
    const { actor, server } = notes([note(1), note(2)]);
    await waitFor(actor, (s) => selectListStatus(s) === "ready");
    server.splice(0, 2, note(3));
    actor.send({ type: "list.resync" });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    expect(selectRows(actor.getSnapshot())).toEqual([note(3)]);
  });

  it("reloads the first page in place: the old rows stay shown until it comes, then only its rows", async () => {
    const { actor, server } = notes([note(1), note(2)]);
    await waitFor(actor, (s) => selectListStatus(s) === "ready");
    server.splice(0, 2, note(1), note(4)); // 2 went elsewhere, 4 came, while nobody was listening
    actor.send({ type: "list.reload" });
    expect(actor.getSnapshot().matches({ ready: "reloading" })).toBe(true);
    expect(selectRows(actor.getSnapshot())).toEqual([note(2), note(1)]);
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    expect(selectRows(actor.getSnapshot())).toEqual([note(4), note(1)]);
  });

  it("counts rows announced and not shown (each once, none already shown) until a first page brings them", async () => {
    const { actor, server } = notes([note(1), note(2)]);
    await waitFor(actor, (s) => selectListStatus(s) === "ready");
    server.push(note(3), note(4));
    actor.send({ type: "list.news", id: 3 });
    actor.send({ type: "list.news", id: 3 }); // told twice (two tabs): one new row
    actor.send({ type: "list.news", id: 2 }); // shown already
    actor.send({ type: "list.news", id: 4 });
    expect(selectUnseen(actor.getSnapshot())).toBe(2);
    // Nothing moves under the reader until they ask.
    expect(selectRows(actor.getSnapshot()).map((n) => n.id)).toEqual([2, 1]);
    actor.send({ type: "list.reload" });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    expect(selectRows(actor.getSnapshot()).map((n) => n.id)).toEqual([4, 3]);
    expect(selectUnseen(actor.getSnapshot())).toBe(0);
  });
});
