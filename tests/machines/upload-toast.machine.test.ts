import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import { uploadToastMachine } from "../../src/machines/lib/upload-toast.machine";
import { selectStatus } from "../../src/machines/lib/upload-toast.selectors";

const LIFE = 4_000;

describe("uploadToast life", () => {
  it("does not close before its life, closes right after it, and a held toast waits", () => {
    const clock = new SimulatedClock();
    const actor = createActor(uploadToastMachine, { input: { summary: "a.png", life: LIFE }, clock }).start();
    actor.send({ type: "upload.succeed", detail: "Готово" });
    clock.increment(LIFE - 1);
    expect(selectStatus(actor.getSnapshot())).toBe("success");
    actor.send({ type: "toast.hold" });
    clock.increment(LIFE * 10);
    expect(selectStatus(actor.getSnapshot())).toBe("success");
    actor.send({ type: "toast.release" });
    clock.increment(LIFE - 1);
    expect(selectStatus(actor.getSnapshot())).toBe("success");
    clock.increment(1);
    expect(selectStatus(actor.getSnapshot())).toBe("closed");
  });

  it("finished under the pointer, it waits until the pointer leaves (a retry under the pointer too)", () => {
    const clock = new SimulatedClock();
    const actor = createActor(uploadToastMachine, {
      input: { summary: "a.png", life: LIFE, retryable: true },
      clock,
    }).start();
    actor.send({ type: "toast.hold" });
    actor.send({ type: "upload.fail", detail: "Нет сети" });
    clock.increment(LIFE * 10);
    expect(selectStatus(actor.getSnapshot())).toBe("error");
    actor.send({ type: "toast.retry" });
    actor.send({ type: "upload.succeed", detail: "Готово" });
    clock.increment(LIFE * 10);
    expect(selectStatus(actor.getSnapshot())).toBe("success");
    actor.send({ type: "toast.release" });
    clock.increment(LIFE);
    expect(selectStatus(actor.getSnapshot())).toBe("closed");
  });

  it("never expires while the upload is still running", () => {
    const clock = new SimulatedClock();
    const actor = createActor(uploadToastMachine, { input: { summary: "a.png", life: LIFE }, clock }).start();
    actor.send({ type: "upload.progress", progress: 10 });
    clock.increment(LIFE * 100);
    expect(actor.getSnapshot().value).toBe("pending");
    expect(actor.getSnapshot().context.progress).toBe(10);
  });
});
