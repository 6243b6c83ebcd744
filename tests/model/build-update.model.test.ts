import { Subject } from "rxjs";
import { describe, expect, it } from "vitest";
import { createActor, fromEventObservable } from "xstate";
import { getShortestPaths } from "xstate/graph";
import {
  type BuildSeen,
  type BuildUpdateEvent,
  buildUpdateMachine,
} from "../../src/machines/app/build-update.machine";

const RUNNING = "build-a";

// The events a real page can meet: the watcher reporting the running build, a newer one, an even newer
// one, and the member's two buttons.
const events: BuildUpdateEvent[] = [
  { type: "build.seen", buildId: RUNNING },
  { type: "build.seen", buildId: "build-b" },
  { type: "build.seen", buildId: "build-c" },
  { type: "build.reload" },
  { type: "build.dismiss" },
];

describe("buildUpdate machine, every shortest path", () => {
  // createTestModel refuses machines that invoke actors, so the paths come from the graph utilities directly.
  const paths = getShortestPaths(buildUpdateMachine, {
    events,
    input: { runningBuildId: RUNNING },
    serializeState: (s) => JSON.stringify(s.value),
  });

  it("reaches every state", () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(reached).toEqual(new Set(['"current"', '"available"', '"reloading"']));
  });

  for (const path of paths) {
    const via = path.steps.map((s) =>
      "buildId" in s.event ? `${s.event.type}(${s.event.buildId})` : s.event.type,
    );
    it(`reaches ${JSON.stringify(path.state.value)} via ${via.join(" → ") || "start"}`, async () => {
      // The system under test: the real machine, driven through its real watcher actor.
      const watcher = new Subject<BuildSeen>();
      let reloads = 0;
      const actor = createActor(
        buildUpdateMachine.provide({
          actors: { builds: fromEventObservable(() => watcher) },
          actions: { reload: () => reloads++ },
        }),
        { input: { runningBuildId: RUNNING } },
      ).start();
      for (const step of path.steps) {
        if (step.event.type === "build.seen") watcher.next(step.event as BuildSeen);
        else if (step.event.type.startsWith("build.")) actor.send(step.event);
      }
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(path.state.value);
      expect(reloads).toBe(snapshot.value === "reloading" ? 1 : 0);
      if (snapshot.value === "available") expect(snapshot.context.availableBuildId).not.toBe(RUNNING);
      actor.stop();
    });
  }

  it("does not offer a dismissed build again, but offers a newer one", () => {
    const watcher = new Subject<BuildSeen>();
    const actor = createActor(
      buildUpdateMachine.provide({ actors: { builds: fromEventObservable(() => watcher) } }),
      {
        input: { runningBuildId: RUNNING },
      },
    ).start();
    watcher.next({ type: "build.seen", buildId: "build-b" });
    actor.send({ type: "build.dismiss" });
    watcher.next({ type: "build.seen", buildId: "build-b" });
    expect(actor.getSnapshot().value).toBe("current");
    watcher.next({ type: "build.seen", buildId: "build-c" });
    expect(actor.getSnapshot().value).toBe("available");
    expect(actor.getSnapshot().context.availableBuildId).toBe("build-c");
  });

  it("offers the newest build when another is deployed while one is offered", () => {
    const watcher = new Subject<BuildSeen>();
    const actor = createActor(
      buildUpdateMachine.provide({ actors: { builds: fromEventObservable(() => watcher) } }),
      { input: { runningBuildId: RUNNING } },
    ).start();
    watcher.next({ type: "build.seen", buildId: "build-b" });
    watcher.next({ type: "build.seen", buildId: "build-c" });
    expect(actor.getSnapshot().value).toBe("available");
    expect(actor.getSnapshot().context.availableBuildId).toBe("build-c");
    // The running build seen again changes nothing.
    watcher.next({ type: "build.seen", buildId: RUNNING });
    expect(actor.getSnapshot().context.availableBuildId).toBe("build-c");
  });
});
