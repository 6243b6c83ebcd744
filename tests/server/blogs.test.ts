// @vitest-environment node
// Issue 15, blogs and the blogosphere: a member's blog (title, description, cover — their own to change),
// and the authors of the blogosphere with their best publication.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createMember, type TestMember, testPassword } from "./helpers/accounts";
import { calls, file, json, multipart, type Part, png, urlencoded } from "./helpers/messenger";
import { tableRows } from "./helpers/tables";
import { backends, useTestApp } from "./helpers/test-app";

describe.each(backends)("blogs on $name", (backend) => {
  const ctx = useTestApp(backend);
  const api = calls(ctx);
  const db = () => ctx().database.db;
  const covers = () => {
    const folder = join(ctx().config.uploadDir, "blogs");
    return existsSync(folder) ? readdirSync(folder).sort() : [];
  };
  const put = async (who: TestMember, parts: Part[]) => {
    const body = await multipart(parts);
    return ctx().app.inject({
      method: "PUT",
      url: "/api/publications/blog",
      headers: { ...body.headers, ...who.bearer },
      payload: body.payload,
    });
  };
  const publish = async (who: TestMember, title: string) => {
    const response = await api.inject(
      "POST",
      "/api/publications/article/create",
      who,
      urlencoded([
        ["type", "1"],
        ["title", title],
        ["text", "Текст"],
        ["rubricId", "1"],
        ["publish", "now"],
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().id as number;
  };

  it("a blog is its author's name until they choose words and a cover; only they change it", async () => {
    const anna = await createMember(db(), { name: "Анна Блогерша" });
    const fresh = (await api.inject("GET", `/api/publications/blog/${anna.id}`, undefined)).json();
    expect(fresh).toMatchObject({
      author: { id: anna.id },
      title: "Анна Блогерша",
      description: "",
      cover: null,
      counters: { publications: 0, subscribers: 0 },
    });
    const saved = await put(anna, [
      ["title", "  Записки путешественницы "],
      ["description", "О дорогах и городах."],
      ["cover", file(png, "обложка.png", "image/png")],
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      title: "Записки путешественницы",
      description: "О дорогах и городах.",
    });
    const cover = saved.json().cover as string;
    expect(cover).toMatch(new RegExp(`^/api/publications/blog/${anna.id}/cover\\?v=\\d+$`));
    const served = await api.inject("GET", cover, undefined);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(covers()).toHaveLength(1);

    // A new cover replaces the file; removing it leaves none.
    const first = covers();
    expect(
      (
        await put(anna, [
          ["title", "Записки"],
          ["cover", file(png, "новая.png", "image/png")],
        ])
      ).statusCode,
    ).toBe(200);
    expect(covers()).toHaveLength(1);
    expect(covers()).not.toEqual(first);
    const removed = await put(anna, [
      ["title", "Записки"],
      ["removeCover", "1"],
    ]);
    expect(removed.json().cover).toBeNull();
    expect(covers()).toEqual([]);
    expect((await api.inject("GET", `/api/publications/blog/${anna.id}/cover`, undefined)).statusCode).toBe(
      404,
    );
  });

  it("bad input changes nothing and leaves no file: a script as a cover, no title, both cover and its removal", async () => {
    const anna = await createMember(db());
    await put(anna, [["title", "Мой блог"]]);
    const before = await tableRows(db(), "blogs");
    const script = await put(anna, [
      ["title", "Другой"],
      ["cover", file(Buffer.from("<script>alert(1)</script>"), "x.png", "image/png")],
    ]);
    expect(script.statusCode).toBe(400);
    expect(script.json().error.details.issues[0].path).toBe("cover");
    const untitled = await put(anna, [["title", "   "]]);
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().error.details.issues[0].path).toBe("title");
    const both = await put(anna, [
      ["title", "Другой"],
      ["removeCover", "1"],
      ["cover", file(png, "a.png", "image/png")],
    ]);
    expect(both.statusCode).toBe(400);
    expect(both.json().error.details.issues[0].path).toBe("removeCover");
    expect(await tableRows(db(), "blogs")).toBe(before);
    expect(covers()).toEqual([]);
    expect((await api.inject("GET", "/api/publications/blog/999999", undefined)).statusCode).toBe(404);
  });

  it("the blogosphere lists authors with publications, the most followed first, each with their most reacted-to one", async () => {
    const popular = await createMember(db());
    const quiet = await createMember(db());
    const silent = await createMember(db());
    const readers = [await createMember(db()), await createMember(db())];
    await publish(quiet, "Тихая заметка");
    await publish(popular, "Первая");
    const best = await publish(popular, "Лучшая");
    await publish(popular, "Свежая");
    for (const reader of readers) {
      await api.inject(
        "POST",
        "/api/users/subscriptions/create",
        reader,
        urlencoded([["userId", String(popular.id)]]),
      );
      await api.inject(
        "POST",
        `/api/publications/article/${best}/reactions`,
        reader,
        json({ code: "heart" }),
      );
    }
    const page = (await api.inject("GET", "/api/publications/blogosphere/authors", undefined)).json();
    const ids = page.rows.map((row: { id: number }) => row.id);
    expect(ids.indexOf(popular.id)).toBeLessThan(ids.indexOf(quiet.id));
    expect(ids).not.toContain(silent.id);
    const first = page.rows.find((row: { id: number }) => row.id === popular.id);
    expect(first).toMatchObject({
      blog: { counters: { publications: 3, subscribers: 2 } },
      best: { id: best, title: "Лучшая" },
    });
  });

  it("a deleted account's blog goes with its cover", async () => {
    const anna = await createMember(db());
    await put(anna, [
      ["title", "Уйду"],
      ["cover", file(png, "обложка.png", "image/png")],
    ]);
    expect(covers()).toHaveLength(1);
    const gone = await api.inject("DELETE", "/api/users/delete", anna, json({ password: testPassword }));
    expect(gone.statusCode, gone.body).toBe(200);
    expect(covers()).toEqual([]);
    expect(await tableRows(db(), "blogs")).not.toContain(`(${anna.id},`);
  });
});
