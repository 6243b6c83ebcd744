import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { ApiError } from "../../src/api/errors";
import type { Publication } from "../../src/api/schema/publication";
import {
  draftDelayMs,
  publicationEditorMachine,
  type SaveRequest,
} from "../../src/machines/publications/publication-editor.machine";
import {
  selectEditorStage,
  selectScheduleAt,
  selectTextRevision,
} from "../../src/machines/publications/publication-editor.selectors";

const stale = () =>
  new ApiError(
    409,
    { error: { code: "CONFLICT", message: "Публикацию изменили", details: { reason: "stale" } } },
    "stale",
  );

const author = { id: 1, name: "Анна", avatar: null, roles: [], createdAt: "2026-11-01T00:00:00.000Z" };

/** What the server answers to a save: the publication as saved, version + 1. */
function answer(request: SaveRequest, id = 7): Publication {
  const status = {
    draft: "draft",
    now: "published",
    scheduled: "scheduled",
    hidden: "hidden",
  }[request.as.publish] as Publication["status"];
  return {
    id: request.id ?? id,
    author,
    type: request.fields.type,
    title: request.fields.title,
    text: JSON.parse(request.fields.text),
    preview: null,
    rubric: { id: request.fields.rubricId, path: "news", name: "Новости" },
    status,
    publishedAt: null,
    createdAt: "2026-11-26T10:00:00.000Z",
    updatedAt: "2026-11-26T10:00:00.000Z",
    version: request.version + 1,
    attachments: [],
    counters: { views: 0, reactions: 0, comments: 0 },
  };
}

function start(
  save: (request: SaveRequest) => Promise<Publication>,
  load?: () => Promise<Publication>,
  publication: Publication | null = null,
) {
  const clock = new SimulatedClock();
  const sent: SaveRequest[] = [];
  const actor = createActor(
    publicationEditorMachine.provide({
      actors: {
        save: fromPromise(async ({ input }) => {
          sent.push(input);
          return save(input);
        }),
        load: fromPromise(async () => {
          if (!load) throw new Error("no load");
          return load();
        }),
      },
    }),
    { input: { publication, rubricId: 1, idempotencyKey: "key-1" }, clock },
  ).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, clock, sent, settle };
}

describe("publication editor machine", () => {
  it("saves a new draft once the author pauses, with one key; later changes edit that draft by version", async () => {
    const { actor, clock, sent, settle } = start(async (request) => answer(request));
    actor.send({ type: "editor.change", fields: { title: "Черно" } });
    clock.increment(draftDelayMs - 1);
    actor.send({ type: "editor.change", fields: { title: "Черновик" } });
    clock.increment(draftDelayMs - 1);
    expect(sent).toEqual([]); // each change starts the delay again
    clock.increment(1);
    expect(selectEditorStage(actor.getSnapshot())).toBe("savingDraft");
    await settle();
    expect(sent[0]).toMatchObject({ id: null, as: { publish: "draft" }, idempotencyKey: "key-1" });
    expect(sent[0]?.fields.title).toBe("Черновик");
    expect(actor.getSnapshot().context).toMatchObject({ id: 7, version: 1, lastSaved: "draft" });
    expect(selectEditorStage(actor.getSnapshot())).toBe("clean");

    actor.send({ type: "editor.change", fields: { title: "Черновик 2" } });
    clock.increment(draftDelayMs);
    await settle();
    expect(sent[1]).toMatchObject({ id: 7, version: 1 });
  });

  it("a change made while a draft is saved is not lost: it is saved by the next round", async () => {
    let release: () => void = () => {};
    const { actor, clock, sent, settle } = start(
      (request) =>
        new Promise((resolve) => {
          release = () => resolve(answer(request));
        }),
    );
    actor.send({ type: "editor.change", fields: { title: "Первое" } });
    clock.increment(draftDelayMs);
    actor.send({ type: "editor.change", fields: { title: "Второе" } });
    release();
    await settle();
    expect(selectEditorStage(actor.getSnapshot())).toBe("dirty");
    clock.increment(draftDelayMs);
    release();
    await settle();
    expect(sent.map((request) => request.fields.title)).toEqual(["Первое", "Второе"]);
    expect(selectEditorStage(actor.getSnapshot())).toBe("clean");
  });

  it("publishes; a published one's changes wait for an explicit save", async () => {
    const { actor, clock, sent, settle } = start(async (request) => answer(request));
    actor.send({ type: "editor.change", fields: { title: "Статья" } });
    actor.send({ type: "editor.publish", as: { publish: "now" } });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ status: "published", lastSaved: "published" });
    actor.send({ type: "editor.change", fields: { title: "Статья, исправлено" } });
    clock.increment(draftDelayMs * 10);
    expect(sent).toHaveLength(1);
    expect(selectEditorStage(actor.getSnapshot())).toBe("dirty");
  });

  it("a stale save overwrites nothing; taking the other version brings its fields", async () => {
    const other = answer({
      id: 7,
      version: 4,
      fields: {
        type: 1,
        title: "Из другой вкладки",
        text: '{"type":"doc","content":[{"type":"paragraph"}]}',
        rubricId: 2,
      },
      files: { preview: null, attachments: [] },
      as: { publish: "draft" },
      idempotencyKey: "k",
    });
    const { actor, settle } = start(
      () => Promise.reject(stale()),
      async () => other,
    );
    actor.send({ type: "editor.change", fields: { title: "Моя правка" } });
    actor.send({ type: "editor.saveDraft" });
    await settle();
    expect(selectEditorStage(actor.getSnapshot())).toBe("conflict");
    expect(actor.getSnapshot().context.fields.title).toBe("Моя правка");
    actor.send({ type: "editor.reload" });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      version: 5,
      fields: { title: "Из другой вкладки", rubricId: 2 },
    });
    expect(selectEditorStage(actor.getSnapshot())).toBe("clean");
  });

  it("a failed save keeps the changes and the picked files; the next save carries them", async () => {
    let fail = true;
    const { actor, sent, settle } = start(async (request) => {
      if (fail) throw new ApiError(503, { error: { code: "INTERNAL", message: "Нет сети" } });
      return answer(request);
    });
    const preview = new Blob(["png"], { type: "image/png" });
    actor.send({ type: "editor.files", files: { preview } });
    actor.send({ type: "editor.publish", as: { publish: "now" } });
    await settle();
    expect(selectEditorStage(actor.getSnapshot())).toBe("failed");
    expect(actor.getSnapshot().context.problem?.message).toBe("Нет сети");
    fail = false;
    actor.send({ type: "editor.publish", as: { publish: "now" } });
    await settle();
    expect(sent[1]?.files.preview).toBe(preview);
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
    expect(actor.getSnapshot().context.files.preview).toBeNull();
  });

  it("a picked file that breaks the rules is the form's file error: the save goes without any attachment (§5)", async () => {
    const { actor, sent, settle } = start(async (request) => answer(request));
    const photo = new File(["png"], "фото.png", { type: "image/png" });
    const program = new File(["MZ"], "программа.exe", { type: "application/x-msdownload" });
    actor.send({ type: "editor.files", files: { attachments: [photo, program] } });
    expect(actor.getSnapshot().context.leftOut.attachments).toEqual([
      { name: "фото.png", fault: null },
      { name: "программа.exe", fault: "type" },
    ]);
    actor.send({ type: "editor.publish", as: { publish: "now" } });
    await settle();
    expect(sent[0]?.files.attachments).toEqual([]);
    expect(selectEditorStage(actor.getSnapshot())).toBe("clean");
    // A preview picked later keeps the attachments' error; picking good files again clears it.
    actor.send({
      type: "editor.files",
      files: { preview: new File(["png"], "обложка.png", { type: "image/png" }) },
    });
    expect(actor.getSnapshot().context.leftOut.attachments).toHaveLength(2);
    actor.send({ type: "editor.files", files: { attachments: [photo] } });
    expect(actor.getSnapshot().context.leftOut).toEqual({ preview: [], attachments: [] });
    expect(actor.getSnapshot().context.files.attachments).toEqual([photo]);
  });

  /** A request's answer, or its failure, when the test says. */
  function held<T>() {
    let settle: { resolve: (value: T) => void; reject: (error: unknown) => void } = {
      resolve: () => {},
      reject: () => {},
    };
    const promise = new Promise<T>((resolve, reject) => {
      settle = { resolve, reject };
    });
    return {
      promise,
      resolve: (value: T) => settle.resolve(value),
      reject: (e: unknown) => settle.reject(e),
    };
  }

  const draft = (): Publication =>
    answer({
      id: 7,
      version: 2,
      fields: { type: 1, title: "Черновик", text: '{"type":"doc","content":[]}', rubricId: 1 },
      files: { preview: null, attachments: [] },
      as: { publish: "draft" },
      idempotencyKey: "k",
    });

  it("an opened draft is published, or saved, as it is", async () => {
    const { actor, sent, settle } = start(async (request) => answer(request), undefined, draft());
    expect(selectEditorStage(actor.getSnapshot())).toBe("clean");
    actor.send({ type: "editor.saveDraft" });
    expect(selectEditorStage(actor.getSnapshot())).toBe("savingDraft");
    await settle();
    actor.send({ type: "editor.publish", as: { publish: "now" } });
    expect(selectEditorStage(actor.getSnapshot())).toBe("publishing");
    await settle();
    expect(sent.map((request) => [request.id, request.version, request.as.publish])).toEqual([
      [7, 3, "draft"],
      [7, 4, "now"],
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ status: "published", version: 5 });
  });

  it("a draft's failed save says why; a file picked meanwhile goes with the next save", async () => {
    const first = held<Publication>();
    let calls = 0;
    const { actor, sent, settle } = start((request) =>
      ++calls === 1 ? first.promise : Promise.resolve(answer(request)),
    );
    actor.send({ type: "editor.change", fields: { title: "Черновик" } });
    actor.send({ type: "editor.saveDraft" });
    const preview = new Blob(["png"], { type: "image/png" });
    actor.send({ type: "editor.files", files: { preview } });
    expect(selectEditorStage(actor.getSnapshot())).toBe("savingDraft");
    first.reject(new ApiError(503, { error: { code: "INTERNAL", message: "Нет сети" } }));
    await settle();
    expect(selectEditorStage(actor.getSnapshot())).toBe("failed");
    expect(actor.getSnapshot().context.problem?.message).toBe("Нет сети");
    actor.send({ type: "editor.saveDraft" });
    await settle();
    expect(sent[1]?.files.preview).toBe(preview);
    expect(sent[1]?.fields.title).toBe("Черновик");
  });

  it("a stale publish is a conflict: typing stays on screen to copy, none while the other version loads; a failed load stays in conflict", async () => {
    const other = held<Publication>();
    const { actor, settle } = start(
      () => Promise.reject(stale()),
      () => other.promise,
      draft(),
    );
    actor.send({ type: "editor.publish", as: { publish: "now" } });
    await settle();
    expect(selectEditorStage(actor.getSnapshot())).toBe("conflict");
    actor.send({ type: "editor.change", fields: { title: "Моя правка" } });
    actor.send({ type: "editor.files", files: { preview: new Blob(["png"], { type: "image/png" }) } });
    expect(selectEditorStage(actor.getSnapshot())).toBe("conflict");
    expect(actor.getSnapshot().context.fields.title).toBe("Моя правка");
    actor.send({ type: "editor.reload" });
    actor.send({ type: "editor.change", fields: { title: "Потеряется" } });
    actor.send({ type: "editor.files", files: { preview: new Blob(["jpg"], { type: "image/jpeg" }) } });
    expect(selectEditorStage(actor.getSnapshot())).toBe("loading");
    expect(actor.getSnapshot().context.fields.title).toBe("Моя правка");
    other.reject(new ApiError(0, { error: { code: "INTERNAL", message: "Нет связи с сервером" } }));
    await settle();
    expect(selectEditorStage(actor.getSnapshot())).toBe("conflict");
    expect(actor.getSnapshot().context.problem?.message).toBe("Нет связи с сервером");
  });

  it("tells the page of each save that reached the server, and of a new one's id at its first save", async () => {
    const { actor, settle } = start(async (request) => answer(request));
    const told: string[] = [];
    actor.on("editor.saved", ({ publication }) =>
      told.push(`saved ${publication.id} v${publication.version}`),
    );
    actor.on("editor.created", ({ id }) => told.push(`created ${id}`));
    actor.send({ type: "editor.change", fields: { title: "Заметка" } });
    actor.send({ type: "editor.saveDraft" });
    await settle();
    actor.send({ type: "editor.publish", as: { publish: "now" } });
    await settle();
    expect(told).toEqual(["saved 7 v1", "created 7", "saved 7 v2"]);
  });

  it("schedules at the time picked, and only once one is picked", async () => {
    const { actor, sent, settle } = start(async (request) => answer(request));
    actor.send({ type: "editor.schedule" });
    expect(selectEditorStage(actor.getSnapshot())).toBe("clean");
    actor.send({ type: "editor.pickTime", at: "2027-03-09T12:00:00.000Z" });
    expect(selectScheduleAt(actor.getSnapshot())).toBe("2027-03-09T12:00:00.000Z");
    actor.send({ type: "editor.schedule" });
    await settle();
    expect(sent[0]?.as).toEqual({ publish: "scheduled", at: "2027-03-09T12:00:00.000Z" });
    expect(actor.getSnapshot().context.status).toBe("scheduled");
    // The time cleared: scheduling waits for a time again; a new time schedules the changes made.
    actor.send({ type: "editor.pickTime", at: null });
    actor.send({ type: "editor.schedule" });
    expect(selectEditorStage(actor.getSnapshot())).toBe("clean");
    expect(sent).toHaveLength(1);
    actor.send({ type: "editor.change", fields: { title: "Позже" } });
    actor.send({ type: "editor.pickTime", at: "2027-03-10T08:00:00.000Z" });
    actor.send({ type: "editor.schedule" });
    await settle();
    expect(sent[1]).toMatchObject({
      as: { publish: "scheduled", at: "2027-03-10T08:00:00.000Z" },
      fields: { title: "Позже" },
    });
  });

  it("a failed save may be scheduled next", async () => {
    let fail = true;
    const { actor, sent, settle } = start(async (request) => {
      if (fail) throw new ApiError(503, { error: { code: "INTERNAL", message: "Нет сети" } });
      return answer(request);
    });
    actor.send({ type: "editor.pickTime", at: "2027-03-09T12:00:00.000Z" });
    actor.send({ type: "editor.saveDraft" });
    await settle();
    expect(selectEditorStage(actor.getSnapshot())).toBe("failed");
    fail = false;
    actor.send({ type: "editor.schedule" });
    await settle();
    expect(sent[1]?.as.publish).toBe("scheduled");
  });

  it("the text field starts again when the other version replaces the text, not as the author types", async () => {
    const { actor, settle } = start(
      () => Promise.reject(stale()),
      async () => draft(),
      draft(),
    );
    const revision = () => selectTextRevision(actor.getSnapshot());
    actor.send({
      type: "editor.change",
      fields: { text: '{"type":"doc","content":[{"type":"paragraph"}]}' },
    });
    expect(revision()).toBe(0);
    actor.send({ type: "editor.saveDraft" });
    await settle();
    actor.send({ type: "editor.reload" });
    await settle();
    expect(revision()).toBe(1);
    expect(actor.getSnapshot().context.fields.text).toBe('{"type":"doc","content":[]}');
  });

  it("a new one's editor follows the address: its own id there changes nothing; a new one asked for starts it afresh", async () => {
    const { actor, sent, settle } = start(async (request) => answer(request));
    actor.send({ type: "editor.change", fields: { title: "Первая" } });
    actor.send({ type: "editor.saveDraft" });
    await settle();
    actor.send({ type: "editor.address", edit: 7, idempotencyKey: "key-2" });
    expect(actor.getSnapshot().context).toMatchObject({ id: 7, idempotencyKey: "key-1" });
    actor.send({ type: "editor.change", fields: { title: "Первая, дописано" } });
    actor.send({ type: "editor.address", edit: undefined, idempotencyKey: "key-2" });
    expect(selectEditorStage(actor.getSnapshot())).toBe("clean");
    expect(actor.getSnapshot().context).toMatchObject({
      id: null,
      version: 0,
      fields: { title: "", rubricId: 1 },
      idempotencyKey: "key-2",
      textRevision: 1,
    });
    actor.send({ type: "editor.change", fields: { title: "Вторая" } });
    actor.send({ type: "editor.saveDraft" });
    await settle();
    expect(sent.at(-1)).toMatchObject({ id: null, version: 0, idempotencyKey: "key-2" });
    // Before its first save, a new one's editor has nothing to start afresh from.
    const another = start(async (request) => answer(request));
    another.actor.send({ type: "editor.change", fields: { title: "Набросок" } });
    another.actor.send({ type: "editor.address", edit: undefined, idempotencyKey: "key-3" });
    expect(another.actor.getSnapshot().context.fields.title).toBe("Набросок");
  });
});
