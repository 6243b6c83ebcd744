import { type ActorRefFrom, assign, enqueueActions, fromPromise, setup } from "xstate";
import type { Publication, PublicationStatus, PublicationType } from "../../api/schema/publication";
import { failure, type Problem, toProblem } from "../lib/problem";
import { type LeftOutFile, leftOutAttachments, previewFault } from "./publication-files";

/** What the author writes: the form's fields (the text as the editor's document JSON). */
export interface EditorFields {
  readonly type: PublicationType;
  readonly title: string;
  readonly text: string;
  readonly rubricId: number;
}

/** Files picked for the next save: a new preview, attachments to add. */
export interface EditorFiles {
  readonly preview: Blob | null;
  readonly attachments: ReadonlyArray<Blob>;
}

/** How a save leaves the publication: a draft, published now, scheduled for a time, hidden. */
export type SaveAs =
  | { readonly publish: "draft" | "now" | "hidden" }
  | { readonly publish: "scheduled"; readonly at: string };

/** What `save` is asked to send. */
export interface SaveRequest {
  readonly id: number | null;
  readonly version: number;
  readonly fields: EditorFields;
  readonly files: EditorFiles;
  readonly as: SaveAs;
  /** One key per new publication: a retried first save is not a second publication. */
  readonly idempotencyKey: string;
}

export type EditorEvent =
  /** The author changed something (the draft is saved a moment after they stop). */
  | { type: "editor.change"; fields: Partial<EditorFields> }
  /** Files picked (they go with the next save). */
  | { type: "editor.files"; files: Partial<EditorFiles> }
  /** Save now as a draft (Ctrl+S, the button). */
  | { type: "editor.saveDraft" }
  /** Publish now, at a time, or hide. */
  | { type: "editor.publish"; as: Exclude<SaveAs, { publish: "draft" }> }
  /** After a stale save: take the version saved elsewhere (what was typed here is lost). */
  | { type: "editor.reload" }
  /** The time picked to publish at (none: not picked). */
  | { type: "editor.pickTime"; at: string | null }
  /** Publish at the time picked. */
  | { type: "editor.schedule" }
  /**
   * The page's address says which publication is open (`?edit=`): a new one's editor whose publication
   * the first save created starts afresh, with `idempotencyKey`, when the address asks for a new one.
   */
  | { type: "editor.address"; edit: number | undefined; idempotencyKey: string };

/** What the editor tells the page. */
export type EditorEmitted =
  /** A save reached the server (the page's lists of drafts and publications are read again). */
  | { type: "editor.saved"; publication: Publication }
  /** A new one's first save: it has an id now (the page puts it in the address). */
  | { type: "editor.created"; id: number };

export interface EditorInput {
  /** The publication being edited, or null for a new one. */
  readonly publication: Publication | null;
  /** A new one's rubric (the section it was started from). */
  readonly rubricId: number;
  readonly idempotencyKey: string;
}

export interface EditorContext {
  readonly id: number | null;
  readonly version: number;
  readonly status: PublicationStatus | null;
  readonly fields: EditorFields;
  readonly files: EditorFiles;
  /** Changes made so far (a save knows which of them it carried). */
  readonly edits: number;
  /** The number of changes the last successful save carried: fewer than `edits` → unsaved changes. */
  readonly savedEdits: number;
  /** The number of changes the save under way carries. */
  readonly saving: number;
  /** Where the last save left it (the page says «Черновик сохранён», «Опубликовано» …). */
  readonly lastSaved: PublicationStatus | null;
  readonly problem: Problem | null;
  readonly idempotencyKey: string;
  /**
   * The form's file error (spec §5): picked files that break the rules, and the attachments left out
   * with them — the next save goes without them. Empty when every picked file may go.
   */
  readonly leftOut: {
    readonly preview: ReadonlyArray<LeftOutFile>;
    readonly attachments: ReadonlyArray<LeftOutFile>;
  };
  /** When to publish, as picked; null until picked. */
  readonly scheduleAt: string | null;
  /**
   * Grows each time the text is replaced from outside the editor (the other version taken, a new one
   * started afresh): the page's text field starts again from `fields.text` then.
   */
  readonly textRevision: number;
  /** A new one's rubric (the section it was started from), for starting afresh. */
  readonly newRubricId: number;
}

const noFiles: EditorFiles = { preview: null, attachments: [] };

/** The editor's fields of a saved publication. */
const fieldsOf = (p: Publication): EditorFields => ({
  type: p.type,
  title: p.title,
  text: JSON.stringify(p.text),
  rubricId: p.rubric.id,
});

/** A new publication's editor before anything is typed. */
const blank = (rubricId: number, idempotencyKey: string): EditorContext => ({
  id: null,
  version: 0,
  status: null,
  fields: { type: 1, title: "", text: emptyDoc, rubricId },
  files: noFiles,
  edits: 0,
  savedEdits: 0,
  saving: 0,
  lastSaved: null,
  problem: null,
  idempotencyKey,
  leftOut: { preview: [], attachments: [] },
  scheduleAt: null,
  textRevision: 0,
  newRubricId: rubricId,
});

/** Where a saved publication stands: its id, version and status. */
const takeSaved = (p: Publication) => ({ id: p.id, version: p.version, status: p.status });
const emptyDoc = JSON.stringify({ type: "doc", content: [{ type: "paragraph" }] });

/** How long after the last keystroke a draft is saved. */
export const draftDelayMs = 1500;

/** Publishing at the time picked (none picked: nothing happens). */
const scheduled = { guard: "timePicked", target: "publishing" } as const;

const unprovided = (name: string) => () => {
  throw new Error(
    `publicationEditorMachine: provide the \`${name}\` actor (src/machines/publications/publications.actors.ts)`,
  );
};

/**
 * The editor of one publication (issue 15): `clean` ⇄ `dirty` as the author types; a draft (never
 * published) is saved by itself {@link draftDelayMs} after the last change (`savingDraft`); `publishing`
 * publishes, schedules or hides it. A save refused as stale (the publication changed in another tab)
 * is `conflict` — nothing is overwritten — until the author takes the other version (`loading`). A failed
 * save keeps every change (`failed`, then back with the next change or save).
 */
export const publicationEditorMachine = setup({
  types: {
    context: {} as EditorContext,
    events: {} as EditorEvent,
    input: {} as EditorInput,
    emitted: {} as EditorEmitted,
  },
  actors: {
    save: fromPromise<Publication, SaveRequest>(unprovided("save")),
    load: fromPromise<Publication, { id: number }>(unprovided("load")),
  },
  actions: {
    /**
     * The server's answer is where the publication stands; the files it carried are its own now. The page
     * is told, and told of a new one's id at its first save.
     */
    saved: enqueueActions(({ context, enqueue }, saved: Publication) => {
      enqueue.assign({
        ...takeSaved(saved),
        lastSaved: saved.status,
        savedEdits: context.saving,
        files: context.edits === context.saving ? noFiles : context.files,
      });
      enqueue.emit({ type: "editor.saved", publication: saved });
      if (context.id === null) enqueue.emit({ type: "editor.created", id: saved.id });
    }),
    change: assign(({ context, event }) =>
      event.type === "editor.change"
        ? { fields: { ...context.fields, ...event.fields }, edits: context.edits + 1 }
        : {},
    ),
    pickFiles: assign(({ context, event }) => {
      if (event.type !== "editor.files") return {};
      const files = { ...context.files };
      const leftOut = { ...context.leftOut };
      if (event.files.preview !== undefined) {
        const { preview } = event.files;
        const fault = preview ? previewFault(preview) : null;
        files.preview = fault ? null : preview;
        leftOut.preview =
          preview && fault ? [{ name: (preview as { name?: string }).name ?? "", fault }] : [];
      }
      if (event.files.attachments !== undefined) {
        leftOut.attachments = leftOutAttachments(event.files.attachments);
        // A file error skips every attachment (§5): the publication is saved without them.
        files.attachments = leftOut.attachments.length > 0 ? [] : event.files.attachments;
      }
      return { files, leftOut, edits: context.edits + 1 };
    }),
  },
  guards: {
    /** Drafts save themselves; a published one's changes wait for «Сохранить». */
    autosaves: ({ context }) => context.status === null || context.status === "draft",
    /** The failed save's error (handed in as params) says another tab saved first. */
    stale: (_, params: { error: unknown }) => toProblem(params.error).reason === "stale",
    /** Changes were made while the save was on its way. */
    changedMeanwhile: ({ context }) => context.edits > context.savedEdits,
    /** A time to publish at is picked. */
    timePicked: ({ context }) => context.scheduleAt !== null,
    /** The address asks for a new publication while this editor's was created already. */
    newAsked: ({ context, event }) =>
      event.type === "editor.address" && event.edit === undefined && context.id !== null,
  },
}).createMachine({
  id: "publicationEditor",
  context: ({ input }) => {
    const p = input.publication;
    return {
      ...blank(input.rubricId, input.idempotencyKey),
      id: p?.id ?? null,
      version: p?.version ?? 0,
      status: p?.status ?? null,
      fields: p ? fieldsOf(p) : blank(input.rubricId, input.idempotencyKey).fields,
    };
  },
  initial: "clean",
  on: {
    // Each change starts the draft's delay again: it is saved once the author pauses.
    "editor.change": { target: ".dirty", reenter: true, actions: "change" },
    "editor.files": { target: ".dirty", reenter: true, actions: "pickFiles" },
    "editor.pickTime": { actions: assign({ scheduleAt: ({ event }) => event.at }) },
    // Asked for a new one: whatever this editor was doing, it starts afresh (its publication is saved).
    "editor.address": {
      guard: "newAsked",
      target: ".clean",
      actions: assign(({ context, event }) => ({
        ...blank(context.newRubricId, event.idempotencyKey),
        textRevision: context.textRevision + 1,
      })),
    },
  },
  states: {
    clean: {
      on: { "editor.publish": "publishing", "editor.saveDraft": "savingDraft", "editor.schedule": scheduled },
    },
    dirty: {
      after: { [draftDelayMs]: { guard: "autosaves", target: "savingDraft" } },
      on: { "editor.publish": "publishing", "editor.saveDraft": "savingDraft", "editor.schedule": scheduled },
    },
    savingDraft: {
      entry: assign(({ context }) => ({ problem: null, saving: context.edits })),
      // Typing goes on while a draft is saved: kept, and saved by the next round.
      on: {
        "editor.change": { actions: "change" },
        "editor.files": { actions: "pickFiles" },
      },
      invoke: {
        src: "save",
        input: ({ context }) => ({
          id: context.id,
          version: context.version,
          fields: context.fields,
          files: context.files,
          as: { publish: context.status === "hidden" ? "hidden" : "draft" } as SaveAs,
          idempotencyKey: context.idempotencyKey,
        }),
        onDone: { target: "settled", actions: { type: "saved", params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: "stale", params: failure },
            target: "conflict",
            actions: assign(({ event }) => ({ problem: toProblem(event.error) })),
          },
          { target: "failed", actions: assign(({ event }) => ({ problem: toProblem(event.error) })) },
        ],
      },
    },
    publishing: {
      entry: assign(({ context }) => ({ problem: null, saving: context.edits })),
      invoke: {
        src: "save",
        input: ({ context, event }) => ({
          id: context.id,
          version: context.version,
          fields: context.fields,
          files: context.files,
          as:
            event.type === "editor.publish"
              ? event.as
              : event.type === "editor.schedule" && context.scheduleAt !== null
                ? { publish: "scheduled", at: context.scheduleAt }
                : ({ publish: "now" } as SaveAs),
          idempotencyKey: context.idempotencyKey,
        }),
        onDone: { target: "settled", actions: { type: "saved", params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: "stale", params: failure },
            target: "conflict",
            actions: assign(({ event }) => ({ problem: toProblem(event.error) })),
          },
          { target: "failed", actions: assign(({ event }) => ({ problem: toProblem(event.error) })) },
        ],
      },
    },
    /** A save came back: clean, or dirty again if the author typed meanwhile. */
    settled: { always: [{ guard: "changedMeanwhile", target: "dirty" }, { target: "clean" }] },
    failed: {
      on: { "editor.publish": "publishing", "editor.saveDraft": "savingDraft", "editor.schedule": scheduled },
    },
    conflict: {
      on: {
        "editor.reload": "loading",
        // What was typed stays on screen to copy; nothing is saved over the other version.
        "editor.change": { actions: "change" },
        "editor.files": { actions: "pickFiles" },
      },
    },
    loading: {
      // The form waits for the other version; nothing typed now would survive it.
      on: { "editor.change": {}, "editor.files": {} },
      invoke: {
        src: "load",
        input: ({ context }) => ({ id: context.id ?? 0 }),
        onDone: {
          target: "clean",
          actions: assign(({ context, event }) => ({
            ...takeSaved(event.output),
            fields: fieldsOf(event.output),
            files: noFiles,
            savedEdits: context.edits,
            problem: null,
            textRevision: context.textRevision + 1,
          })),
        },
        onError: {
          target: "conflict",
          actions: assign(({ event }) => ({ problem: toProblem(event.error) })),
        },
      },
    },
  },
});

export type PublicationEditorActor = ActorRefFrom<typeof publicationEditorMachine>;
