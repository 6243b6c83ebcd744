import { Schema } from "effect";

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

/** A paged list: `{ count, rows }` (ARCHITECTURE §4). */
export const Paged = <S extends Schema.Top>(row: S) =>
  Schema.Struct({ count: Schema.Int, rows: Schema.Array(row) });
