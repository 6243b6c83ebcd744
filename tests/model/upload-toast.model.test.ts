import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock, type SnapshotFrom } from "xstate";
import { type UploadToastEvent, uploadToastMachine } from "../../src/machines/lib/upload-toast.machine";
import { selectSeverity, selectStatus } from "../../src/machines/lib/upload-toast.selectors";
import { type Driver, label, testModelOf, walkEveryEdge } from "./helpers/every-path";

type Snapshot = SnapshotFrom<typeof uploadToastMachine>;
type Input = { summary: string; life: number; closable?: boolean; retryable?: boolean };

const LIFE = 4_000;

/** The life running out, as the graph names it, and the state whose timer it is. */
const lifeEnds: Record<string, Parameters<Snapshot["matches"]>[0]> = {
  "xstate.after.life.uploadToast.success.living": { success: "living" },
  "xstate.after.life.uploadToast.error.living": { error: "living" },
};

// What an upload and the member can do to a toast, and time passing.
const events = [
  { type: "upload.progress", progress: 40 },
  { type: "upload.progress", progress: 20 },
  { type: "upload.progress", progress: 150 },
  { type: "upload.progress", progress: -3 },
  { type: "upload.succeed", detail: "Файл отправлен" },
  { type: "upload.fail", detail: "Файл слишком большой" },
  { type: "toast.close" },
  { type: "toast.retry" },
  { type: "toast.hold" },
  { type: "toast.release" },
  ...Object.keys(lifeEnds).map((type) => ({ type })),
] as unknown as UploadToastEvent[];

/** Spec §4 "Upload-progress toast", checked on the real actor apart from the machine's own graph. */
function expectSpecHolds(before: Snapshot, now: Snapshot, event: UploadToastEvent | null, input: Input) {
  const status = selectStatus(now);
  expect(selectSeverity(now)).toBe(status === "success" || status === "error" ? status : "UploadProgress");
  if (status === "pending") expect(now.context.detail).toBe("");
  if (status === "success") expect(now.context.progress).toBe(100);
  expect(
    Number.isInteger(now.context.progress) && now.context.progress >= 0 && now.context.progress <= 100,
  ).toBe(true);
  if (!event) return expect(status).toBe("pending");
  const was = selectStatus(before);
  if (was === "closed") return expect(status).toBe("closed");
  if (event.type === "upload.progress") {
    const sent = Math.min(100, Math.max(0, Math.round(event.progress)));
    if (was === "pending") expect(now.context.progress).toBe(Math.max(before.context.progress, sent));
    else expect(now.context).toEqual(before.context);
  } else if (event.type === "upload.succeed" || event.type === "upload.fail") {
    if (was === "pending") {
      expect(status).toBe(event.type === "upload.succeed" ? "success" : "error");
      expect(now.context.detail).toBe(event.detail);
      // Finished under the pointer: held, its life not running.
      expect(now.matches({ [status]: "held" } as never)).toBe(before.context.pointerOn);
    } else expect(now.context).toEqual(before.context);
  } else if (event.type === "toast.close") {
    expect(status).toBe(input.closable === false ? was : "closed");
  } else if (event.type === "toast.retry") {
    if (was === "error" && input.retryable) expect([status, now.context.progress]).toEqual(["pending", 0]);
    else expect(status).toBe(was);
  } else if (event.type in lifeEnds) {
    // Time passed: a finished toast nobody holds goes; a pending or held one stays.
    expect(status).toBe(before.matches(lifeEnds[event.type] as never) ? "closed" : was);
  } else {
    // The pointer came or went: the toast stays, knowing where the pointer is.
    expect(status).toBe(was);
    expect(now.context.pointerOn).toBe(event.type === "toast.hold");
  }
}

function driver(input: Input): Driver<Snapshot, UploadToastEvent> {
  const clock = new SimulatedClock();
  let retries = 0;
  const actor = createActor(uploadToastMachine.provide({ actions: { retry: () => retries++ } }), {
    input,
    clock,
  }).start();
  let before = actor.getSnapshot();
  let retriesBefore = 0;
  return {
    send(event) {
      before = actor.getSnapshot();
      retriesBefore = retries;
      // The life is a real timer of the actor: only time passing closes the toast. The graph names one
      // timer per state; the clock runs for the timer of the state the toast is in.
      if (event.type in lifeEnds) {
        if (before.matches(lifeEnds[event.type] as never)) clock.increment(LIFE);
      } else actor.send(event);
    },
    check(model, event) {
      const now = actor.getSnapshot();
      expect(now.value).toEqual(model.value);
      expect(now.context).toEqual(model.context);
      expectSpecHolds(before, now, event, input);
      // The owner is asked to send again exactly when the member retries a failure it can retry.
      const retried = event?.type === "toast.retry" && before.matches("error") && input.retryable;
      expect(retries).toBe(retriesBefore + (retried ? 1 : 0));
    },
  };
}

const variants: Input[] = [
  { summary: "photo.jpg", life: LIFE },
  { summary: "photo.jpg", life: LIFE, retryable: true },
  { summary: "photo.jpg", life: LIFE, closable: false },
];

for (const input of variants) {
  describe(`uploadToast machine ${JSON.stringify(input)}, every shortest path`, () => {
    const model = testModelOf(uploadToastMachine, {
      events,
      input,
      // The percent and the message are what the member sees, and where the pointer rests decides what
      // a finish leads to: all are part of the state.
      serializeState: (s) =>
        JSON.stringify([s.value, s.context.progress, s.context.detail, s.context.pointerOn]),
    });
    const paths = model.getShortestPaths({ allowDuplicatePaths: true });

    it("reaches every state", () => {
      const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
      expect(reached).toEqual(
        new Set([
          '"pending"',
          '{"success":"living"}',
          '{"success":"held"}',
          '{"error":"living"}',
          '{"error":"held"}',
          '"closed"',
        ]),
      );
    });

    for (const path of paths) {
      const via = path.steps.slice(1).map((s) => label(s.event as never));
      const name = JSON.stringify([path.state.value, path.state.context.progress]);
      it(`reaches ${name} via ${via.join(" → ") || "start"}, then takes every event`, async () => {
        await walkEveryEdge(uploadToastMachine, path, events, () => driver(input));
      });
    }
  });
}
