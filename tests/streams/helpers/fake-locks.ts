import type { TabLocks } from "../../../src/streams/tab-leader.stream";

interface Request {
  readonly tab: number;
  readonly grant: () => void;
}

/**
 * An in-memory Web Locks manager shared by several "tabs", with the browser's rules for exclusive locks:
 * one holder per name, the others queued in request order; a request whose signal aborts leaves the
 * queue (rejecting with AbortError); the lock is released when the holder's callback settles — or when its
 * tab closes ({@link closeTab}), as a browser does for a closed tab whatever its code was doing.
 */
export function fakeLockManager() {
  const holders = new Map<string, Request>();
  const queues = new Map<string, Request[]>();
  let tabs = 0;

  const next = (name: string) => {
    if (holders.has(name)) return;
    const request = queues.get(name)?.shift();
    if (!request) return;
    holders.set(name, request);
    request.grant();
  };
  const release = (name: string, request: Request) => {
    if (holders.get(name) !== request) return;
    holders.delete(name);
    next(name);
  };

  return {
    /** The `navigator.locks` of a new tab; its number is for {@link closeTab} and {@link holder}. */
    tab(): { locks: TabLocks; id: number } {
      const id = ++tabs;
      const locks: TabLocks = {
        request: (name, { signal }, callback) =>
          new Promise((resolve, reject) => {
            const request: Request = {
              tab: id,
              grant: () => {
                signal.removeEventListener("abort", onAbort);
                callback()
                  .then(resolve, reject)
                  .finally(() => release(name, request));
              },
            };
            const onAbort = () => {
              const queue = queues.get(name) ?? [];
              if (!queue.includes(request)) return;
              queues.set(
                name,
                queue.filter((r) => r !== request),
              );
              reject(new DOMException("The request was aborted", "AbortError"));
            };
            signal.addEventListener("abort", onAbort);
            queues.set(name, [...(queues.get(name) ?? []), request]);
            next(name);
          }),
      };
      return { locks, id };
    },
    /** A tab closes: it holds nothing and waits for nothing any more. */
    closeTab(id: number) {
      for (const [name, queue] of queues) {
        queues.set(
          name,
          queue.filter((r) => r.tab !== id),
        );
      }
      for (const [name, request] of [...holders]) if (request.tab === id) release(name, request);
    },
    /** The tab holding the lock `name`, if any. */
    holder: (name: string) => holders.get(name)?.tab,
  };
}
