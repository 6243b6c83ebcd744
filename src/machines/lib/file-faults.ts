import { judgeType, sniffBytes } from "../../api/file-type";

// The files a member picks, checked in the browser before anything is sent (spec §5's file error) by the
// contract's own rules (`FileRule`, src/api/endpoint.ts): the publication editor and the messenger.

/** Why a picked file cannot go: `type` (not one we take), `size` (too big), `count` (too many), `empty`. */
export type PickedFault = "type" | "size" | "count" | "empty";

interface Picked {
  readonly type: string;
  readonly size: number;
  readonly name?: string;
}

/** The part of a field's rule a single file answers to. */
interface Rule {
  readonly types: ReadonlyArray<string>;
  readonly maxBytes: number;
}

/**
 * What is wrong with `file` by `rule` (a publication's, a blog cover's), judged by its declared type and
 * its size, or null. The server checks the content again.
 */
export function faultOf(file: Picked, rule: Rule): "type" | "size" | null {
  if (!rule.types.includes(file.type)) return "type";
  if (file.size > rule.maxBytes) return "size";
  return null;
}

/**
 * What the server will say of `file` by `rule`, asked before it is sent: its size ({@link faultOf}), then
 * its first bytes with its declared type, by the very check the server runs on them (`judgeType`,
 * src/api/file-type.ts). So a file the browser names loosely (`application/octet-stream`, `audio/x-wav`,
 * an office document) goes when its content is one the field takes, and one the server would refuse —
 * whatever its name says — is left out before the rest are sent.
 */
export async function checkPicked(file: Blob & Picked, rule: Rule): Promise<PickedFault | null> {
  if (file.size === 0) return "empty";
  if (faultOf(file, rule) === "size") return "size";
  const head = new Uint8Array(await file.slice(0, sniffBytes).arrayBuffer());
  return "refused" in judgeType(head, file.size <= sniffBytes, file.type, rule.types) ? "type" : null;
}
