import type { PageLocks } from "../../../src/streams/shared-locks.stream";

/** Shared Web Locks of one browser, as far as the app needs them: held until their promise settles. */
export function fakeSharedLocks(): PageLocks {
  const held: Array<{ name: string }> = [];
  return {
    async request(name, options, hold) {
      if (options.signal.aborted) throw new DOMException("aborted", "AbortError");
      const lock = { name };
      held.push(lock);
      await hold();
      held.splice(held.indexOf(lock), 1);
    },
    async query() {
      return { held: [...held] };
    },
  };
}
