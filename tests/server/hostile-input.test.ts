// @vitest-environment node
// Issue 27 §4: the bad-input sweep over the whole contract. Every text field of every endpoint — each
// param, each query field, each body field, as JSON and (for forms) as multipart, the UI's encoding — gets
// hostile strings: NUL, a lone surrogate, a 1 MB run, a document nested 5 000 deep, JSON nested 10 000
// arrays deep. Each is refused with a 400 (or the parser's 413) naming the field, never a 500, and nothing
// is written anywhere. The fields come from the contract (src/api/text-fields.ts): a new endpoint or field
// is swept without a line here.
import { describe, expect, it } from "vitest";
import { textFields } from "../../src/api/text-fields";
import { createAdmin, type TestMember } from "./helpers/accounts";
import { everyEndpoint, urlOf } from "./helpers/endpoints";
import { calls, json, multipart } from "./helpers/messenger";
import { everyTableRows } from "./helpers/tables";
import { backends, useTestApp } from "./helpers/test-app";

/** Text nested `levels` deep, built as text: a value this deep exhausts JSON.stringify's own stack. */
const nestedArrays = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;
const nestedDocument = (levels: number) =>
  `{"type":"doc","content":[${'{"type":"blockquote","content":['.repeat(levels)}{"type":"paragraph"}${"]}".repeat(levels)}]}`;

interface Hostile {
  readonly label: string;
  /** As it goes in a body. */
  readonly value: string;
  /** Whether a multipart form carries it (a form's encoding turns a lone surrogate into U+FFFD). */
  readonly inForm: boolean;
  /** As it goes in a URL, escaped; none when a URL cannot carry it. */
  readonly inUrl?: string;
  /**
   * In a URL it breaks the address itself: a path that cannot be decoded is a 400 naming no field, and a
   * query keeps such bytes as they came (a surrogate never reaches the contract that way).
   */
  readonly breaksAddress?: boolean;
}

const hostiles: ReadonlyArray<Hostile> = [
  { label: "NUL", value: "a\u0000b", inForm: true, inUrl: "a%00b" },
  // In a URL, its UTF-8 form: bytes no decoder takes.
  { label: "lone surrogate", value: "a\ud800b", inForm: false, inUrl: "a%ED%A0%80b", breaksAddress: true },
  // A URL's run is what a request line can carry (Node takes 16 KiB of headers).
  { label: "1 MB run", value: "A".repeat(1_000_000), inForm: true, inUrl: "A".repeat(4_000) },
  { label: "a document 5 000 levels deep", value: nestedDocument(5_000), inForm: true },
];

type Response = Awaited<ReturnType<ReturnType<typeof calls>["inject"]>>;

/** 400, or the parser's 413, naming `field` (a broken address names none). */
function expectRefused(response: Response, field: string | null, what: string): void {
  const text = `${what}: ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect.soft([400, 413], text).toContain(response.statusCode);
  expect.soft(response.json().error?.code, text).toMatch(/^(VALIDATION|TOO_LARGE)$/);
  if (field === null) return;
  const issues: Array<{ path: string }> = response.json().error?.details?.issues ?? [];
  expect
    .soft(
      issues.map((issue) => issue.path.split(".")[0]),
      text,
    )
    .toContain(field);
}

/** Every endpoint with a text field, and its text fields by where they travel. */
const swept = everyEndpoint
  .map(({ name, endpoint }) => ({
    name,
    endpoint,
    params: textFields(endpoint.params).map((field) => field.name),
    query: textFields(endpoint.query).map((field) => field.name),
    body: textFields(endpoint.body),
  }))
  .filter((one) => one.params.length + one.query.length + one.body.length > 0);

describe.each(backends)("hostile strings in every text field of every endpoint on $name", (backend) => {
  // Rate limits answer before the contract does; they are tested on their own (write-limits.test.ts).
  const ctx = useTestApp(backend, { env: { RATE_LIMITS: "off" } });
  const api = calls(ctx);
  // An admin passes every access rule: what answers is the contract.
  let admin: TestMember | undefined;

  it("the contract has text fields to sweep in most of its endpoints", () => {
    expect(swept.length).toBeGreaterThan(80);
    expect(swept.flatMap((one) => one.body).length).toBeGreaterThan(60);
  });

  for (const { name, endpoint, params, query, body } of swept) {
    it(`${name} (${endpoint.method} ${endpoint.path})`, async () => {
      admin ??= await createAdmin(ctx().database.db);
      const caller = admin;
      const send = (url: string, payload?: Parameters<typeof api.inject>[3]) =>
        api.inject(endpoint.method, url, caller, payload);
      const at = (address: Parameters<typeof urlOf>[1]) => urlOf(endpoint, address, (value) => value);
      const before = await everyTableRows(ctx().database.db);
      for (const hostile of hostiles) {
        const inUrl = hostile.inUrl ?? "";
        const urlCarries = hostile.inUrl !== undefined;
        for (const param of urlCarries ? params : []) {
          const response = await send(at({ params: { [param]: inUrl } }));
          expectRefused(response, hostile.breaksAddress ? null : param, `param ${param}, ${hostile.label}`);
        }
        for (const key of urlCarries && !hostile.breaksAddress ? query : []) {
          expectRefused(await send(at({ query: { [key]: inUrl } })), key, `query ${key}, ${hostile.label}`);
        }
        for (const field of body) {
          const value = field.list ? [hostile.value] : hostile.value;
          const asJson = await send(urlOf(endpoint), json({ [field.name]: value }));
          expectRefused(asJson, field.name, `${field.name} as JSON, ${hostile.label}`);
          if (endpoint.bodyKind !== "form" || !hostile.inForm) continue;
          const asForm = await send(urlOf(endpoint), await multipart([[field.name, hostile.value]]));
          expectRefused(asForm, field.name, `${field.name} as multipart, ${hostile.label}`);
        }
      }
      for (const field of body) {
        const deep = {
          headers: { "content-type": "application/json" },
          payload: `{${JSON.stringify(field.name)}:${nestedArrays(10_000)}}`,
        };
        expectRefused(await send(urlOf(endpoint), deep), field.name, `${field.name}: 10 000 arrays deep`);
      }
      expect.soft(await everyTableRows(ctx().database.db), "something was written").toBe(before);
    });
  }
});
