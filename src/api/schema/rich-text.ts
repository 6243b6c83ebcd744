import { Result, Schema, SchemaTransformation } from "effect";
import { fieldIssues } from "../validation";
import { isWellFormed, isWithoutNul, nulMessage, surrogateMessage } from "./common";

// A publication's text as a structured document (issue 15): the JSON the editor (Tiptap) writes, a
// subset of its nodes and marks, checked on both ends and drawn by React — never HTML. What is not in
// this subset (a script, an iframe, an event handler, a `javascript:` link) cannot be stored at all.

const linkMessage = "Ссылка должна вести на сайт (http, https) или почту (mailto)";

/** Where a link may lead: the web and mail, nothing a browser would run (`javascript:`, `data:` …). */
export const SafeHref = Schema.String.check(
  isWellFormed,
  Schema.isMaxLength(2_000, { message: "Ссылка слишком длинная" }),
  Schema.makeFilter(
    (href: string) => {
      // White space and control characters: `java\tscript:` is `javascript:` to a browser.
      if ([...href].some((c) => c.charCodeAt(0) <= 0x20 || c === "\u007f")) return false;
      try {
        const url = new URL(href);
        return url.protocol === "https:" || url.protocol === "http:" || url.protocol === "mailto:";
      } catch {
        return false;
      }
    },
    { message: linkMessage },
  ),
);

/** Where a publication's files are served: this, then the file's id (`/api/publications/files/17`). */
export const publicationFilesPath = "/api/publications/files/";

const imageMessage = "Изображение — только загруженное в МИР";

/**
 * Where an inline image may come from: a publication's file of ours, nothing else — not another site (a
 * publication must not make its readers' browsers call one), and not another call of the API (a post
 * showing another's address as an image would count a view of it for every reader).
 */
export const ImageSrc = Schema.String.check(
  Schema.isMaxLength(300),
  Schema.isPattern(new RegExp(`^${publicationFilesPath}[1-9][0-9]{0,9}$`), {
    message: imageMessage,
  }),
);

const Bold = Schema.Struct({ type: Schema.Literal("bold") });
const Italic = Schema.Struct({ type: Schema.Literal("italic") });
const Strike = Schema.Struct({ type: Schema.Literal("strike") });
const Link = Schema.Struct({ type: Schema.Literal("link"), attrs: Schema.Struct({ href: SafeHref }) });
export const Mark = Schema.Union([Bold, Italic, Strike, Link]);

/** The longest run of text (a stretch of one formatting, or a line of plain text). */
export const maxRunLength = 20_000;
const runTooLong = "Строка — не длиннее 20 000 символов: разбейте текст на абзацы";

/** A run of text with its marks. */
export const TextRun = Schema.Struct({
  type: Schema.Literal("text"),
  text: Schema.String.check(
    isWithoutNul,
    isWellFormed,
    Schema.isMinLength(1),
    Schema.isMaxLength(maxRunLength, { message: runTooLong }),
  ),
  marks: Schema.optionalKey(Schema.Array(Mark).check(Schema.isMaxLength(4))),
});
const HardBreak = Schema.Struct({ type: Schema.Literal("hardBreak") });
export const Inline = Schema.Union([TextRun, HardBreak]);
const inlines = Schema.optionalKey(Schema.Array(Inline).check(Schema.isMaxLength(2_000)));

export const Paragraph = Schema.Struct({ type: Schema.Literal("paragraph"), content: inlines });
export const Heading = Schema.Struct({
  type: Schema.Literal("heading"),
  attrs: Schema.Struct({ level: Schema.Literals([2, 3, 4]) }),
  content: inlines,
});
export const Image = Schema.Struct({
  type: Schema.Literal("image"),
  attrs: Schema.Struct({
    src: ImageSrc,
    alt: Schema.optionalKey(
      Schema.NullOr(Schema.String.check(isWithoutNul, isWellFormed, Schema.isMaxLength(300))),
    ),
  }),
});
const HorizontalRule = Schema.Struct({ type: Schema.Literal("horizontalRule") });

/** A node that holds blocks: list items and quotes (recursive, as lists nest). */
export interface ListItem {
  readonly type: "listItem";
  readonly content: ReadonlyArray<Block>;
}
export interface BulletList {
  readonly type: "bulletList";
  readonly content: ReadonlyArray<ListItem>;
}
export interface OrderedList {
  readonly type: "orderedList";
  readonly attrs?: { readonly start?: number };
  readonly content: ReadonlyArray<ListItem>;
}
export interface Blockquote {
  readonly type: "blockquote";
  readonly content: ReadonlyArray<Block>;
}
export type Block =
  | typeof Paragraph.Type
  | typeof Heading.Type
  | typeof Image.Type
  | typeof HorizontalRule.Type
  | BulletList
  | OrderedList
  | Blockquote;

const blocks = (max: number) =>
  Schema.Array(Schema.suspend((): Schema.Codec<Block> => BlockSchema)).check(
    Schema.isMinLength(1),
    Schema.isMaxLength(max),
  );
const ListItemSchema: Schema.Codec<ListItem> = Schema.Struct({
  type: Schema.Literal("listItem"),
  content: blocks(50),
});
const items = Schema.Array(ListItemSchema).check(Schema.isMinLength(1), Schema.isMaxLength(500));
const BulletListSchema: Schema.Codec<BulletList> = Schema.Struct({
  type: Schema.Literal("bulletList"),
  content: items,
});
const OrderedListSchema: Schema.Codec<OrderedList> = Schema.Struct({
  type: Schema.Literal("orderedList"),
  attrs: Schema.optionalKey(Schema.Struct({ start: Schema.optionalKey(Schema.Int) })),
  content: items,
});
const BlockquoteSchema: Schema.Codec<Blockquote> = Schema.Struct({
  type: Schema.Literal("blockquote"),
  content: blocks(100),
});
const BlockSchema: Schema.Codec<Block> = Schema.Union([
  Paragraph,
  Heading,
  Image,
  HorizontalRule,
  BulletListSchema,
  OrderedListSchema,
  BlockquoteSchema,
]);

const textTooLong = "Текст длиннее 100 000 символов";

/**
 * How deep nodes may nest below the document — its blocks are level 1, what they hold level 2, down to
 * the text (a quote is one level, a list and its item two): far more than anyone writes, 30 lists in
 * lists, and far less than would exhaust the stack while decoding (1 500 quotes did).
 */
export const maxDocumentDepth = 64;
const tooDeep = `Текст вложен слишком глубоко: не больше ${maxDocumentDepth} уровней (списков и цитат)`;

/**
 * Whether no node of `value` sits more than {@link maxDocumentDepth} `content` levels deep. Walked with a
 * queue, not recursion, and stopped at the first node too deep: a hostile document cannot exhaust the
 * stack here either. Only `content` nests; anything else deep is refused by the schema at once.
 */
function isShallow(value: unknown): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth += 1) {
    if (depth > maxDocumentDepth) return false;
    const next: unknown[] = [];
    for (const node of level) {
      const content = (node as { content?: unknown } | null)?.content;
      if (Array.isArray(content)) next.push(...content.filter((child) => typeof child === "object"));
    }
    level = next;
  }
  return true;
}

const DocumentShape = Schema.Struct({ type: Schema.Literal("doc"), content: blocks(2_000) }).check(
  Schema.makeFilter((doc: { readonly content: ReadonlyArray<Block> }) => textLength(doc) <= 100_000, {
    message: textTooLong,
  }),
);

/**
 * The whole text: blocks nested at most {@link maxDocumentDepth} deep — checked before the blocks are
 * decoded, as decoding recurses — with at most 100 000 characters of text in all.
 */
export const RichText = Schema.Unknown.check(Schema.makeFilter(isShallow, { message: tooDeep })).pipe(
  Schema.decodeTo(DocumentShape, SchemaTransformation.passthroughSupertype()),
);
export type RichText = typeof RichText.Type;

/** How many characters of text a document holds (what a reader reads). */
export function textLength(
  node: { readonly content?: ReadonlyArray<unknown> } | { readonly text?: string },
): number {
  if ("text" in node && typeof node.text === "string") return node.text.length;
  const content = "content" in node && Array.isArray(node.content) ? node.content : [];
  return content.reduce((sum: number, child) => sum + textLength(child as never), 0);
}

/**
 * Plain text (what a simple client sends) as a document: a paragraph per line, blank lines dropped. Not
 * checked: {@link readDocument} decodes it like any other document, so a line over {@link maxRunLength}
 * or a NUL is refused here too, before anything is stored.
 */
export function fromPlainText(text: string): RichText {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  return {
    type: "doc",
    content: (lines.length > 0 ? lines : [""]).map((line) => ({
      type: "paragraph",
      ...(line ? { content: [{ type: "text", text: line }] } : {}),
    })),
  };
}

const decodeRichText = Schema.decodeUnknownResult(RichText);

const damaged =
  "Текст не получилось прочитать: он повреждён или содержит недопустимое (скрипты, чужие ссылки на картинки)";

/** What our own checks say in words a writer understands; any other refusal is only "damaged". */
const explained: ReadonlySet<string> = new Set([
  runTooLong,
  textTooLong,
  tooDeep,
  imageMessage,
  linkMessage,
  nulMessage,
  surrogateMessage,
]);

/**
 * The document a form's `text` field holds — its JSON (what the editor sends) or plain text (a simple
 * client's), which becomes paragraphs — decoded by {@link RichText} either way, so that what is stored is
 * exactly what the answer's schema will encode. A failure is the Russian reason.
 */
export function readDocument(text: string): Result.Result<RichText, string> {
  const trimmed = text.trim();
  let json: unknown;
  if (trimmed.startsWith("{")) {
    try {
      json = JSON.parse(trimmed);
    } catch {
      return Result.fail(damaged);
    }
  } else json = fromPlainText(text);
  const decoded = decodeRichText(json);
  if (Result.isSuccess(decoded)) return Result.succeed(decoded.success);
  const reason = fieldIssues(decoded.failure, "body")[0]?.message;
  return Result.fail(reason !== undefined && explained.has(reason) ? reason : damaged);
}

/** {@link readDocument}'s document, or null when the text is not one. */
export function parseDocument(text: string): RichText | null {
  const read = readDocument(text);
  return Result.isSuccess(read) ? read.success : null;
}

/**
 * A form's `text` field: the document's JSON or plain text, up to 2 MB, which {@link readDocument} must
 * accept (a document with a `javascript:` link, a foreign image or an unknown node is refused); the 400
 * says why.
 */
export const DocumentField = Schema.String.check(
  Schema.isMaxLength(2_000_000, { message: "Текст слишком большой" }),
  Schema.makeFilter((text: string) => {
    const read = readDocument(text);
    return Result.isSuccess(read) ? true : read.failure;
  }),
);
