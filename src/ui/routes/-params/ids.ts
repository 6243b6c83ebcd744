/**
 * Path params that are database ids, parsed at the boundary with the contract's `IdFromString`
 * (ARCHITECTURE §2). A param that is not a positive integer makes the route not match, so the router
 * renders the 404 screen (spec §5, §8) instead of the page.
 */
import { Option, Schema } from "effect";
import { IdFromString } from "../../../api/schema/common";

const decodeId = Schema.decodeUnknownOption(IdFromString);

/** The id in a path segment, or `undefined` when it is not a positive integer. */
export function parseId(raw: string): number | undefined {
  return Option.getOrUndefined(decodeId(raw));
}

/**
 * `params` options for a route whose params named `keys` are all ids. `parse` returns `false` for an
 * invalid id: in this router version that means "this route does not match", so the URL falls through to
 * the not-found screen.
 */
export function idParams<const K extends string>(...keys: readonly K[]) {
  return {
    parse: (raw: Record<K, string>): Record<K, number> | false => {
      const out = {} as Record<K, number>;
      for (const key of keys) {
        const id = parseId(raw[key]);
        if (id === undefined) return false;
        out[key] = id;
      }
      return out;
    },
    stringify: (params: Record<K, number>): Record<K, string> => {
      const out = {} as Record<K, string>;
      for (const key of keys) out[key] = String(params[key]);
      return out;
    },
  };
}
