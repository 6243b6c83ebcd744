import type { Schema, SchemaIssue } from "effect";
import type { FieldIssue } from "./errors";

type Where = FieldIssue["in"];

/** Russian wording of Effect's built-in checks, keyed by their representation id. */
const checkMessages: Record<string, (payload: Record<string, unknown>) => string> = {
  "effect/schema/isMinLength": (p) => `Минимальная длина — ${p.minLength}`,
  "effect/schema/isMaxLength": (p) => `Максимальная длина — ${p.maxLength}`,
  "effect/schema/isLengthBetween": (p) => `Длина должна быть от ${p.minimum} до ${p.maximum}`,
  "effect/schema/isInt": () => "Ожидается целое число",
  "effect/schema/isGreaterThan": (p) => `Ожидается число больше ${p.exclusiveMinimum}`,
  "effect/schema/isGreaterThanOrEqualTo": (p) => `Ожидается число не меньше ${p.minimum}`,
  "effect/schema/isLessThan": (p) => `Ожидается число меньше ${p.exclusiveMaximum}`,
  "effect/schema/isLessThanOrEqualTo": (p) => `Ожидается число не больше ${p.maximum}`,
  "effect/schema/isPattern": () => "Значение имеет неверный формат",
};

function filterMessage(issue: SchemaIssue.Filter): string {
  const annotations = issue.filter.annotations as
    | { message?: unknown; representation?: { id?: string; payload?: unknown } }
    | undefined;
  // Our own schemas carry Russian `message` annotations; they win over the generic wording. A filter that
  // tells several reasons apart returns its reason, which Effect carries as the inner issue's message.
  if (typeof annotations?.message === "string") return annotations.message;
  const reason = issue.issue._tag === "InvalidValue" ? annotatedMessage(issue.issue.annotations) : undefined;
  if (reason !== undefined) return reason;
  const representation = annotations?.representation;
  const wording = representation?.id ? checkMessages[representation.id] : undefined;
  if (wording) return wording((representation?.payload ?? {}) as Record<string, unknown>);
  return "Недопустимое значение";
}

function annotatedMessage(annotations: unknown): string | undefined {
  const message = (annotations as { message?: unknown } | undefined)?.message;
  return typeof message === "string" ? message : undefined;
}

function collect(issue: SchemaIssue.Issue, path: ReadonlyArray<PropertyKey>, out: Array<[string, string]>) {
  const at = path.map(String).join(".");
  switch (issue._tag) {
    case "Pointer":
      return collect(issue.issue, [...path, ...issue.path], out);
    case "Composite":
      for (const inner of issue.issues) collect(inner, path, out);
      return;
    case "Encoding":
      return collect(issue.issue, path, out);
    case "Filter":
      out.push([at, filterMessage(issue)]);
      return;
    case "AnyOf":
      // An empty AnyOf means no member matched at all (e.g. a literal outside the allowed set).
      if (issue.issues.length === 0) out.push([at, "Недопустимое значение"]);
      for (const inner of issue.issues) collect(inner, path, out);
      return;
    case "MissingKey":
      out.push([at, annotatedMessage(issue.annotations) ?? "Обязательное поле"]);
      return;
    case "UnexpectedKey":
      out.push([at, "Лишнее поле"]);
      return;
    case "InvalidType":
      out.push([at, "Неверный тип значения"]);
      return;
    case "InvalidValue":
      out.push([at, annotatedMessage(issue.annotations) ?? "Недопустимое значение"]);
      return;
    case "Forbidden":
      out.push([at, "Недопустимое значение"]);
      return;
    case "OneOf":
      out.push([at, "Значение подходит под несколько вариантов сразу"]);
      return;
  }
}

/**
 * Turns a schema decoding failure into field issues with Russian messages, one per invalid field,
 * each naming the field's path (`id`, `members.0`).
 */
export function fieldIssues(error: Schema.SchemaError, where: Where): FieldIssue[] {
  const pairs: Array<[string, string]> = [];
  collect(error.issue, [], pairs);
  return pairs.map(([path, message]) => ({ in: where, path, message }));
}

/** One Russian sentence naming the invalid fields, for `error.message`. */
export function describeIssues(issues: ReadonlyArray<FieldIssue>): string {
  const first = issues[0];
  if (!first) return "Неверные данные запроса";
  const field = first.path === "" ? (whereNames[first.in] ?? first.in) : `поля «${first.path}»`;
  const more = issues.length > 1 ? ` (и ещё ошибок: ${issues.length - 1})` : "";
  return `Неверное значение ${field}: ${first.message}${more}`;
}

const whereNames: Record<Where, string> = {
  params: "параметров пути",
  query: "параметров запроса",
  body: "тела запроса",
  headers: "заголовков запроса",
};
