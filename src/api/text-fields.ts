import type { SchemaAST } from "effect";
import type { ContractSchema } from "./endpoint";

/**
 * A field of a request body that travels as text (in a form every field does; in JSON, the string ones),
 * with the most characters (UTF-16 code units) the contract lets it hold — the body parser's limits are
 * derived from it (src/server/http/form-body.ts), so the two cannot disagree.
 */
export interface TextField {
  readonly name: string;
  /** The stated maximum; undefined when the contract bounds it otherwise (a pattern, a literal) or not at all. */
  readonly maxLength: number | undefined;
  /** Sent as a list (the field repeated in a form; an array in JSON), each item a text. */
  readonly list: boolean;
}

type Check = SchemaAST.Check<unknown>;

/** The largest length a node's own checks state (`isMaxLength`, `isLengthBetween`), if any. */
function statedMax(checks: ReadonlyArray<Check> | undefined): number | undefined {
  let max: number | undefined;
  for (const check of checks ?? []) {
    const found =
      check._tag === "FilterGroup"
        ? statedMax(check.checks)
        : (() => {
            const { representation } = (check.annotations ?? {}) as {
              representation?: { id?: string; payload?: { maxLength?: number; maximum?: number } };
            };
            if (representation?.id === "effect/schema/isMaxLength") return representation.payload?.maxLength;
            if (representation?.id === "effect/schema/isLengthBetween")
              return representation.payload?.maximum;
            return undefined;
          })();
    if (found !== undefined) max = Math.max(max ?? 0, found);
  }
  return max;
}

interface Found {
  readonly text: boolean;
  readonly list: boolean;
  readonly max: number | undefined;
}

const nothing: Found = { text: false, list: false, max: undefined };

/** Alternatives (a union's members, a list's items): bounded only if every text among them is. */
function either(found: ReadonlyArray<Found>): Found {
  const texts = found.filter((one) => one.text);
  const bounded = texts.every((one) => one.max !== undefined);
  return {
    text: texts.length > 0,
    list: found.some((one) => one.list),
    max: bounded && texts.length > 0 ? Math.max(...texts.map((one) => one.max ?? 0)) : undefined,
  };
}

/**
 * What a field's AST holds, through its whole encoding chain (a trimmed name is checked after trimming, an
 * id is a string before it is a number): whether any stage is text, and the largest length a stage states
 * — generous on purpose, as the body parser's limits are derived from it.
 */
function walk(ast: SchemaAST.AST): Found {
  const stated = statedMax(ast.checks as ReadonlyArray<Check> | undefined);
  let own: Found = nothing;
  if (ast._tag === "String" || ast._tag === "TemplateLiteral") own = { text: true, list: false, max: stated };
  else if (ast._tag === "Literal" && typeof ast.literal === "string") {
    own = { text: true, list: false, max: ast.literal.length };
  } else if (ast._tag === "Union") own = either(ast.types.map(walk));
  else if (ast._tag === "Arrays") own = { ...either([...ast.elements, ...ast.rest].map(walk)), list: true };
  const stages = [own, ...(ast.encoding ?? []).map((link) => walk(link.to))].filter((one) => one.text);
  const bounds = stages.flatMap((one) => (one.max === undefined ? [] : [one.max]));
  return {
    text: stages.length > 0,
    list: stages.some((one) => one.list),
    max: bounds.length > 0 ? Math.max(...bounds) : undefined,
  };
}

/** The text fields of a body schema (a struct), by the names the request uses. */
export function textFields(schema: ContractSchema | undefined): TextField[] {
  if (schema?.ast._tag !== "Objects") return [];
  const fields: TextField[] = [];
  for (const property of schema.ast.propertySignatures) {
    const found = walk(property.type);
    if (found.text) fields.push({ name: String(property.name), maxLength: found.max, list: found.list });
  }
  return fields;
}
