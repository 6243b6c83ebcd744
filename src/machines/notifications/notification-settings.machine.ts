import { assign, fromPromise, setup } from "xstate";
import type {
  NotificationSetting,
  NotificationSettings,
  NotificationType,
} from "../../api/schema/notification";
import { type Problem, toProblem } from "../lib/problem";

/** A change of one type's choice, as the settings page makes it. */
export interface SettingChange {
  readonly notificationType: NotificationType;
  readonly change: Partial<NotificationSetting>;
}

export type SettingsEvent =
  /** A switch moved: shown at once, saved in the background. */
  | ({ type: "settings.change" } & SettingChange)
  /** Ask again after a failed first load. */
  | { type: "settings.retry" };

export interface SettingsContext {
  /** What the page shows: the last saved choices with the change being saved. Null before the first load. */
  readonly settings: NotificationSettings | null;
  /** The choices as the server last confirmed them: what a failed save goes back to. */
  readonly saved: NotificationSettings | null;
  /** The changes to save, in order: the first is being saved. */
  readonly queue: ReadonlyArray<SettingChange>;
  /** Why the last load or save failed; null once one succeeds. */
  readonly problem: Problem | null;
}

const withChange = (settings: NotificationSettings, { notificationType, change }: SettingChange) => ({
  ...settings,
  [notificationType]: { ...settings[notificationType], ...change },
});

/** The first in line is saved: what the server confirmed, with the changes still waiting on top. */
function confirmed(context: SettingsContext, output: NotificationSettings) {
  const rest = context.queue.slice(1);
  return { settings: rest.reduce(withChange, output), saved: output, queue: rest };
}

/**
 * The member's notification settings on the settings page: `loading` → `ready` | `failed`; in `ready`, a
 * change is shown at once and saved (`ready.saving`), one request at a time in the order made (a change
 * while one is saved waits its turn: none is lost, none overtakes another). Once all are saved the
 * server's answer is what is shown; a failed save drops the changes still waiting and goes back to the
 * last saved choices, with the problem.
 */
export const notificationSettingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
  },
  guards: {
    moreQueued: ({ context }) => context.queue.length > 1,
  },
  actions: {
    /** Shows the change at once and puts it in line to be saved. */
    queueChange: assign({
      settings: ({ context, event }) =>
        context.settings && event.type === "settings.change"
          ? withChange(context.settings, event)
          : context.settings,
      queue: ({ context, event }) =>
        event.type === "settings.change"
          ? [...context.queue, { notificationType: event.notificationType, change: event.change }]
          : context.queue,
      problem: null,
    }),
  },
  actors: {
    load: fromPromise<NotificationSettings>(() => {
      throw new Error("notificationSettingsMachine: provide the `load` actor");
    }),
    save: fromPromise<NotificationSettings, SettingChange>(() => {
      throw new Error("notificationSettingsMachine: provide the `save` actor");
    }),
  },
}).createMachine({
  id: "notificationSettings",
  context: { settings: null, saved: null, queue: [], problem: null },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "load",
        src: "load",
        onDone: {
          target: "ready",
          actions: assign({ settings: ({ event }) => event.output, saved: ({ event }) => event.output }),
        },
        onError: { target: "failed", actions: assign({ problem: ({ event }) => toProblem(event.error) }) },
      },
    },
    failed: {
      on: { "settings.retry": { target: "loading", actions: assign({ problem: null }) } },
    },
    ready: {
      initial: "idle",
      states: {
        idle: { on: { "settings.change": { target: "saving", actions: "queueChange" } } },
        saving: {
          on: { "settings.change": { actions: "queueChange" } },
          invoke: {
            id: "save",
            src: "save",
            input: ({ context }) => context.queue[0] as SettingChange,
            onDone: [
              // More waiting: the next one, as the first was.
              {
                guard: "moreQueued",
                target: "saving",
                reenter: true,
                actions: assign(({ context, event }) => confirmed(context, event.output)),
              },
              { target: "idle", actions: assign(({ context, event }) => confirmed(context, event.output)) },
            ],
            onError: {
              target: "idle",
              actions: assign({
                settings: ({ context }) => context.saved,
                queue: [],
                problem: ({ event }) => toProblem(event.error),
              }),
            },
          },
        },
      },
    },
  },
});
