import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdir, unlink } from "node:fs/promises";
import { join } from "node:path";
import { type Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FileRule } from "../../api/endpoint";
import { judgeType, sniffBytes } from "../../api/file-type";
import { withoutBidiControls } from "../../api/schema/common";
import { pendingPathOf } from "./pending";

/** A file of a form, written to disk and checked on the way (what a handler receives). */
export interface StoredUpload {
  /** The form field it came in. */
  readonly field: string;
  /** The sender's file name without any folder part or control characters, at most 200 characters. */
  readonly name: string;
  /** Its type, detected from the content (see src/api/file-type.ts). */
  readonly mime: string;
  readonly size: number;
  /**
   * Where it will be, relative to UPLOAD_DIR (`<folder>/<32 hex digits>`): what the database keeps. Until
   * the handler saves its row and calls `placeStored` (src/server/uploads/pending.ts), the file is at
   * `<storedPath>.part`.
   */
  readonly storedPath: string;
}

/**
 * Why a file is refused while it streams (its type, its size, nothing in it), in storage's own terms:
 * the form body (src/server/http/form-body.ts) answers it as a 400 — 413 when too large — naming the field.
 */
export class UploadRefused extends Error {
  override name = "UploadRefused";
  readonly field: string;
  readonly tooLarge: boolean;

  constructor(field: string, message: string, { tooLarge = false } = {}) {
    super(message);
    this.field = field;
    this.tooLarge = tooLarge;
  }
}

/** What to write where: a file part of a form and the rule of its field. */
export interface IncomingFile {
  readonly field: string;
  readonly filename: string;
  /** The type the sender declared (a browser takes it from the name): checked against the content. */
  readonly declared: string;
  readonly stream: Readable;
}

/** The last path segment of a file name, without control characters, at most 200 characters. */
export function cleanFileName(filename: string): string {
  const base = filename.split(/[/\\]/).pop() ?? "";
  const clean = Array.from(withoutBidiControls(base))
    .filter((char) => char >= " " && char !== "\u007f")
    .join("")
    .trim();
  if (clean === "" || clean === "." || clean === "..") return "file";
  if (clean.length <= 200) return clean;
  const dot = clean.lastIndexOf(".");
  const ext = dot > 0 && clean.length - dot <= 16 ? clean.slice(dot) : "";
  return clean.slice(0, 200 - ext.length) + ext;
}

/**
 * Counts the bytes (over `rule.maxBytes` → 413) and holds back the first {@link sniffBytes} until their
 * type is known: a refused file never gets past its first few kilobytes.
 */
class UploadCheck extends Transform {
  size = 0;
  mime: string | undefined;
  private head: Buffer[] = [];
  private headSize = 0;
  private readonly file: IncomingFile;
  private readonly rule: FileRule;

  constructor(file: IncomingFile, rule: FileRule) {
    super();
    this.file = file;
    this.rule = rule;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.rule.maxBytes) {
      const megabytes = Math.round((this.rule.maxBytes / 1024 / 1024) * 10) / 10;
      done(
        new UploadRefused(this.file.field, `Файл «${this.name()}» больше ${megabytes} МБ`, {
          tooLarge: true,
        }),
      );
      return;
    }
    if (this.mime !== undefined) {
      done(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headSize += chunk.length;
    if (this.headSize < sniffBytes) {
      done();
      return;
    }
    done(this.decide(false) ?? null, Buffer.concat(this.head));
    this.head = [];
  }

  override _flush(done: TransformCallback): void {
    if (this.mime !== undefined) {
      done();
      return;
    }
    if (this.size === 0) {
      done(new UploadRefused(this.file.field, `Файл «${this.name()}» пустой`));
      return;
    }
    done(this.decide(true) ?? null, Buffer.concat(this.head));
  }

  private name(): string {
    return cleanFileName(this.file.filename);
  }

  /** Sets `mime`, or returns why the file is refused. */
  private decide(complete: boolean): UploadRefused | undefined {
    const verdict = judgeType(Buffer.concat(this.head), complete, this.file.declared, this.rule.types);
    const field = this.file.field;
    if ("refused" in verdict) {
      switch (verdict.refused) {
        case "unknown":
          return new UploadRefused(field, `Тип файла «${this.name()}» не поддерживается`);
        case "contradicts":
          return new UploadRefused(field, `Содержимое файла «${this.name()}» не совпадает с его типом`);
        case "notAccepted":
          return new UploadRefused(field, `Файл «${this.name()}» (${verdict.mime}) здесь не принимается`);
      }
    }
    this.mime = verdict.mime;
    return undefined;
  }
}

/**
 * Streams a file of a form to `<uploadDir>/<folder>/<random name>.part` as it arrives, never whole in memory,
 * checking it on the way: its type from its first bytes against the declared type and `rule.types`, its
 * size against `rule.maxBytes`, not empty — each refusal an {@link UploadRefused}. On any failure the
 * partial file is removed before the error is thrown.
 */
export async function streamToDisk(
  uploadDir: string,
  folder: string,
  file: IncomingFile,
  rule: FileRule,
): Promise<StoredUpload> {
  const storedPath = `${folder}/${randomBytes(16).toString("hex")}`;
  const path = join(uploadDir, pendingPathOf(storedPath));
  await mkdir(join(uploadDir, folder), { recursive: true });
  const check = new UploadCheck(file, rule);
  // "wx": never overwrite, even in the impossible case of a repeated random name.
  const out = createWriteStream(path, { flags: "wx" });
  try {
    await pipeline(file.stream, check, out);
  } catch (error) {
    // A file refused at its first bytes fails the pipeline before the write stream has even opened its
    // file; it opens it after all, then closes. Removed before that, the empty file would stay behind.
    if (!out.closed) await once(out, "close").catch(() => {});
    await removeStored(uploadDir, [storedPath]);
    throw error;
  }
  return {
    field: file.field,
    name: cleanFileName(file.filename),
    mime: check.mime ?? "application/octet-stream",
    size: check.size,
    storedPath,
  };
}

/** Deletes a file; one already gone is fine. */
export async function removeFile(path: string): Promise<void> {
  await unlink(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
}

/** Deletes stored files (relative paths), placed or still pending; one already gone is fine. */
export async function removeStored(uploadDir: string, storedPaths: Iterable<string>): Promise<void> {
  await Promise.all(
    [...storedPaths].flatMap((storedPath) => [
      removeFile(join(uploadDir, storedPath)),
      removeFile(join(uploadDir, pendingPathOf(storedPath))),
    ]),
  );
}
