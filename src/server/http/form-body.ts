import type { Multipart, MultipartFile } from "@fastify/multipart";

/** A file of a multipart form, buffered (limits are set where multipart is registered). */
export interface UploadedFile {
  readonly field: string;
  readonly filename: string;
  readonly mimetype: string;
  readonly data: Buffer;
}

/**
 * Splits a multipart body (`attachFieldsToBody: true`) into plain text fields, decoded by the
 * endpoint's body schema, and files, handed to the handler as they are.
 */
export async function splitFormBody(
  body: unknown,
): Promise<{ fields: Record<string, string | string[]>; files: UploadedFile[] }> {
  const fields: Record<string, string | string[]> = {};
  const files: UploadedFile[] = [];
  if (typeof body !== "object" || body === null) return { fields, files };
  for (const [name, entry] of Object.entries(body as Record<string, Multipart | Multipart[]>)) {
    for (const part of Array.isArray(entry) ? entry : [entry]) {
      if (part.type === "file") {
        const file = part as MultipartFile;
        files.push({
          field: name,
          filename: file.filename,
          mimetype: file.mimetype,
          data: await file.toBuffer(),
        });
      } else {
        const value = String(part.value);
        const previous = fields[name];
        fields[name] =
          previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
      }
    }
  }
  return { fields, files };
}
