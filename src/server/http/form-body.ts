import type { MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AnyEndpoint, FileRule } from "../../api/endpoint";
import { removeStored, type StoredUpload, streamToDisk } from "../uploads/stream-to-disk";
import { fieldError, HttpError } from "./http-error";

/** A file of a multipart form, buffered: for endpoints without `files` rules (the avatar, 5 MB). */
export interface UploadedFile {
  readonly field: string;
  readonly filename: string;
  readonly mimetype: string;
  readonly data: Buffer;
}

/** Text fields of a form: a field sent several times is a list. */
export type FormFields = Record<string, string | string[]>;

/** Where the streamed files of an endpoint with `files` rules go, and a check before the first is written. */
export interface FormUploads {
  readonly uploadDir: string;
  /** The folder under `uploadDir`, e.g. `messenger`. */
  readonly folder: string;
  /**
   * Called once, before the first file is written, with the text fields received so far, so that a call
   * that will be refused anyway (a chat the caller is not in) is refused before any upload is stored.
   * Clients send text fields before files, as browsers' FormData does in the order of appending.
   */
  readonly beforeFiles?: (fields: FormFields, request: FastifyRequest) => Promise<void>;
}

/** A read form: text fields, buffered files (endpoints without rules), streamed files (with rules). */
export interface FormBody {
  readonly fields: FormFields;
  readonly files: UploadedFile[];
  readonly uploads: StoredUpload[];
}

const forbiddenFieldName = "Недопустимое имя поля";

function addField(fields: FormFields, name: string, value: string): void {
  // `__proto__` and friends would reach the object's prototype, not a field.
  if (name in Object.prototype) throw fieldError(name, forbiddenFieldName);
  const previous = fields[name];
  fields[name] =
    previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
}

/** Reads a file part to its end, keeping nothing (a file input left empty). */
async function drain(part: MultipartFile): Promise<void> {
  for await (const _ of part.file) {
    // nothing to keep
  }
}

/** Busboy's own limits for an endpoint's rules: a step above ours, so that ours answer first. */
function busboyLimits(rules: Readonly<Record<string, FileRule>>) {
  const all = Object.values(rules);
  return {
    fileSize: Math.max(...all.map((rule) => rule.maxBytes)) + 1,
    files: all.reduce((sum, rule) => sum + rule.maxCount, 0) + 1,
  };
}

/**
 * Reads a multipart body part by part. With `endpoint.files`, each file is streamed to disk as it
 * arrives and checked by its field's rule (unknown field, too many, too large, type) — see
 * src/server/uploads/stream-to-disk.ts; without, files are buffered as they are (the plugin's limits).
 * A part without a file name (an empty file input) is skipped. If anything fails, what was already
 * stored is removed before the error is thrown.
 */
export async function readMultipart(
  request: FastifyRequest,
  endpoint: AnyEndpoint,
  target: FormUploads | undefined,
): Promise<FormBody> {
  const body: FormBody = { fields: {}, files: [], uploads: [] };
  const rules = endpoint.files;
  if (rules && !target) throw new Error(`${endpoint.method} ${endpoint.path}: не задано, куда писать файлы`);
  const counts = new Map<string, number>();
  let checked = false;
  try {
    const parts = request.parts(rules ? { limits: busboyLimits(rules) } : undefined);
    for await (const part of parts) {
      if (part.type === "field") {
        addField(body.fields, part.fieldname, String(part.value));
        continue;
      }
      if (part.filename === "") {
        await drain(part);
        continue;
      }
      if (!rules || !target) {
        const data = await part.toBuffer();
        body.files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
        continue;
      }
      const rule = rules[part.fieldname];
      if (!rule) throw fieldError(part.fieldname, "Лишнее поле: файл здесь не ожидается");
      const count = (counts.get(part.fieldname) ?? 0) + 1;
      if (count > rule.maxCount) throw fieldError(part.fieldname, `Не больше ${rule.maxCount} файлов`);
      counts.set(part.fieldname, count);
      if (!checked) await target.beforeFiles?.(body.fields, request);
      checked = true;
      const stored = await streamToDisk(
        target.uploadDir,
        target.folder,
        {
          field: part.fieldname,
          filename: part.filename,
          declared: part.mimetype,
          stream: part.file,
        },
        rule,
      );
      body.uploads.push(stored);
    }
  } catch (error) {
    // Whatever the client still sends is read and dropped, so that it gets the answer rather than a
    // connection stalled mid-upload.
    request.raw.unpipe();
    request.raw.resume();
    const storedPaths = body.uploads.map((upload) => upload.storedPath);
    // A file that cannot be removed is only an orphan: the client still gets the answer to its call.
    if (target)
      await removeStored(target.uploadDir, storedPaths).catch((cleanup: unknown) =>
        request.log.error({ err: cleanup, storedPaths }, "Не удалось удалить файлы отклонённой формы"),
      );
    // @fastify/multipart refuses `__proto__` and friends itself, without naming the field.
    if ((error as { code?: unknown }).code === "FST_PROTO_VIOLATION") {
      throw new HttpError("VALIDATION", forbiddenFieldName);
    }
    throw error;
  }
  return body;
}

/**
 * Parses `application/x-www-form-urlencoded` bodies into {@link FormFields} (form endpoints take them as
 * well as multipart; JSON endpoints refuse them, see register.ts).
 */
export function installFormParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, text, done) => {
      const fields: FormFields = {};
      try {
        for (const [name, value] of new URLSearchParams(text as string)) addField(fields, name, value);
      } catch (error) {
        done(error as Error, undefined);
        return;
      }
      done(null, fields);
    },
  );
}

/** True for a urlencoded or multipart body: the shapes only form endpoints take. */
export function isFormRequest(request: FastifyRequest): boolean {
  const type = request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
  return type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
}
