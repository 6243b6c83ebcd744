import { describe, expect, it } from "vitest";
import { createActor, type SnapshotFrom } from "xstate";
import { ApiError } from "../../src/api/errors";
import {
  defaultNotificationSetting,
  type NotificationSettings,
  notificationTypes,
} from "../../src/api/schema/notification";
import {
  notificationSettingsMachine,
  type SettingsEvent,
} from "../../src/machines/notifications/notification-settings.machine";
import { selectSettings } from "../../src/machines/notifications/notification-settings.selectors";
import { answerableCalls, type Driver, label, testModelOf, walkEveryEdge } from "./helpers/every-path";

type Snapshot = SnapshotFrom<typeof notificationSettingsMachine>;

const offline = new ApiError(0, { error: { code: "INTERNAL", message: "Нет связи с сервером" } });
const defaults = Object.fromEntries(
  notificationTypes.map((type) => [type, defaultNotificationSetting]),
) as NotificationSettings;
const quietReactions = { ...defaults, reaction: { ...defaults.reaction, sound: false } };

// The member's switches, and how the server answers.
const events = [
  { type: "settings.change", notificationType: "reaction", change: { sound: false } },
  { type: "settings.change", notificationType: "chat", change: { show: false } },
  { type: "settings.retry" },
  { type: "xstate.done.actor.load", output: defaults },
  { type: "xstate.error.actor.load", error: offline },
  { type: "xstate.done.actor.save", output: quietReactions },
  { type: "xstate.error.actor.save", error: offline },
] as unknown as SettingsEvent[];

const calls = answerableCalls(["load", "save"]);
const machine = notificationSettingsMachine.provide({
  actors: { load: calls.actors.load, save: calls.actors.save },
});

function driver(): Driver<Snapshot, SettingsEvent> {
  calls.reset();
  const actor = createActor(machine).start();
  let before = actor.getSnapshot();
  const saves = () => (calls.inputs.get("save") ?? []) as Array<{ notificationType: string }>;
  let changesMade: SettingsEvent[] = [];
  return {
    async send(event) {
      before = actor.getSnapshot();
      const type: string = event.type;
      if (type.startsWith("xstate.")) {
        // An answer comes only to a call that runs.
        const running = type.endsWith(".load")
          ? before.matches("loading")
          : before.matches({ ready: "saving" });
        if (running) await calls.answer(event);
      } else {
        if (event.type === "settings.change" && before.matches("ready"))
          changesMade = [...changesMade, event];
        actor.send(event);
        for (let i = 0; i < 10; i++) await Promise.resolve();
      }
    },
    check(model, event) {
      const now = actor.getSnapshot();
      expect(now.value).toEqual(model.value);
      expect(now.context).toEqual(model.context);
      // Saved one at a time, in the order made: each request is the change next in line.
      const started = saves();
      expect(started.length).toBeLessThanOrEqual(changesMade.length);
      started.forEach((input, i) => {
        const made = changesMade[i] as Extract<SettingsEvent, { type: "settings.change" }>;
        expect(input).toEqual({ notificationType: made.notificationType, change: made.change });
      });
      if (!event) return;
      // A switch moves at once.
      if (event.type === "settings.change" && before.matches("ready")) {
        const shown = selectSettings(now)?.[event.notificationType];
        expect(shown).toMatchObject(event.change);
      }
      // A failed save shows what the server last confirmed, and drops what waited.
      if ((event.type as string) === "xstate.error.actor.save" && before.matches({ ready: "saving" })) {
        expect(now.context.settings).toEqual(before.context.saved);
        expect(now.context.queue).toEqual([]);
        expect(now.context.problem).not.toBeNull();
      }
    },
  };
}

describe("notificationSettings machine, every shortest path", () => {
  const model = testModelOf(machine, {
    events,
    serializeState: (s) => JSON.stringify([s.value, s.context]),
    // Two changes waiting is as many as any path needs.
    filterEvents: (s, e) => e.type !== "settings.change" || s.context.queue.length < 2,
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it("reaches every state", () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(reached).toEqual(new Set(['"loading"', '"failed"', '{"ready":"idle"}', '{"ready":"saving"}']));
  });

  for (const path of paths) {
    const via = path.steps.slice(1).map((s) => label(s.event as never));
    it(`reaches ${JSON.stringify(path.state.value)} via ${via.join(" → ") || "start"}, then takes every event`, async () => {
      await walkEveryEdge(machine, path, events, driver);
    });
  }
});
