/**
 * Search params parsed at the route boundary with the contract's schemas (ARCHITECTURE §2), as a
 * Standard Schema the router takes for `validateSearch`.
 *
 * A search param is a hint in a link a member may have typed, cut or kept from an older version: one that
 * is missing or invalid is dropped — the page opens without it — never an error screen.
 */
import { Effect, Schema } from "effect";
import { Id, IdFromString } from "../../../api/schema/common";

/** An optional search param: absent when missing or when `schema` refuses it. */
export function hint<S extends Schema.Top & { readonly DecodingServices: never }>(schema: S) {
  return Schema.optionalKey(schema.pipe(Schema.catchDecoding(() => Effect.succeedNone)));
}

/** The `validateSearch` of a route whose search params are `schema`'s fields; every other param is dropped. */
export function searchOf<S extends Schema.ConstraintDecoder<unknown>>(schema: S) {
  return Schema.toStandardSchemaV1(schema);
}

/** A member's id in a search param: `?user=3` arrives as the number 3, `?user="3"` as a string. */
export const SearchId = Schema.Union([Id, IdFromString]);
