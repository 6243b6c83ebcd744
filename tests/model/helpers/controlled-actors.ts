import { fromPromise } from "xstate";

interface Pending {
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
  readonly input: unknown;
}

/**
 * Promise actors whose answers the test gives, step by step: a path of `xstate/graph` contains the
 * events `xstate.done.actor.<id>` and `xstate.error.actor.<id>`, and {@link settle} makes the real
 * pending call of that actor answer so — the machine then reacts to a real promise, not a faked event.
 * Invoke ids must equal the actor names (they do in our machines).
 */
export function controlledActors<const Name extends string>(names: readonly Name[]) {
  const pending = new Map<string, Pending[]>();
  const inputs = new Map<string, unknown[]>();
  const actors = Object.fromEntries(
    names.map((name) => [
      name,
      fromPromise<unknown, unknown>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            const list = pending.get(name) ?? [];
            list.push({ resolve, reject, input });
            pending.set(name, list);
            inputs.set(name, [...(inputs.get(name) ?? []), input]);
          }),
      ),
    ]),
    // Typed loosely on purpose: what each actor answers is decided by the path, for any machine.
  ) as Record<Name, never>;

  /** Answers the oldest pending call of the actor the event names; false if the event is not an answer. */
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

  return { actors, settle, inputs, pendingCount: (name: Name) => pending.get(name)?.length ?? 0 };
}

/** Lets promise callbacks and the actors' reactions run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
