// @vitest-environment node
// Issue 27 §4 item 7: every write that reaches other members has a limit per member (ARCHITECTURE §9):
// publications created and shown, comments, reactions, an administrator's system notifications. A burst
// gets its first `max` through and then 429 with Retry-After, writing nothing; another member is not held
// back by it. The numbers are those of src/server/http/limits.ts.
import { describe, expect, it } from "vitest";
import { limits } from "../../src/server/http/limits";
import type { RateRule } from "../../src/server/http/rate-limit";
import { createAdmin, createMember, type TestMember } from "./helpers/accounts";
import { calls, json, urlencoded } from "./helpers/messenger";
import { everyTableRows } from "./helpers/tables";
import { backends, useTestApp } from "./helpers/test-app";

describe.each(backends)("writes that reach other members are limited per member on $name", (backend) => {
  const ctx = useTestApp(backend);
  const api = calls(ctx);
  const db = () => ctx().database.db;

  const publication = (publish: string, extra: Array<[string, string]> = []) =>
    urlencoded([["type", "2"], ["text", "Запись"], ["rubricId", "1"], ["publish", publish], ...extra]);
  const published = async (who: TestMember) => {
    const response = await api.inject("POST", "/api/publications/article/create", who, publication("now"));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().id as number;
  };

  /** A write of the burst: the `i`-th call by `who`, on what `target` made. */
  type Call = (who: TestMember, i: number, target: number) => ReturnType<typeof api.inject>;

  interface Burst {
    readonly what: string;
    readonly rule: RateRule;
    /** The caller (an admin for system notifications). */
    readonly caller: () => Promise<TestMember>;
    /** What the writes act on, made by someone else. */
    readonly target: () => Promise<number>;
    readonly call: Call;
  }

  const bursts: Burst[] = [
    {
      what: "publications created (drafts too)",
      rule: limits.createPublication[0],
      caller: () => createMember(db()),
      target: async () => 0,
      call: (who) => api.inject("POST", "/api/publications/article/create", who, publication("draft")),
    },
    {
      what: "saves that show a publication (an autosaved draft is not one)",
      rule: limits.showPublication[0],
      caller: () => createMember(db()),
      target: async () => 0,
      call: async (who, i) => {
        if (i === 0) {
          const draft = await api.inject(
            "POST",
            "/api/publications/article/create",
            who,
            publication("draft"),
          );
          expect(draft.statusCode, draft.body).toBe(200);
          showing.set(who.id, draft.json().id);
          // Drafts saved again and again (the editor's autosave) count for nothing here.
          for (let version = 1; version <= 3; version += 1) {
            const saved = await editAs(who, "draft", version);
            expect(saved.statusCode, saved.body).toBe(200);
          }
        }
        return editAs(who, "now", i + 4);
      },
    },
    {
      what: "comments",
      rule: limits.comment[0],
      caller: () => createMember(db()),
      target: async () => published(await createMember(db())),
      call: (who, i, id) =>
        api.inject("POST", `/api/publications/article/${id}/comments`, who, json({ text: `Мнение ${i}` })),
    },
    {
      what: "reactions given and taken back",
      rule: limits.reaction[0],
      caller: () => createMember(db()),
      target: async () => published(await createMember(db())),
      call: (who, i, id) =>
        api.inject(
          i % 2 === 0 ? "POST" : "DELETE",
          `/api/publications/article/${id}/reactions`,
          who,
          json({ code: "heart" }),
        ),
    },
    {
      what: "system notifications of an administrator",
      rule: limits.systemNotification[0],
      caller: () => createAdmin(db()),
      target: async () => (await createMember(db())).id,
      call: (who, i, memberId) =>
        api.inject("POST", `/api/notifications/${memberId}`, who, json({ title: "Новости", text: `№ ${i}` })),
    },
  ];

  /** The draft each member of the "shown" burst saves. */
  const showing = new Map<number, number>();
  const editAs = (who: TestMember, publish: string, version: number) =>
    api.inject(
      "PUT",
      `/api/publications/article/edit/${showing.get(who.id)}`,
      who,
      publication(publish, [["version", String(version)]]),
    );

  for (const burst of bursts) {
    it(`${burst.what}: ${burst.rule.max} in ${burst.rule.windowSeconds} s, then 429 writing nothing`, async () => {
      const target = await burst.target();
      const who = await burst.caller();
      for (let i = 0; i < burst.rule.max; i += 1) {
        const response = await burst.call(who, i, target);
        expect(response.statusCode, `call ${i + 1}: ${response.body}`).toBe(200);
      }
      const before = await everyTableRows(db());
      const refused = await burst.call(who, burst.rule.max, target);
      expect(refused.statusCode, refused.body).toBe(429);
      expect(refused.json().error.code).toBe("RATE_LIMITED");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(await everyTableRows(db())).toBe(before);
      // Another member's writes are theirs to count.
      const other = await burst.caller();
      const theirs = await burst.call(other, 0, target);
      expect(theirs.statusCode, theirs.body).toBe(200);
    });
  }
});
