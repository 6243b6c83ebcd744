// @vitest-environment node
// Issue 15, publications on the server: writing, editing with the stale-edit check and revisions,
// deleting, who sees what (drafts are their author's alone), feeds, files, and refusals that write
// nothing and leave no file.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { publications } from "../../src/server/db/schema";
import { publishDue } from "../../src/server/publications/schedule";
import { createAdmin, createMember, type TestMember, testPassword } from "./helpers/accounts";
import { calls, file, multipart, type Part, png } from "./helpers/messenger";
import { backends, scheduleDepsOf, type TestApp, useTestApp } from "./helpers/test-app";

const doc = (text: string) =>
  JSON.stringify({
    type: "doc",
    content: [
      { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Вступление" }] },
      { type: "paragraph", content: [{ type: "text", text, marks: [{ type: "bold" }] }] },
    ],
  });

/** The files under UPLOAD_DIR/publications (pending ones too). */
function publicationFilesOnDisk(app: TestApp): string[] {
  const folder = join(app.config.uploadDir, "publications");
  return existsSync(folder) ? readdirSync(folder).sort() : [];
}

describe.each(backends)("publications on $name", (backend) => {
  const ctx = useTestApp(backend);
  const api = calls(ctx);
  const db = () => ctx().database.db;

  const article = (extra: Part[] = []): Part[] => [
    ["type", "1"],
    ["title", "Город после дождя"],
    ["text", doc("Прогулка по набережной")],
    ["rubricId", "1"],
    ["publish", "now"],
    ...extra,
  ];
  const create = async (who: TestMember, parts: Part[], headers: Record<string, string> = {}) => {
    const body = await multipart(parts);
    return ctx().app.inject({
      method: "POST",
      url: "/api/publications/article/create",
      headers: { ...body.headers, ...who.bearer, ...headers },
      payload: body.payload,
    });
  };
  const created = async (who: TestMember, parts: Part[] = article()) => {
    const response = await create(who, parts);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { id: number; version: number; status: string; preview: string | null };
  };
  const edit = async (who: TestMember, id: number, parts: Part[]) => {
    const body = await multipart(parts);
    return ctx().app.inject({
      method: "PUT",
      url: `/api/publications/article/edit/${id}`,
      headers: { ...body.headers, ...who.bearer },
      payload: body.payload,
    });
  };
  const get = (who: TestMember | undefined, url: string) => api.inject("GET", url, who);

  it("writes an article with a preview and an attachment; anyone reads it, a member's view counts once", async () => {
    const anna = await createMember(db(), { name: "Анна Авторова" });
    const boris = await createMember(db());
    const written = await created(
      anna,
      article([
        ["preview", file(png, "обложка.png", "image/png")],
        ["attachments", file(Buffer.from("план прогулки"), "план.txt", "text/plain")],
      ]),
    );
    expect(written).toMatchObject({ status: "published", version: 1 });
    const page = await get(undefined, `/api/publications/article/${written.id}`);
    expect(page.statusCode, page.body).toBe(200);
    const shown = page.json();
    expect(shown).toMatchObject({
      title: "Город после дождя",
      author: { id: anna.id, name: "Анна Авторова" },
      rubric: { id: 1, path: "news", name: "Новости" },
      type: 1,
    });
    expect(shown.text.content[1].content[0]).toEqual({
      type: "text",
      text: "Прогулка по набережной",
      marks: [{ type: "bold" }],
    });
    expect(shown.attachments).toEqual([expect.objectContaining({ name: "план.txt", mime: "text/plain" })]);
    const preview = await get(undefined, shown.preview);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["content-type"]).toBe("image/png");

    await get(boris, `/api/publications/article/${written.id}`);
    await get(boris, `/api/publications/article/${written.id}`);
    await get(anna, `/api/publications/article/${written.id}`);
    expect((await get(undefined, `/api/publications/article/${written.id}`)).json().counters.views).toBe(1);
  });

  it("a plain-text body becomes paragraphs; an article needs a title, a record does not", async () => {
    const anna = await createMember(db());
    const record = await created(anna, [
      ["type", "2"],
      ["text", "Первая строка\n\nВторая строка"],
      ["rubricId", "4"],
      ["publish", "now"],
    ]);
    const shown = (await get(anna, `/api/publications/article/${record.id}`)).json();
    expect(shown.text.content.map((p: { content: Array<{ text: string }> }) => p.content[0]?.text)).toEqual([
      "Первая строка",
      "Вторая строка",
    ]);
    const untitled = await create(
      anna,
      article().filter(([name]) => name !== "title"),
    );
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().error.details.issues[0].path).toBe("title");
  });

  it("drafts and scheduled ones are their author's alone until their time; then they are in the feeds", async () => {
    const anna = await createMember(db());
    const boris = await createMember(db());
    const draft = await created(
      anna,
      article([["publish", "draft"]]).filter(([n, v]) => n !== "publish" || v === "draft"),
    );
    expect(draft.status).toBe("draft");
    expect((await get(boris, `/api/publications/article/${draft.id}`)).statusCode).toBe(404);
    expect((await get(anna, `/api/publications/article/${draft.id}`)).statusCode).toBe(200);
    const drafts = (await get(anna, "/api/publications/drafts")).json();
    expect(drafts.rows.map((r: { id: number }) => r.id)).toEqual([draft.id]);
    expect((await get(boris, "/api/publications/drafts")).json().count).toBe(0);

    const soon = new Date(Date.now() + 60_000).toISOString();
    const scheduled = await created(anna, [
      ...article().filter(([n]) => n !== "publish"),
      ["publish", "scheduled"],
      ["publishAt", soon],
    ]);
    expect(scheduled.status).toBe("scheduled");
    const feed = async () =>
      ((await get(undefined, "/api/publications/feed/rubric/1")).json().rows as Array<{ id: number }>).map(
        (r) => r.id,
      );
    expect(await feed()).not.toContain(scheduled.id);
    // Its time comes (moved into the past here): it reads as published at once, and the schedule's next
    // run (every few seconds) tells its readers — the feeds' kept pages with them.
    await db()
      .update(publications)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(publications.id, scheduled.id));
    expect((await get(boris, `/api/publications/article/${scheduled.id}`)).statusCode).toBe(200);
    expect(await publishDue(scheduleDepsOf(ctx().app))).toBe(1);
    expect(await feed()).toContain(scheduled.id);
    expect((await get(boris, `/api/publications/article/${scheduled.id}`)).json().status).toBe("published");
    expect(await feed()).not.toContain(draft.id);
    // A schedule in the past is refused.
    const past = await create(anna, [
      ...article().filter(([n]) => n !== "publish"),
      ["publish", "scheduled"],
      ["publishAt", new Date(Date.now() - 60_000).toISOString()],
    ]);
    expect(past.statusCode).toBe(400);
  });

  it("edits: a stale version is refused with nothing written; a published one keeps its revision", async () => {
    const anna = await createMember(db());
    const boris = await createMember(db());
    const written = await created(anna);
    const change = (version: number, title: string) =>
      edit(anna, written.id, [
        ...article().map(([n, v]): Part => (n === "title" ? [n, title] : [n, v])),
        ["version", String(version)],
      ]);
    const first = await change(1, "Город после дождя, часть 1");
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      version: 2,
      title: "Город после дождя, часть 1",
      status: "published",
    });
    // Another tab still holds version 1.
    const stale = await change(1, "Старая правка");
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.details).toEqual({ reason: "stale" });
    expect((await get(boris, `/api/publications/article/${written.id}`)).json().title).toBe(
      "Город после дождя, часть 1",
    );
    const revisions = (await get(anna, `/api/publications/article/${written.id}/revisions`)).json();
    expect(revisions).toEqual([expect.objectContaining({ version: 1, title: "Город после дождя" })]);
    // Someone else's: not theirs to edit or to see the history of.
    const theirs = await edit(boris, written.id, [...article(), ["version", "2"]]);
    expect(theirs.statusCode).toBe(404);
    expect((await get(boris, `/api/publications/article/${written.id}/revisions`)).statusCode).toBe(404);
  });

  it("deletes: the author or an admin, with the files; another member 403", async () => {
    const anna = await createMember(db());
    const boris = await createMember(db());
    const admin = await createAdmin(db());
    const before = publicationFilesOnDisk(ctx());
    const written = await created(anna, article([["preview", file(png, "a.png", "image/png")]]));
    expect(publicationFilesOnDisk(ctx())).toHaveLength(before.length + 1);
    const remove = (who: TestMember, id: number) =>
      api.inject("DELETE", `/api/publications/article/delete/${id}`, who);
    expect((await remove(boris, written.id)).statusCode).toBe(403);
    expect((await remove(anna, written.id)).json()).toEqual({ id: written.id });
    expect(publicationFilesOnDisk(ctx())).toEqual(before);
    const other = await created(anna);
    expect((await remove(admin, other.id)).statusCode).toBe(200);
    expect((await get(anna, `/api/publications/article/${other.id}`)).statusCode).toBe(404);
  });

  it("a retried create with the same Idempotency-Key is one publication, and leaves no stray file", async () => {
    const anna = await createMember(db());
    const parts = article([["preview", file(png, "a.png", "image/png")]]);
    const key = { "idempotency-key": `publish-${Date.now()}` };
    const before = publicationFilesOnDisk(ctx());
    const first = await create(anna, parts, key);
    const again = await create(anna, parts, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json().id).toBe(first.json().id);
    const [row] = await db()
      .execute(sql`select count(*)::int as n from publications where author_id = ${anna.id}`)
      .then((r) => (r as unknown as { rows: Array<{ n: number }> }).rows);
    expect(Number(row?.n)).toBe(1);
    expect(publicationFilesOnDisk(ctx())).toHaveLength(before.length + 1);
  });

  it("bad input writes nothing and leaves no file: rubric, hostile text, mistyped file", async () => {
    const anna = await createMember(db());
    const before = publicationFilesOnDisk(ctx());
    const hostile = JSON.stringify({
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "x", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] },
          ],
        },
      ],
    });
    const cases: Array<[string, Part[], string]> = [
      [
        "unknown rubric",
        article().map(([n, v]): Part => (n === "rubricId" ? [n, "999"] : [n, v])),
        "rubricId",
      ],
      ["javascript: link", article().map(([n, v]): Part => (n === "text" ? [n, hostile] : [n, v])), "text"],
      ["broken JSON", article().map(([n, v]): Part => (n === "text" ? [n, '{"type":'] : [n, v])), "text"],
      [
        "a script as an image",
        article([["preview", file(Buffer.from("<script>alert(1)</script>"), "x.png", "image/png")]]),
        "preview",
      ],
      ["type 9", article().map(([n, v]): Part => (n === "type" ? [n, "9"] : [n, v])), "type"],
    ];
    for (const [label, parts, field] of cases) {
      const response = await create(anna, parts);
      expect(response.statusCode, label).toBe(400);
      expect(response.json().error.details.issues[0].path, label).toBe(field);
    }
    const [row] = await db()
      .execute(sql`select count(*)::int as n from publications where author_id = ${anna.id}`)
      .then((r) => (r as unknown as { rows: Array<{ n: number }> }).rows);
    expect(Number(row?.n)).toBe(0);
    expect(publicationFilesOnDisk(ctx())).toEqual(before);
  });

  it("a deleted account's publications leave every feed and page", async () => {
    const anna = await createMember(db());
    const written = await created(anna);
    const gone = await api.inject("DELETE", "/api/users/delete", anna, {
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ password: testPassword }),
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const feed = (await get(undefined, "/api/publications/feed/rubric/1")).json() as {
      rows: Array<{ id: number }>;
    };
    expect(feed.rows.map((row) => row.id)).not.toContain(written.id);
    expect((await get(undefined, `/api/publications/article/${written.id}`)).statusCode).toBe(404);
  });

  it("feeds: a rubric's, an author's, everything, and the member's friends and follows", async () => {
    const anna = await createMember(db());
    const boris = await createMember(db());
    const clara = await createMember(db());
    const sport = await created(
      anna,
      article().map(([n, v]): Part => (n === "rubricId" ? [n, "4"] : [n, v])),
    );
    const news = await created(clara);
    await api.inject("POST", "/api/users/subscriptions/create", boris, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `userId=${anna.id}`,
    });
    const ids = async (who: TestMember | undefined, url: string) =>
      ((await get(who, url)).json().rows as Array<{ id: number }>).map((r) => r.id);
    expect(await ids(undefined, "/api/publications/feed/rubric/4")).toContain(sport.id);
    expect(await ids(undefined, "/api/publications/feed/rubric/4")).not.toContain(news.id);
    expect(await ids(undefined, `/api/publications/feed/author/${anna.id}`)).toEqual([sport.id]);
    const all = await ids(undefined, "/api/publications/feed/all");
    expect(all.indexOf(news.id)).toBeLessThan(all.indexOf(sport.id));
    expect(await ids(boris, "/api/publications/feed/following")).toEqual([sport.id]);
    const card = (await get(undefined, `/api/publications/feed/author/${anna.id}`)).json().rows[0];
    expect(card.excerpt).toBe("Вступление Прогулка по набережной");
    expect(card).not.toHaveProperty("text");
  });

  it("a member's blog by kind: articles, records, albums (the profile's tabs); a bad kind is 400", async () => {
    const anna = await createMember(db());
    const an = await created(anna);
    const record = await created(anna, [
      ["type", "2"],
      ["text", doc("Коротко")],
      ["rubricId", "1"],
      ["publish", "now"],
    ]);
    const ids = async (query: string) =>
      (
        (await get(undefined, `/api/publications/feed/author/${anna.id}${query}`)).json().rows as Array<{
          id: number;
        }>
      ).map((row) => row.id);
    expect(await ids("")).toEqual([record.id, an.id]);
    expect(await ids("?type=1")).toEqual([an.id]);
    expect(await ids("?type=2")).toEqual([record.id]);
    expect(await ids("?type=3")).toEqual([]);
    const bad = await get(undefined, `/api/publications/feed/author/${anna.id}?type=4`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.issues[0].path).toBe("type");
  });

  it("a member's photos and videos: covers and image attachments of live publications, newest first, with neighbours", async () => {
    const anna = await createMember(db());
    const first = await created(
      anna,
      article([
        ["preview", file(png, "первая.png", "image/png")],
        ["attachments", file(Buffer.from("план"), "план.txt", "text/plain")],
      ]),
    );
    const second = await created(
      anna,
      article([
        ["preview", file(png, "вторая.png", "image/png")],
        ["attachments", file(png, "фото.png", "image/png")],
      ]),
    );
    await created(
      anna,
      article([
        ["publish", "draft"],
        ["preview", file(png, "черновик.png", "image/png")],
      ]).filter(([name, value]) => name !== "publish" || value === "draft"),
    );
    const page = (await get(undefined, `/api/publications/media/user/${anna.id}`)).json();
    expect(page.count).toBe(3);
    expect(page.rows.map((row: { name: string }) => row.name)).toEqual([
      "вторая.png",
      "фото.png",
      "первая.png",
    ]);
    expect(page.rows[0]).toMatchObject({ publicationId: second.id, authorId: anna.id, kind: "image" });
    const [newest, middle, oldest] = page.rows as Array<{ id: number }>;
    const view = (id: number | undefined) => get(undefined, `/api/publications/media/${id}`);
    expect((await view(middle?.id)).json()).toMatchObject({
      item: { name: "фото.png" },
      previousId: newest?.id,
      nextId: oldest?.id,
    });
    expect((await view(newest?.id)).json().previousId).toBeNull();
    expect((await view(oldest?.id)).json()).toMatchObject({
      item: { publicationId: first.id },
      nextId: null,
    });
    // Not media (a text file), or of a draft: 404.
    const files = (await get(anna, `/api/publications/article/${first.id}`)).json().attachments;
    expect((await view(files[0].id)).statusCode).toBe(404);
    expect((await get(undefined, "/api/publications/media/999999")).statusCode).toBe(404);
    expect((await get(undefined, `/api/publications/media/user/${anna.id}?page=0`)).statusCode).toBe(400);
  });
});
