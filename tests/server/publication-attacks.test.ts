// @vitest-environment node
// Issue 27 §4: the publication calls attacked from outside. Each attack on `create` and `edit` — sent as
// JSON (as the issue found them) and as multipart (the UI's own encoding) — is a 400 naming its field,
// nothing is written anywhere, and the publications already there still read as before.
import { describe, expect, it } from "vitest";
import { createMember, type TestMember } from "./helpers/accounts";
import { calls, multipart } from "./helpers/messenger";
import { everyTableRows } from "./helpers/tables";
import { backends, useTestApp } from "./helpers/test-app";

type Fields = ReadonlyArray<readonly [string, string]>;
type Encoding = "json" | "multipart";

const record = (text: string): Fields => [
  ["type", "2"],
  ["text", text],
  ["rubricId", "1"],
  ["publish", "now"],
];

/** A document of one paragraph; `text` may be anything, a lone surrogate too (JSON escapes it). */
const paragraphDoc = (text: string) =>
  JSON.stringify({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });

/**
 * A document whose paragraph sits `levels` containers deep: blockquotes (one level each) or bullet lists
 * (a list and its item: two levels each). Built as text — a value this deep would exhaust the stack of
 * JSON.stringify itself.
 */
function nestedDoc(kind: "blockquote" | "bulletList", levels: number): string {
  const [open, close] =
    kind === "blockquote"
      ? ['{"type":"blockquote","content":[', "]}"]
      : ['{"type":"bulletList","content":[{"type":"listItem","content":[', "]}]}"];
  const paragraph = '{"type":"paragraph","content":[{"type":"text","text":"Глубоко"}]}';
  return `{"type":"doc","content":[${open.repeat(levels)}${paragraph}${close.repeat(levels)}]}`;
}

describe.each(backends)("publications attacked from outside (issue 27 §4) on $name", (backend) => {
  const ctx = useTestApp(backend);
  const api = calls(ctx);
  const db = () => ctx().database.db;

  const body = async (fields: Fields, encoding: Encoding) =>
    encoding === "json"
      ? {
          headers: { "content-type": "application/json" },
          payload: JSON.stringify(Object.fromEntries(fields)),
        }
      : multipart(fields);
  const create = async (who: TestMember, fields: Fields, encoding: Encoding = "multipart") =>
    api.inject("POST", "/api/publications/article/create", who, await body(fields, encoding));
  const edit = async (who: TestMember, id: number, fields: Fields, encoding: Encoding = "multipart") =>
    api.inject(
      "PUT",
      `/api/publications/article/edit/${id}`,
      who,
      await body([...fields, ["version", "1"]], encoding),
    );

  /** A member with one published record that the attacks then try to create again or to overwrite. */
  async function target() {
    const anna = await createMember(db());
    const made = await create(anna, record("Обычная запись"));
    expect(made.statusCode, made.body).toBe(200);
    return { anna, id: made.json().id as number };
  }

  /**
   * Each text in `text` (create and edit, in each encoding) → 400 naming `text` with `message`, every table
   * as it was, and the existing record and the feed still 200.
   */
  async function expectRefused(
    texts: ReadonlyArray<string>,
    message: RegExp,
    encodings: ReadonlyArray<Encoding> = ["json", "multipart"],
  ) {
    const { anna, id } = await target();
    for (const text of texts) {
      for (const encoding of encodings) {
        const before = await everyTableRows(db());
        for (const [call, response] of [
          ["create", await create(anna, record(text), encoding)],
          ["edit", await edit(anna, id, record(text), encoding)],
        ] as const) {
          const what = `${call} as ${encoding}, ${text.slice(0, 40)}…: ${response.body.slice(0, 300)}`;
          expect.soft(response.statusCode, what).toBe(400);
          expect
            .soft(response.json().error?.details?.issues, what)
            .toContainEqual(
              expect.objectContaining({ path: "text", message: expect.stringMatching(message) }),
            );
        }
        expect.soft(await everyTableRows(db()), `${encoding}: something was written`).toBe(before);
      }
    }
    expect((await api.inject("GET", `/api/publications/article/${id}`, undefined)).statusCode).toBe(200);
    expect((await api.inject("GET", "/api/publications/feed/rubric/1", undefined)).statusCode).toBe(200);
  }

  it("item 1: a plain-text line over 20 000 characters is refused before anything is written", async () => {
    await expectRefused([`Начало\n${"A".repeat(20_001)}\nконец`], /20 000/);
    // The limit is the document's own: a line of exactly 20 000 is a paragraph like any other.
    const { anna } = await target();
    const longest = await create(anna, record("A".repeat(20_000)));
    expect(longest.statusCode, longest.body.slice(0, 300)).toBe(200);
    const read = await api.inject("GET", `/api/publications/article/${longest.json().id}`, undefined);
    expect(read.statusCode).toBe(200);
  });

  it("item 2: NUL in plain text or in a document is refused", async () => {
    await expectRefused(["ab\u0000cd", paragraphDoc("ab\u0000cd")], /NUL/);
  });

  it("item 3: a lone surrogate in plain text, in a document or in the title is refused", async () => {
    // A form's own encoding turns a lone surrogate into U+FFFD on the way; JSON carries it as `\ud800`,
    // and so does a document's JSON inside a form field.
    await expectRefused(["a\ud800b"], /суррогат/, ["json"]);
    await expectRefused([paragraphDoc("a\ud800b"), paragraphDoc("\udc00")], /суррогат/);
    const { anna } = await target();
    const before = await everyTableRows(db());
    const titled = await create(anna, [["title", "За\ud800головок"], ...record("Текст")], "json");
    expect(titled.statusCode, titled.body).toBe(400);
    expect(titled.json().error.details.issues).toMatchObject([{ path: "title" }]);
    expect(await everyTableRows(db())).toBe(before);
  });

  it("item 4: a document nested deeper than 64 levels is refused (1 500 quotes, 5 000 lists), 64 is kept", async () => {
    await expectRefused(
      [nestedDoc("blockquote", 1_500), nestedDoc("bulletList", 5_000), nestedDoc("blockquote", 63)],
      /64/,
    );
    // 62 quotes, their paragraph and its text: 64 levels below the document.
    const { anna } = await target();
    const deepest = await create(anna, record(nestedDoc("blockquote", 62)));
    expect(deepest.statusCode, deepest.body.slice(0, 300)).toBe(200);
    const read = await api.inject("GET", `/api/publications/article/${deepest.json().id}`, undefined);
    expect(read.statusCode).toBe(200);
  });

  it("item 6: an image only from our publication files: another publication's address (a view for every reader) is refused", async () => {
    const { anna, id } = await target();
    const image = (src: string) =>
      JSON.stringify({ type: "doc", content: [{ type: "image", attrs: { src } }] });
    await expectRefused(
      [
        image(`/api/publications/article/${id}`),
        image(`/api/users/profile/${anna.id}/create/view`),
        image("/api/publications/files/1/../../article/1"),
      ],
      /только загруженное в МИР/,
    );
    const ours = await create(anna, record(image("/api/publications/files/1")));
    expect(ours.statusCode, ours.body).toBe(200);
  });
  // Last: its large publications would slow every later snapshot of the tables.
  it("item 5: the longest article the contract allows is saved through multipart (the editor's encoding) and JSON; one character more is the contract's 400", async () => {
    const anna = await createMember(db());
    // 100 000 Cyrillic characters (200 KB of UTF-8), five runs of the longest length.
    const longest = (extra: string) =>
      JSON.stringify({
        type: "doc",
        content: Array.from({ length: 5 }, (_, i) => ({
          type: "paragraph",
          content: [
            { type: "text", text: "ж".repeat(20_000) },
            ...(i === 4 && extra ? [{ type: "text", text: extra, marks: [{ type: "bold" }] }] : []),
          ],
        })),
      });
    const article = (text: string): Fields => [["title", "Длинная статья"], ...record(text)];
    // And the largest field the contract takes: close to 2 000 000 characters of JSON (a long link on each
    // of a thousand lines), well over the app's 1 MiB for JSON bodies.
    const linked = JSON.stringify({
      type: "doc",
      content: Array.from({ length: 1_000 }, (_, i) => ({
        type: "paragraph",
        content: [
          {
            type: "text",
            text: `Ссылка ${i}`,
            marks: [{ type: "link", attrs: { href: `https://example.ru/${"a".repeat(1_850)}` } }],
          },
        ],
      })),
    });
    expect(linked.length).toBeGreaterThan(1_950_000);
    expect(linked.length).toBeLessThan(2_000_000);
    for (const encoding of ["multipart", "json"] as const) {
      const made = await create(anna, article(longest("")), encoding);
      expect(made.statusCode, `${encoding}: ${made.body.slice(0, 300)}`).toBe(200);
      const id = made.json().id as number;
      const edited = await edit(anna, id, article(longest("")), encoding);
      expect(edited.statusCode, `${encoding}: ${edited.body.slice(0, 300)}`).toBe(200);
      const read = await api.inject("GET", `/api/publications/article/${id}`, undefined);
      expect(read.json().text.content).toHaveLength(5);
      const largest = await create(anna, article(linked), encoding);
      expect(largest.statusCode, `${encoding}: ${largest.body.slice(0, 300)}`).toBe(200);
      const before = await everyTableRows(db());
      const over = await create(anna, article(longest("!")), encoding);
      expect(over.statusCode, `${encoding}: ${over.body.slice(0, 300)}`).toBe(400);
      expect(over.json().error.details.issues).toMatchObject([
        { path: "text", message: "Текст длиннее 100 000 символов" },
      ]);
      expect(await everyTableRows(db())).toBe(before);
    }
  });
});
