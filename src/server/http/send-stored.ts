import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "./http-error";

/** A stored file to send: where it is, what it is, what it is called. */
export interface StoredFile {
  /** Relative to UPLOAD_DIR, as the database keeps it. */
  readonly storedPath: string;
  readonly mime: string;
  readonly name: string;
}

/** Kinds a browser may show in the page (inline); anything else is only ever saved (attachment). */
const shownInline = /^(image\/(png|jpeg|gif|webp)|audio\/.+|video\/.+)$/;

/** `Content-Disposition` with the name for every browser: an ASCII fallback and the UTF-8 original. */
export function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const fallback = Array.from(name, (char) =>
    char >= " " && char <= "~" && char !== '"' && char !== "\\" ? char : "_",
  ).join("");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The one byte range of a `Range: bytes=…` header that we serve, `unsatisfiable`, or undefined to send
 * the whole file (no header, another unit, several ranges, or anything malformed: RFC 9110 lets us).
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | "unsatisfiable" | undefined {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return undefined;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}

/**
 * Sends a stored private file (messenger attachments): its detected type, never sniffed by the browser
 * and never run as a page (`nosniff`, a CSP sandbox); pictures, audio and video inline, anything else as
 * a download; single byte ranges answered 206 (seeking in audio), an impossible one 416. Cached only by
 * the member's own browser.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  uploadDir: string,
  file: StoredFile,
): Promise<FastifyReply> {
  const path = join(uploadDir, file.storedPath);
  const size = await stat(path).then(
    (info) => (info.isFile() ? info.size : undefined),
    () => undefined,
  );
  if (size === undefined) throw notFound("Файл не найден");
  const type = file.mime === "text/plain" ? "text/plain; charset=utf-8" : file.mime;
  reply
    .type(type)
    .header(
      "content-disposition",
      contentDisposition(shownInline.test(file.mime) ? "inline" : "attachment", file.name),
    )
    .header("accept-ranges", "bytes")
    .header("cache-control", "private, max-age=86400")
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; media-src 'self'; sandbox");
  const range = byteRange(request.headers.range, size);
  if (range === "unsatisfiable") {
    return reply
      .code(416)
      .type("application/json; charset=utf-8")
      .header("content-range", `bytes */${size}`)
      .send({ error: { code: "VALIDATION", message: "Запрошенный диапазон за пределами файла" } });
  }
  if (!range) return reply.header("content-length", size).send(createReadStream(path));
  return reply
    .code(206)
    .header("content-range", `bytes ${range.start}-${range.end}/${size}`)
    .header("content-length", range.end - range.start + 1)
    .send(createReadStream(path, { start: range.start, end: range.end }));
}
