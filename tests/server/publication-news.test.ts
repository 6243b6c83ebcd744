// @vitest-environment node
// Issue 15, news of publications: a publication going live reaches its author's readers (subscribers,
// friends, those who asked for friendship) as an `article` event and a notification; a scheduled one at
// its time, from the schedule, once; a reaction or a comment reaches the publication's author (and a
// reply the answered commenter). Strangers hear nothing.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ServerEvent } from "../../src/api/events";
import { friendships, publications } from "../../src/server/db/schema";
import { publishDue } from "../../src/server/publications/schedule";
import type { TestMember } from "./helpers/accounts";
import { calls, json, type Talker, talker, urlencoded } from "./helpers/messenger";
import { backends, scheduleDepsOf, useTestApp } from "./helpers/test-app";

type Article = Extract<ServerEvent, { type: "article" }>;
const articles = (who: Talker) => who.socket.events.filter((e): e is Article => e.type === "article");

describe.each(backends)("news of publications on $name", (backend) => {
  const ctx = useTestApp(backend, { listen: true });
  const api = calls(ctx);
  const db = () => ctx().database.db;

  const publish = async (who: TestMember, fields: ReadonlyArray<readonly [string, string]> = []) => {
    const given = new Set(fields.map(([name]) => name));
    const defaults: Array<readonly [string, string]> = [
      ["type", "1"],
      ["title", "Весна в Казани"],
      ["text", "Текст"],
      ["rubricId", "1"],
    ];
    const response = await api.inject(
      "POST",
      "/api/publications/article/create",
      who,
      urlencoded([...defaults.filter(([name]) => !given.has(name)), ...fields]),
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { id: number; status: string };
  };
  const follow = async (who: TestMember, whom: TestMember) => {
    const response = await api.inject(
      "POST",
      "/api/users/subscriptions/create",
      who,
      urlencoded([["userId", String(whom.id)]]),
    );
    expect(response.statusCode, response.body).toBe(200);
  };
  const notificationsOf = async (who: TestMember) =>
    (await api.inject("GET", "/api/notifications/user", who)).json().notifications.rows as Array<{
      type: string;
      title: string;
      text: string;
      link: string | null;
      actors: Array<{ id: number }>;
      count: number;
    }>;

  it("a new publication reaches subscribers live and in their notifications; a draft and strangers hear nothing", async () => {
    const anna = await talker(ctx());
    const boris = await talker(ctx());
    const stranger = await talker(ctx());
    await follow(boris, anna);
    const draft = await publish(anna, [["publish", "draft"]]);
    const live = await publish(anna, [["publish", "now"]]);
    const heard = await boris.socket.waitFor(
      (frame) => frame.type === "article" && "action" in frame && frame.action === "create",
    );
    expect(heard).toMatchObject({
      payload: { articleId: live.id, authorId: anna.id, title: "Весна в Казани" },
    });
    expect(articles(boris).map((e) => e.payload.articleId)).not.toContain(draft.id);
    const [notice] = await notificationsOf(boris);
    expect(notice).toMatchObject({
      type: "publication",
      text: "«Весна в Казани»",
      link: `/blogs/${anna.id}/post/${live.id}`,
      actors: [{ id: anna.id }],
    });
    // The author's own tabs hear both saves (the editor's other tabs); she is not notified of her own.
    await anna.socket.waitFor((f) => f.type === "article" && "action" in f && f.action === "create");
    expect(articles(anna).map((e) => e.action)).toEqual(["edit", "create"]);
    expect(await notificationsOf(anna)).toEqual([]);
    expect(articles(stranger)).toEqual([]);
    expect(await notificationsOf(stranger)).toEqual([]);
  });

  it("a publication going live is told to every open socket with its rubric (a rubric's open feed announces it); a draft and an edit are not", async () => {
    const anna = await talker(ctx());
    const stranger = await talker(ctx());
    const liveOf = (who: Talker) =>
      who.socket.frames.flatMap((f) => (f.type === "article_live" ? [f.payload] : []));
    const draft = await publish(anna, [["publish", "draft"]]);
    const live = await publish(anna, [
      ["publish", "now"],
      ["rubricId", "5"],
    ]);
    const told = { articleId: live.id, authorId: anna.id, rubricId: 5 };
    // A control frame at the socket's position: nothing is written to the stranger's log (below).
    const connected = stranger.socket.frames[0]?.seq;
    const frame = await stranger.socket.waitFor((f) => f.type === "article_live");
    expect(frame).toMatchObject({ seq: connected, payload: told });
    await anna.socket.waitFor((f) => f.type === "article_live");
    // The draft published later is news then; an edit of a published one is not.
    const edit = (id: number, version: number) =>
      api.inject(
        "PUT",
        `/api/publications/article/edit/${id}`,
        anna,
        urlencoded([
          ["type", "1"],
          ["title", "Весна в Казани"],
          ["text", `Текст ${version}`],
          ["rubricId", "2"],
          ["publish", "now"],
          ["version", String(version)],
        ]),
      );
    expect((await edit(draft.id, 1)).statusCode).toBe(200);
    expect((await edit(draft.id, 2)).statusCode).toBe(200);
    await stranger.socket.waitFor((f) => f.type === "article_live" && f.payload.articleId === draft.id);
    stranger.socket.send({ type: "ping" });
    await stranger.socket.waitFor((f) => f.type === "pong");
    expect(liveOf(stranger)).toEqual([told, { articleId: draft.id, authorId: anna.id, rubricId: 2 }]);
    expect(stranger.socket.events).toEqual([]);
  });

  it("each reader's settings hold for a new publication: hidden, from nobody, from friends only (a friend, not a follower)", async () => {
    const anna = await talker(ctx());
    const [hides, refuses, friendsOnly, friend, plain] = [
      await talker(ctx()),
      await talker(ctx()),
      await talker(ctx()),
      await talker(ctx()),
      await talker(ctx()),
    ];
    for (const reader of [hides, refuses, friendsOnly, plain]) await follow(reader, anna);
    await db()
      .insert(friendships)
      .values({
        lowId: Math.min(anna.id, friend.id),
        highId: Math.max(anna.id, friend.id),
        requesterId: anna.id,
        status: "accepted",
      });
    const setting = (who: TestMember, change: Record<string, unknown>) =>
      api.inject("PUT", "/api/notifications/settings", who, json({ type: "publication", ...change }));
    await setting(hides, { show: false });
    await setting(refuses, { from: "nobody" });
    await setting(friendsOnly, { from: "friends" });
    await setting(friend, { from: "friends" });
    const { id } = await publish(anna, [["publish", "now"]]);
    const told = async (who: TestMember) =>
      (await notificationsOf(who)).filter((n) => n.type === "publication").length;
    expect(await told(hides)).toBe(0);
    expect(await told(refuses)).toBe(0);
    expect(await told(friendsOnly)).toBe(0);
    expect(await told(friend)).toBe(1);
    expect(await told(plain)).toBe(1);
    // Every reader's feed still hears of it.
    for (const reader of [hides, refuses, friendsOnly, friend, plain]) {
      await reader.socket.waitFor((f) => f.type === "article" && "action" in f && f.payload.articleId === id);
    }
    const counters = (await api.inject("GET", "/api/notifications/user/counters", plain)).json();
    expect(counters.byType.publication).toBe(1);
  });

  it("a draft published later is news then, once; its edits are not", async () => {
    const anna = await talker(ctx());
    const boris = await talker(ctx());
    await follow(boris, anna);
    const draft = await publish(anna, [["publish", "draft"]]);
    const edit = (version: number, publishAs: string) =>
      api.inject(
        "PUT",
        `/api/publications/article/edit/${draft.id}`,
        anna,
        urlencoded([
          ["type", "1"],
          ["title", "Весна в Казани"],
          ["text", `Текст ${version}`],
          ["rubricId", "1"],
          ["publish", publishAs],
          ["version", String(version)],
        ]),
      );
    expect((await edit(1, "now")).statusCode).toBe(200);
    expect((await edit(2, "now")).statusCode).toBe(200);
    await boris.socket.waitFor((f) => f.type === "article");
    expect(articles(boris).map((e) => [e.action, e.payload.articleId])).toEqual([["create", draft.id]]);
    expect((await notificationsOf(boris)).filter((n) => n.type === "publication")).toHaveLength(1);
  });

  it("a scheduled publication is announced by the schedule at its time, once, whichever process runs it", async () => {
    const anna = await talker(ctx());
    const boris = await talker(ctx());
    await follow(boris, anna);
    const soon = new Date(Date.now() + 60_000).toISOString();
    const scheduled = await publish(anna, [
      ["publish", "scheduled"],
      ["publishAt", soon],
    ]);
    const schedule = scheduleDepsOf(ctx().app);
    expect(await publishDue(schedule)).toBe(0);
    await db()
      .update(publications)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(publications.id, scheduled.id));
    // Two runs at once (two processes): one announces it.
    const runs = await Promise.all([publishDue(schedule), publishDue(schedule)]);
    expect(runs.sort()).toEqual([0, 1]);
    await boris.socket.waitFor((f) => f.type === "article");
    expect(articles(boris).map((e) => e.payload.articleId)).toEqual([scheduled.id]);
    expect((await notificationsOf(boris)).map((n) => n.type)).toEqual(["publication"]);
    const [row] = await db().select().from(publications).where(eq(publications.id, scheduled.id));
    expect(row?.status).toBe("published");
  });

  it("reactions and comments reach the publication's author; a reply, the answered commenter; grouped", async () => {
    const anna = await talker(ctx());
    const boris = await talker(ctx());
    const clara = await talker(ctx());
    const { id } = await publish(anna, [["publish", "now"]]);
    const reactions = `/api/publications/article/${id}/reactions`;
    await api.inject("POST", reactions, boris, json({ code: "heart" }));
    await api.inject("POST", reactions, boris, json({ code: "heart" })); // again: nothing new
    await api.inject("POST", reactions, clara, json({ code: "fire" }));
    await anna.socket.waitFor(
      (f) => f.type === "article" && "action" in f && f.action === "reaction" && f.payload.by === clara.id,
    );
    expect(articles(anna).filter((e) => e.action === "reaction")).toHaveLength(2);
    const [grouped] = await notificationsOf(anna);
    expect(grouped).toMatchObject({ type: "reaction", count: 2, link: `/blogs/${anna.id}/post/${id}` });
    expect(grouped?.actors.map((a) => a.id)).toEqual([clara.id, boris.id]);

    const comments = `/api/publications/article/${id}/comments`;
    const first = (await api.inject("POST", comments, boris, json({ text: "Красиво" }))).json();
    await api.inject("POST", comments, clara, json({ text: "Согласна", replyToId: first.id }));
    await boris.socket.waitFor((f) => f.type === "article" && "action" in f && f.action === "comment");
    const toBoris = await notificationsOf(boris);
    expect(toBoris).toMatchObject([{ type: "comment", title: "Ответ на ваш комментарий" }]);
    const toAnna = (await notificationsOf(anna)).filter((n) => n.type === "comment");
    expect(toAnna).toMatchObject([{ count: 2 }]);
    // Her own comment under her own publication: her tabs hear it, nobody is notified.
    await api.inject("POST", comments, anna, json({ text: "Спасибо!" }));
    expect((await notificationsOf(anna)).filter((n) => n.type === "comment")).toMatchObject([{ count: 2 }]);
  });

  it("the feeds' kept pages follow every change at once: a publication, a reaction, an edit, hiding, a deletion", async () => {
    const anna = await talker(ctx());
    const boris = await talker(ctx());
    await follow(boris, anna);
    const rubric = async () =>
      (await api.inject("GET", "/api/publications/feed/rubric/7", undefined)).json().rows as Array<{
        id: number;
        title: string;
        counters: { reactions: number };
      }>;
    const following = async () =>
      (
        (await api.inject("GET", "/api/publications/feed/following", boris)).json().rows as Array<{
          id: number;
        }>
      ).map((row) => row.id);
    const before = await rubric();
    const followed = await following();
    const { id } = await publish(anna, [
      ["publish", "now"],
      ["rubricId", "7"],
    ]);
    expect((await rubric()).map((row) => row.id)).toEqual([id, ...before.map((row) => row.id)]);
    expect(await following()).toEqual([id, ...followed]);
    await api.inject("POST", `/api/publications/article/${id}/reactions`, boris, json({ code: "heart" }));
    expect((await rubric())[0]?.counters.reactions).toBe(1);
    /** Anna's save of it as `publish`, from `version`. */
    const save = async (publish: string, version: number) => {
      const response = await api.inject(
        "PUT",
        `/api/publications/article/edit/${id}`,
        anna,
        urlencoded([
          ["type", "1"],
          ["title", "Осень в Казани"],
          ["text", "Текст"],
          ["rubricId", "7"],
          ["publish", publish],
          ["version", String(version)],
        ]),
      );
      expect(response.statusCode, response.body).toBe(200);
    };
    await save("now", 1);
    expect((await rubric())[0]?.title).toBe("Осень в Казани");
    // Hidden by its author: gone from everyone's feeds at once, though only the author's tabs hear of it.
    await save("hidden", 2);
    expect((await rubric()).map((row) => row.id)).toEqual(before.map((row) => row.id));
    await api.inject("DELETE", `/api/publications/article/delete/${id}`, anna);
    expect((await rubric()).map((row) => row.id)).toEqual(before.map((row) => row.id));
  });
});
