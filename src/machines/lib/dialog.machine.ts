import { assign, emit, fromPromise, setup } from "xstate";
import { type Problem, toProblem } from "./problem";

/**
 * What a dialog shows: the fields of both dialog states of spec §3 (A: header, operation, object, data,
 * classContainer, background; B adds entity, layers, component, authorsSetting) plus the words of a
 * confirmation (text, confirm label). `visible` is not a field here: it is the machine's state.
 */
export interface DialogFields {
  readonly header: string;
  /** What confirming does ("deleteMessage"); handed to the `confirm` actor. */
  readonly operation: string;
  /** The kind of thing the dialog is about ("message", "post"). */
  readonly entity: string;
  /** The thing itself (the message to delete). */
  readonly object: unknown;
  /** Anything else the dialog's body or its operation needs. */
  readonly data: unknown;
  /** The body's message ("Удалить сообщение для всех?"). */
  readonly text: string;
  /** The confirm button's label ("Удалить"); empty for a dialog without an action. */
  readonly confirmLabel: string;
  /** Extra class of the dialog's container. */
  readonly classContainer: string;
  /** Background of the dialog (a colour or an image URL), empty for the theme's. */
  readonly background: string;
  /** Which layer of the page the dialog belongs to; 'features' by default (spec §3). */
  readonly layers: string;
  /** Name of the component the dialog body renders, empty for the plain text body. */
  readonly component: string;
  /** Settings of the authors' block of a publication dialog (spec §3 dialog state B). */
  readonly authorsSetting: unknown;
}

/** Every field as it is while no dialog is shown: what closing resets to. */
export const emptyDialog: DialogFields = {
  header: "",
  operation: "",
  entity: "",
  object: null,
  data: null,
  text: "",
  confirmLabel: "",
  classContainer: "",
  background: "",
  layers: "features",
  component: "",
  authorsSetting: null,
};

/** What the `confirm` actor receives: the operation and what it acts on. */
export interface DialogAction {
  readonly operation: string;
  readonly entity: string;
  readonly object: unknown;
  readonly data: unknown;
  /** What the member picked in a dialog that offers several answers (a chat to forward to); null otherwise. */
  readonly choice: unknown;
}

/**
 * What the dialog tells whoever opened it: its operation succeeded (with what the operation answered),
 * or it was closed without one. The page that asked then moves its own machines (the chat drops the
 * message, the friendship ends).
 */
export type DialogEmitted =
  | ({ type: "dialog.confirmed"; output: unknown } & DialogAction)
  | { type: "dialog.closed"; operation: string };

export type DialogEvent =
  /** Show a dialog (spec §4 "Dialogs": the show action); unnamed fields take their empty value. */
  | { type: "dialog.show"; dialog: Partial<DialogFields> }
  /** Close it (the close action, Escape, the cross, "Отмена"): every field is reset. */
  | { type: "dialog.close" }
  /** The confirm button (or a pick in a body that offers several answers): run the dialog's operation. */
  | { type: "dialog.confirm"; choice?: unknown };

export interface DialogContext extends DialogFields {
  /** Why the operation failed, shown in the dialog until the next try; null otherwise. */
  readonly problem: Problem | null;
  /** What the member picked with the confirm, handed to the operation; null until then. */
  readonly choice: unknown;
}

const closedContext: DialogContext = { ...emptyDialog, problem: null, choice: null };

/**
 * The dialogs of spec §3/§4: `closed` until shown, `open` with its fields, `confirming` while its
 * operation runs (the `confirm` actor, provided by the page: deleting a message, leaving a chat …).
 * Success closes it; failure keeps it open with the problem shown, so the member can try again or close.
 * Closing — from any state but `confirming`, whose call cannot be taken back — resets every field.
 * A `dialog.show` while one is open replaces it. It emits `dialog.confirmed` when the operation succeeded
 * and `dialog.closed` when it was closed without it, so that the page that asked can follow.
 *
 * Tags: `visible` while shown; `busy` while the operation runs.
 */
export const dialogMachine = setup({
  types: {
    context: {} as DialogContext,
    events: {} as DialogEvent,
    emitted: {} as DialogEmitted,
  },
  actors: {
    confirm: fromPromise<unknown, DialogAction>(() => {
      throw new Error("dialogMachine: provide the `confirm` actor");
    }),
  },
  actions: {
    fill: assign(({ event }) =>
      event.type === "dialog.show" ? { ...emptyDialog, ...event.dialog, problem: null, choice: null } : {},
    ),
    reset: assign(closedContext),
    tellClosed: emit(({ context }) => ({ type: "dialog.closed" as const, operation: context.operation })),
  },
}).createMachine({
  id: "dialog",
  context: closedContext,
  initial: "closed",
  states: {
    closed: {
      entry: "reset",
      on: { "dialog.show": { target: "open", actions: "fill" } },
    },
    open: {
      tags: ["visible"],
      on: {
        "dialog.show": { actions: "fill" },
        "dialog.close": { target: "closed", actions: "tellClosed" },
        "dialog.confirm": {
          target: "confirming",
          actions: assign({ problem: null, choice: ({ event }) => event.choice ?? null }),
        },
      },
    },
    confirming: {
      tags: ["visible", "busy"],
      invoke: {
        id: "confirm",
        src: "confirm",
        input: ({ context }) => ({
          operation: context.operation,
          entity: context.entity,
          object: context.object,
          data: context.data,
          choice: context.choice,
        }),
        onDone: {
          target: "closed",
          actions: emit(({ context, event }) => ({
            type: "dialog.confirmed" as const,
            operation: context.operation,
            entity: context.entity,
            object: context.object,
            data: context.data,
            choice: context.choice,
            output: event.output,
          })),
        },
        onError: { target: "open", actions: assign({ problem: ({ event }) => toProblem(event.error) }) },
      },
    },
  },
});
