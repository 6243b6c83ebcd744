import { fromPromise } from "xstate";

interface Pending {
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
  readonly input: unknown;
}

/**
 * Promise actors whose answers the test gives, step by step: a path of `xstate/graph` contains the
 * events `xstate.done.actor.<id>` and `xstate.error.actor.<id>`, and {@link settle} makes the real
 * pending call invoked as `<id>` answer so — the machine then reacts to a real promise, not a faked
 * event. An invoke id may differ from the actor's name (the session re-checks with `checkToken` as
 * `recheckToken`); `inputs` are kept by name.
 */
export function controlledActors<const Name extends string>(names: readonly Name[]) {
  const pending = new Map<string, Pending[]>();
  const inputs = new Map<string, unknown[]>();
  const actors = Object.fromEntries(
    names.map((name) => [
      name,
      fromPromise<unknown, unknown>(
        ({ input, self, signal }) =>
          new Promise((resolve, reject) => {
            const call = { resolve, reject, input };
            const list = pending.get(self.id) ?? [];
            list.push(call);
            pending.set(self.id, list);
            inputs.set(name, [...(inputs.get(name) ?? []), input]);
            // A call its machine stopped waiting for (the state was left) can no longer be answered.
            signal.addEventListener("abort", () => {
              pending.set(
                self.id,
                (pending.get(self.id) ?? []).filter((c) => c !== call),
              );
            });
          }),
      ),
    ]),
    // Typed loosely on purpose: what each actor answers is decided by the path, for any machine.
  ) as Record<Name, never>;

  /** Answers the oldest pending call the event's invoke id names; false if the event is not an answer. */
  async function settle(event: { type: string; output?: unknown; error?: unknown }): Promise<boolean> {
    const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
    const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
    const name = done?.[1] ?? failed?.[1];
    if (!name) return false;
    const call = pending.get(name)?.shift();
    if (!call) throw new Error(`no pending call of ${name} to answer with ${event.type}`);
    if (done) call.resolve(event.output);
    else call.reject(event.error);
    await flush();
    return true;
  }

  return { actors, settle, inputs };
}

/** Lets promise callbacks and the actors' reactions run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
