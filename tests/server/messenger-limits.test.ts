// @vitest-environment node
// The messenger's rate limits (src/server/http/limits.ts) hold: a member who floods gets 429 with
// Retry-After at the limit and not before. Counters are in memory or Redis, not the database: PGlite only.
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { limits } from "../../src/server/http/limits";
import { createMember, type TestMember } from "./helpers/accounts";
import { calls, urlencoded } from "./helpers/messenger";
import { backends, useTestApp } from "./helpers/test-app";

describe.each(backends.slice(0, 1))("messenger rate limits on $name", (backend) => {
  const ctx = useTestApp(backend);
  const api = calls(ctx);
  const db = () => ctx().database.db;

  type Call = (i: number) => Promise<LightMyRequestResponse>;

  /** Makes `count` calls, 20 at a time; the statuses in order of calling. */
  async function flood(count: number, call: Call) {
    const statuses: number[] = [];
    for (let start = 0; start < count; start += 20) {
      const batch = Array.from({ length: Math.min(20, count - start) }, (_, i) => call(start + i));
      statuses.push(...(await Promise.all(batch)).map((response) => response.statusCode));
    }
    return statuses;
  }

  /** Exactly `max` calls pass and the next is refused with 429 RATE_LIMITED and Retry-After. */
  async function expectLimit(max: number, call: Call) {
    const statuses = await flood(max, call);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const over = await call(max);
    expect(over.statusCode, over.body).toBe(429);
    expect(over.json().error.code).toBe("RATE_LIMITED");
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
  }

  async function pair(): Promise<{ anna: TestMember; chatId: number; messageId: number }> {
    const anna = await createMember(db(), { name: "Анна" });
    const boris = await createMember(db(), { name: "Борис" });
    const chat = await api.createChat(anna, [boris.id]);
    const message = await api.sent(anna, chat.id, "Привет");
    return { anna, chatId: chat.id, messageId: message.id };
  }

  it("sending, counted together with the /api/chats/send alias", async () => {
    const { anna, chatId } = await pair();
    const viaAlias = () =>
      api.inject(
        "POST",
        "/api/chats/send",
        anna,
        urlencoded([
          ["chatId", String(chatId)],
          ["content", "Ещё"],
        ]),
      );
    // One send was made by pair().
    await expectLimit(limits.sendMessage[0].max - 1, (i) =>
      i % 2 === 0 ? api.send(anna, chatId, "Ещё") : viaAlias(),
    );
  });

  it("forwarding, under the same rule", async () => {
    const { anna, chatId, messageId } = await pair();
    const forward = () =>
      api.inject(
        "POST",
        `/api/messenger/message/${messageId}/forward`,
        anna,
        urlencoded([["newChatId", String(chatId)]]),
      );
    // One send was made by pair(): forwards count with sends.
    await expectLimit(limits.sendMessage[0].max - 1, forward);
  });

  it("starting chats", async () => {
    const anna = await createMember(db());
    const others = await Promise.all(
      Array.from({ length: limits.createChat[0].max + 1 }, () => createMember(db())),
    );
    await expectLimit(limits.createChat[0].max, (i) =>
      api.inject("POST", "/api/messenger/chat", anna, urlencoded([["members", String(others[i]?.id)]])),
    );
  });

  it("changes of messages (here: reactions)", async () => {
    const { anna, messageId } = await pair();
    await expectLimit(limits.changeMessage[0].max, () =>
      api.inject(
        "POST",
        `/api/messenger/message/${messageId}/reaction`,
        anna,
        urlencoded([["code", "heart"]]),
      ),
    );
  });
});
