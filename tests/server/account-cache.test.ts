// @vitest-environment node
// The account cache alone, on a clock the test moves: what it keeps, for how long, and what it drops.
import { describe, expect, it } from "vitest";
import { createAccountCache } from "../../src/server/realtime/account-cache";

interface Session {
  readonly userId: number;
  readonly expiresAt: Date;
}

function setup({ ttlMs = 5_000, maxEntries = 100 } = {}) {
  let clock = 1_000_000;
  const cache = createAccountCache<Session, string>({ ttlMs, maxEntries, now: () => clock });
  const loads: string[] = [];
  const session = (hash: string, value: Session | undefined) =>
    cache.session(hash, async () => {
      loads.push(hash);
      return value;
    });
  const account = (id: number, value: string | undefined) =>
    cache.account(id, async () => {
      loads.push(`account ${id}`);
      return value;
    });
  return {
    cache,
    loads,
    session,
    account,
    tick: (ms: number) => {
      clock += ms;
    },
    at: (ms: number) => new Date(clock + ms),
  };
}

describe("the account cache", () => {
  it("asks the database once within the time limit, and again after it", async () => {
    const { loads, session, tick, at } = setup();
    const live = { userId: 1, expiresAt: at(3_600_000) };
    expect(await session("a", live)).toEqual(live);
    tick(4_999);
    expect(await session("a", live)).toEqual(live);
    expect(loads).toEqual(["a"]);
    tick(2);
    await session("a", live);
    expect(loads).toEqual(["a", "a"]);
  });

  it("never keeps a session past its own expiry", async () => {
    const { loads, session, tick, at } = setup();
    await session("a", { userId: 1, expiresAt: at(1_000) });
    tick(1_000);
    expect(await session("a", undefined)).toBeUndefined();
    expect(loads).toEqual(["a", "a"]);
  });

  it("keeps nothing that is not live: an unknown token is asked every time", async () => {
    const { loads, session, account } = setup();
    await session("x", undefined);
    await session("x", undefined);
    await account(9, undefined);
    await account(9, undefined);
    expect(loads).toEqual(["x", "x", "account 9", "account 9"]);
  });

  it("forgets a member's sessions and account, and nobody else's", async () => {
    const { cache, loads, session, account, at } = setup();
    const [one, two] = [
      { userId: 1, expiresAt: at(60_000) },
      { userId: 2, expiresAt: at(60_000) },
    ];
    const readAll = () =>
      Promise.all([
        session("a", one),
        session("b", one),
        session("c", two),
        account(1, "A"),
        account(2, "B"),
      ]);
    await readAll();
    loads.length = 0;
    cache.forget(1);
    await readAll();
    expect(loads.sort()).toEqual(["a", "account 1", "b"]);
  });

  it("does not keep what a lookup read before a change it overlapped", async () => {
    const { cache, loads, at } = setup();
    let finish: (value: Session) => void = () => {};
    const pending = cache.session(
      "a",
      () =>
        new Promise<Session>((resolve) => {
          finish = resolve;
        }),
    );
    cache.forget(1); // e.g. a logout committed while the lookup was in flight
    finish({ userId: 1, expiresAt: at(60_000) });
    await pending;
    await cache.session("a", async () => {
      loads.push("a");
      return undefined;
    });
    expect(loads).toEqual(["a"]);
  });

  it("clear drops everything, and the oldest entry makes room for a new one", async () => {
    const { cache, loads, account } = setup({ maxEntries: 2 });
    await account(1, "A");
    await account(2, "B");
    await account(3, "C");
    loads.length = 0;
    await account(1, "A");
    await account(3, "C");
    expect(loads).toEqual(["account 1"]);
    cache.clear();
    await account(3, "C");
    expect(loads).toEqual(["account 1", "account 3"]);
  });
});
