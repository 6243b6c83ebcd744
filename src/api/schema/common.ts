import { Schema, SchemaTransformation } from "effect";

/** What a NUL in a text field is answered with. */
export const nulMessage = "Недопустимый символ (NUL)";

/**
 * PostgreSQL cannot hold NUL (U+0000) in `text` or `jsonb`, nor compare a column with it: such input
 * must be a 400 naming the field, not a failed query.
 */
export const isWithoutNul = Schema.makeFilter((value: string) => !value.includes("\u0000"), {
  message: nulMessage,
});

/** What a lone surrogate in a text field is answered with. */
export const surrogateMessage = "Недопустимый символ (половина суррогатной пары UTF-16)";

/**
 * A lone UTF-16 surrogate (half of a pair, e.g. `"\ud800"` in JSON) is no character at all: PostgreSQL's
 * `jsonb` refuses it and `text` would store U+FFFD instead. Such input is a 400 naming the field.
 */
export const isWellFormed = Schema.makeFilter((value: string) => !/\p{Cs}/u.test(value), {
  message: surrogateMessage,
});

/**
 * Free text from a caller: any string PostgreSQL can store — without NUL and without lone surrogates.
 * Every text field of a request is built on it.
 */
export const Text = Schema.String.check(isWithoutNul, isWellFormed);

/** {@link Text} with surrounding white space trimmed on decode (NUL is not white space: still refused). */
export const TrimmedText = Text.pipe(Schema.decodeTo(Schema.String, SchemaTransformation.trim()));

/**
 * The Unicode bidirectional controls (embeddings, overrides, isolates, marks): in a name they make text
 * display in another order than it is stored — `invoice\u202Etxt.exe` shows as `invoiceexe.txt`.
 */
const bidiControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** `text` without bidirectional controls, so that what a name shows is what it is. */
export function withoutBidiControls(text: string): string {
  return text.replace(bidiControls, "");
}

/**
 * A name shown to other people (a member's, a chat's): {@link TrimmedText} with the bidirectional controls
 * removed on decode, so that no name can pose as another.
 */
export const ShownName = Text.pipe(
  Schema.decodeTo(
    Schema.String,
    SchemaTransformation.transform({
      decode: (text: string) => withoutBidiControls(text).trim(),
      encode: (text: string) => text,
    }),
  ),
);

/** A database id: a positive integer (ARCHITECTURE §4). */
export const Id = Schema.Int.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(2_147_483_647));
export type Id = typeof Id.Type;

/**
 * An id as it arrives in a path or a query string: plain digits only (no signs, spaces, exponents),
 * decoded to {@link Id}. Route params on both ends are parsed with it.
 */
export const IdFromString = Schema.String.check(
  Schema.isPattern(/^[1-9][0-9]{0,9}$/, { message: "Ожидается положительное целое число" }),
)
  .pipe(Schema.decodeTo(Schema.NumberFromString))
  .pipe(Schema.decodeTo(Id));

/** ISO-8601 date-time string, as every entity's `createdAt`/`updatedAt` travels. */
export const IsoDateTime = Schema.String;

/** An ISO-8601 date-time a caller sends (`2026-05-01T09:30:00.000Z`, what `Date.toISOString` writes). */
export const IsoDateTimeField = Text.check(
  Schema.isMaxLength(40),
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/, {
    message: "Ожидается дата и время в формате ISO 8601",
  }),
);

/** A paged list: `{ count, rows }` (ARCHITECTURE §4). */
export const Paged = <S extends Schema.Top>(row: S) =>
  Schema.Struct({ count: Schema.Int, rows: Schema.Array(row) });
