import { assertEvent, assign, setup } from "xstate";

/** How long a finished toast stays on screen when nobody touches it (spec §9 gives no figure). */
export const defaultToastLifeMs = 5_000;

export type UploadToastEvent =
  /** The upload reported how far it got: percent of the bytes sent, any number (clamped, rounded). */
  | { type: "upload.progress"; progress: number }
  /** The server accepted the upload; `detail` says what became of it ("Файл отправлен"). */
  | { type: "upload.succeed"; detail: string }
  /** The upload failed; `detail` is the Russian reason shown to the member. */
  | { type: "upload.fail"; detail: string }
  /** The member closed the toast (its close button). */
  | { type: "toast.close" }
  /** The member asked to send the failed upload again (only when the owner can retry). */
  | { type: "toast.retry" }
  /** The pointer rests on the toast: its life stops running until `toast.release`. */
  | { type: "toast.hold" }
  | { type: "toast.release" };

export interface UploadToastInput {
  /** The heading (the file's name, "Голосовое сообщение" …). */
  readonly summary: string;
  /** Milliseconds a finished toast lives; {@link defaultToastLifeMs} when absent. */
  readonly life?: number;
  /** Whether the member may close it; true when absent. */
  readonly closable?: boolean;
  /** Whether the owner can send the upload again after a failure (it provides the `retry` action). */
  readonly retryable?: boolean;
}

/** The toast message of spec §3 (severity and status follow from the machine's state). */
export interface UploadToastContext {
  readonly summary: string;
  /** The success or error message; empty while pending. */
  readonly detail: string;
  /** Whole percent, 0–100, never going back within one attempt. */
  readonly progress: number;
  readonly life: number;
  readonly closable: boolean;
  readonly retryable: boolean;
  /**
   * Whether the pointer rests on the toast now. Kept while the upload runs, so that a toast the member is
   * already pointing at when the upload finishes (or retries) starts `held`, not living out its time
   * under the pointer.
   */
  readonly pointerOn: boolean;
}

const clampPercent = (value: number) =>
  Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;

/**
 * The upload-progress toast of spec §4: `pending` shows a progress bar and '{progress}% Загружено';
 * `success` or `error` shows the detail message; it ends in `closed` by the member's action or after its
 * life. The life runs only once the upload has finished (an upload in progress never vanishes) and stops
 * while the pointer rests on the toast (`held`), restarting in full when it leaves. A toast finishing
 * under the pointer starts `held` (the pointer's place is remembered from `pending` on).
 *
 * The toast does not upload anything: its owner (the sender of a message) feeds it `upload.*` events.
 * `retry` is that owner's action, provided with .provide(), run when the member asks for another try.
 */
export const uploadToastMachine = setup({
  types: {
    context: {} as UploadToastContext,
    events: {} as UploadToastEvent,
    input: {} as UploadToastInput,
  },
  actions: {
    retry: () => {},
    finishWell: assign(({ event }) => {
      assertEvent(event, "upload.succeed");
      return { progress: 100, detail: event.detail };
    }),
    finishBadly: assign(({ event }) => {
      assertEvent(event, "upload.fail");
      return { detail: event.detail };
    }),
    pointerEnters: assign({ pointerOn: true }),
    pointerLeaves: assign({ pointerOn: false }),
  },
  guards: {
    closable: ({ context }) => context.closable,
    retryable: ({ context }) => context.retryable,
    pointerOn: ({ context }) => context.pointerOn,
  },
  delays: {
    life: ({ context }) => context.life,
  },
}).createMachine({
  id: "uploadToast",
  context: ({ input }) => ({
    summary: input.summary,
    detail: "",
    progress: 0,
    life: input.life ?? defaultToastLifeMs,
    closable: input.closable ?? true,
    retryable: input.retryable ?? false,
    pointerOn: false,
  }),
  initial: "pending",
  on: {
    "toast.close": { guard: "closable", target: ".closed" },
  },
  states: {
    pending: {
      on: {
        "upload.progress": {
          actions: assign({
            progress: ({ context, event }) => Math.max(context.progress, clampPercent(event.progress)),
          }),
        },
        "upload.succeed": [
          { guard: "pointerOn", target: "success.held", actions: "finishWell" },
          { target: "success", actions: "finishWell" },
        ],
        "upload.fail": [
          { guard: "pointerOn", target: "error.held", actions: "finishBadly" },
          { target: "error", actions: "finishBadly" },
        ],
        "toast.hold": { actions: "pointerEnters" },
        "toast.release": { actions: "pointerLeaves" },
      },
    },
    success: {
      initial: "living",
      states: {
        living: {
          after: { life: "#uploadToast.closed" },
          on: { "toast.hold": { target: "held", actions: "pointerEnters" } },
        },
        held: { on: { "toast.release": { target: "living", actions: "pointerLeaves" } } },
      },
    },
    error: {
      initial: "living",
      on: {
        "toast.retry": {
          guard: "retryable",
          target: "pending",
          actions: [assign({ progress: 0, detail: "" }), "retry"],
        },
      },
      states: {
        living: {
          after: { life: "#uploadToast.closed" },
          on: { "toast.hold": { target: "held", actions: "pointerEnters" } },
        },
        held: { on: { "toast.release": { target: "living", actions: "pointerLeaves" } } },
      },
    },
    closed: { type: "final" },
  },
});
