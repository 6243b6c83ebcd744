// Issue 15: a publication's text is a document of a known subset of nodes and marks; anything a browser
// could run, or that would call another site, is refused before it is stored.
import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { fromPlainText, maxDocumentDepth, RichText, textLength } from "../../src/api/schema/rich-text";

const decode = Schema.decodeUnknownResult(RichText);
const ok = (doc: unknown) => Result.isSuccess(decode(doc));
const paragraph = (text: string, marks?: unknown[]) => ({
  type: "paragraph",
  content: [{ type: "text", text, ...(marks ? { marks } : {}) }],
});
const doc = (...content: unknown[]) => ({ type: "doc", content });

describe("rich text", () => {
  it("takes what the editor writes: headings, marks, links, nested lists, quotes, our images", () => {
    expect(
      ok(
        doc(
          { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Заголовок" }] },
          paragraph("Жирный", [
            { type: "bold" },
            { type: "link", attrs: { href: "https://mir.example/a?b=1" } },
          ]),
          {
            type: "bulletList",
            content: [
              {
                type: "listItem",
                content: [
                  paragraph("Пункт"),
                  {
                    type: "orderedList",
                    attrs: { start: 3 },
                    content: [{ type: "listItem", content: [paragraph("Вложенный")] }],
                  },
                ],
              },
            ],
          },
          { type: "blockquote", content: [paragraph("Цитата")] },
          { type: "image", attrs: { src: "/api/publications/files/17", alt: "Фото" } },
          { type: "paragraph" },
          { type: "horizontalRule" },
        ),
      ),
    ).toBe(true);
  });

  it("refuses scripts, handlers, javascript: and data: links, foreign images and unknown nodes", () => {
    const hostile = [
      doc({ type: "script", content: [{ type: "text", text: "alert(1)" }] }),
      doc({ type: "html", html: "<img src=x onerror=alert(1)>" }),
      doc(paragraph("клик", [{ type: "link", attrs: { href: "javascript:alert(1)" } }])),
      doc(paragraph("клик", [{ type: "link", attrs: { href: " javascript:alert(1)" } }])),
      doc(paragraph("клик", [{ type: "link", attrs: { href: "JaVaScRiPt:alert(1)" } }])),
      doc(paragraph("клик", [{ type: "link", attrs: { href: "data:text/html,<script>alert(1)</script>" } }])),
      doc(paragraph("клик", [{ type: "link", attrs: { href: "java\tscript:alert(1)" } }])),
      doc({ type: "image", attrs: { src: "https://evil.example/pixel.gif" } }),
      doc({ type: "image", attrs: { src: "/api/../../etc/passwd" } }),
      doc({ type: "image", attrs: { src: "/api/publications/article/17" } }),
      doc({ type: "image", attrs: { src: "/api/publications/files/17?x=1" } }),
      doc({ type: "heading", attrs: { level: 1 }, content: [] }),
      doc(paragraph("x", [{ type: "onclick" }])),
      doc(paragraph("nul\u0000")),
      doc(),
      { type: "paragraph", content: [] },
      "<p>html</p>",
    ];
    for (const bad of hostile) expect(ok(bad), JSON.stringify(bad)).toBe(false);
  });

  it("counts the text, and refuses more than 100 000 characters in all", () => {
    const long = doc(...Array.from({ length: 6 }, () => paragraph("я".repeat(20_000))));
    expect(textLength(long as never)).toBe(120_000);
    expect(ok(long)).toBe(false);
    expect(ok(doc(...Array.from({ length: 5 }, () => paragraph("я".repeat(20_000)))))).toBe(true);
  });

  it("turns plain text into paragraphs, one a line", () => {
    expect(fromPlainText("Первая строка\r\n\n  Вторая  ")).toEqual(
      doc(paragraph("Первая строка"), paragraph("Вторая")),
    );
    expect(ok(fromPlainText(""))).toBe(true);
  });

  it(`refuses nodes nested over ${maxDocumentDepth} levels without exhausting the stack, whoever decodes`, () => {
    const nested = (levels: number) => {
      let node: unknown = paragraph("Глубоко");
      for (let i = 0; i < levels; i += 1) node = { type: "blockquote", content: [node] };
      return doc(node);
    };
    // Quotes, then the paragraph and its text: levels + 2 below the document.
    expect(ok(nested(maxDocumentDepth - 2))).toBe(true);
    expect(ok(nested(maxDocumentDepth - 1))).toBe(false);
    expect(() => decode(nested(5_000))).not.toThrow();
    expect(ok(nested(5_000))).toBe(false);
  });
});
