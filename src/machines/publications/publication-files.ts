import { publicationFileRules } from "../../api/endpoints/publications";
import { faultOf } from "../lib/file-faults";

// The publication files' rules of the contract, checked in the browser before anything is sent (§5).

export { faultOf } from "../lib/file-faults";

/** Why a picked file cannot go: `type` (not one we take), `size` (too big), `count` (too many). */
export type FileFault = "type" | "size" | "count";

/** A picked file the save leaves out, and why (none: it went with a faulty one, §5). */
export interface LeftOutFile {
  readonly name: string;
  readonly fault: FileFault | null;
}

interface Picked {
  readonly type: string;
  readonly size: number;
  readonly name?: string;
}

const nameOf = (file: Picked) => file.name ?? "";

/** The preview's fault, or null. */
export const previewFault = (file: Picked) => faultOf(file, publicationFileRules.preview);

/**
 * The attachments a save leaves out: every one of them when any breaks the rules (spec §5: a file error
 * skips the attachments' upload — the publication is saved without them), each with its own fault; none
 * when all may go.
 */
export function leftOutAttachments(files: ReadonlyArray<Picked>): ReadonlyArray<LeftOutFile> {
  const rule = publicationFileRules.attachments;
  const faults = files.map((file, index) => (index >= rule.maxCount ? "count" : faultOf(file, rule)));
  if (faults.every((fault) => fault === null)) return [];
  return files.map((file, index) => ({ name: nameOf(file), fault: faults[index] ?? null }));
}
