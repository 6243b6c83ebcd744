// @vitest-environment node
// Issue 15, what readers say under a publication: reactions (once per code per member, counted, mine
// marked) and comments with replies, edited by their author, deleted by their author, the publication's
// author or an admin — only under a live publication.
import { describe, expect, it } from "vitest";
import { createAdmin, createMember, type TestMember } from "./helpers/accounts";
import { calls, json, urlencoded } from "./helpers/messenger";
import { backends, useTestApp } from "./helpers/test-app";

describe.each(backends)("reactions and comments on $name", (backend) => {
  const ctx = useTestApp(backend);
  const api = calls(ctx);
  const db = () => ctx().database.db;

  const publish = async (who: TestMember, publish: "now" | "draft" = "now") => {
    const response = await api.inject(
      "POST",
      "/api/publications/article/create",
      who,
      urlencoded([
        ["type", "2"],
        ["text", "Запись"],
        ["rubricId", "1"],
        ["publish", publish],
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().id as number;
  };

  it("reactions: given once per code, counted, mine marked; taken back", async () => {
    const anna = await createMember(db());
    const boris = await createMember(db());
    const clara = await createMember(db());
    const id = await publish(anna);
    const url = `/api/publications/article/${id}/reactions`;
    await api.inject("POST", url, boris, json({ code: "heart" }));
    await api.inject("POST", url, boris, json({ code: "heart" }));
    await api.inject("POST", url, clara, json({ code: "heart" }));
    const seen = await api.inject("POST", url, clara, json({ code: "fire" }));
    expect(seen.json()).toEqual({
      publicationId: id,
      reactions: [
        { code: "heart", count: 2, mine: true },
        { code: "fire", count: 1, mine: true },
      ],
    });
    expect((await api.inject("GET", url, undefined)).json().reactions[0]).toEqual({
      code: "heart",
      count: 2,
      mine: false,
    });
    const after = (await api.inject("DELETE", url, boris, json({ code: "heart" }))).json();
    expect(after.reactions).toContainEqual({ code: "heart", count: 1, mine: false });
    const counted = (await api.inject("GET", `/api/publications/article/${id}`, undefined)).json();
    expect(counted.counters.reactions).toBe(2);
  });

  it("comments: replies, edits by the author only; deleting by the author, the publication's author or an admin", async () => {
    const anna = await createMember(db());
    const boris = await createMember(db());
    const clara = await createMember(db());
    const admin = await createAdmin(db());
    const id = await publish(anna);
    const url = `/api/publications/article/${id}/comments`;
    const first = (await api.inject("POST", url, boris, json({ text: "  Отлично!  " }))).json();
    expect(first).toMatchObject({ text: "Отлично!", replyToId: null, author: { id: boris.id } });
    const reply = await api.inject("POST", url, anna, json({ text: "Спасибо", replyToId: first.id }));
    expect(reply.json()).toMatchObject({ replyToId: first.id });
    const elsewhere = await publish(clara);
    const stray = await api.inject(
      "POST",
      `/api/publications/article/${elsewhere}/comments`,
      clara,
      json({ text: "x", replyToId: first.id }),
    );
    expect(stray.statusCode).toBe(400);

    const edit = (who: TestMember, text: string) =>
      api.inject("PUT", `/api/publications/comments/${first.id}`, who, json({ text }));
    expect((await edit(clara, "Чужая правка")).statusCode).toBe(403);
    const edited = (await edit(boris, "Отлично, правда!")).json();
    expect(edited.text).toBe("Отлично, правда!");
    expect(edited.editedAt).not.toBeNull();

    const listed = (await api.inject("GET", url, undefined)).json();
    expect(listed.count).toBe(2);
    expect(listed.rows.map((c: { text: string }) => c.text)).toEqual(["Отлично, правда!", "Спасибо"]);

    const remove = (who: TestMember, commentId: number) =>
      api.inject("DELETE", `/api/publications/comments/${commentId}`, who);
    expect((await remove(clara, first.id)).statusCode).toBe(403);
    // The publication's author may clean up under it.
    expect((await remove(anna, first.id)).statusCode).toBe(200);
    const left = (await api.inject("GET", url, undefined)).json();
    expect(left.rows).toEqual([expect.objectContaining({ text: "Спасибо", replyToId: null })]);
    expect((await remove(admin, reply.json().id)).statusCode).toBe(200);
    expect(
      (await api.inject("GET", `/api/publications/article/${id}`, undefined)).json().counters.comments,
    ).toBe(0);
  });

  it("nobody reacts or comments under a draft: 404, as for no publication", async () => {
    const anna = await createMember(db());
    const boris = await createMember(db());
    const draft = await publish(anna, "draft");
    for (const [method, path, body] of [
      ["POST", "reactions", { code: "heart" }],
      ["GET", "reactions", undefined],
      ["POST", "comments", { text: "Привет" }],
      ["GET", "comments", undefined],
    ] as const) {
      const response = await api.inject(
        method,
        `/api/publications/article/${draft}/${path}`,
        boris,
        body ? json(body) : undefined,
      );
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
  });
});
