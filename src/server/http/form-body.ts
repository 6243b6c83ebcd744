import type { Multipart, MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AnyEndpoint, FileRule } from "../../api/endpoint";
import { textFields } from "../../api/text-fields";
import { removeStored, type StoredUpload, streamToDisk, UploadRefused } from "../uploads/stream-to-disk";
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

/**
 * The fewest bytes the parser lets any text field carry: far above a form's short fields (ids, choices,
 * names), so that white space the contract trims away never meets the parser's limit first.
 */
const minFieldBytes = 64 * 1024;
/** UTF-8 spends at most 3 bytes on a UTF-16 code unit (a pair, 4 bytes, is two units). */
const bytesPerUnit = 3;

/** How many bytes the text fields of a body may carry (see {@link fieldBudget}). */
export interface FieldBudget {
  /** The most bytes of one field (an unknown one: {@link minFieldBytes}). */
  readonly of: (field: string) => number;
  /** The most bytes of the largest field. */
  readonly largest: number;
  /** The most bytes of all fields together. */
  readonly total: number;
}

const budgets = new WeakMap<AnyEndpoint, FieldBudget>();

/**
 * How many bytes the text fields of an endpoint's body may carry, derived from its contract
 * (src/api/text-fields.ts): each field 3 bytes per character the contract lets it hold, at least
 * {@link minFieldBytes}; all of them together, the sum plus that much again for repeated or unknown fields
 * (which the contract then refuses, naming them). So the parser never refuses what the contract accepts
 * (a 100 000-character article is 200 KB of UTF-8, the largest document field 2 000 000 characters), and a
 * body of fields is still bounded — parsed fields are held in memory.
 */
export function fieldBudget(endpoint: AnyEndpoint): FieldBudget {
  const known = budgets.get(endpoint);
  if (known) return known;
  const caps = new Map(
    textFields(endpoint.body).map((field) => [
      field.name,
      Math.max(minFieldBytes, bytesPerUnit * (field.maxLength ?? 0)),
    ]),
  );
  const largest = Math.max(minFieldBytes, ...caps.values());
  const budget: FieldBudget = {
    of: (field) => caps.get(field) ?? minFieldBytes,
    largest,
    total: [...caps.values()].reduce((sum, cap) => sum + cap, minFieldBytes),
  };
  budgets.set(endpoint, budget);
  return budget;
}

/**
 * Busboy's own limits for a form: with file rules, a step above ours, so that ours answer first; without,
 * the buffered files the route takes (`buffered`), or none. Together with the field budget they bound the
 * whole body: its fields plus files × file size.
 */
function busboyLimits(
  rules: Readonly<Record<string, FileRule>> | undefined,
  buffered: BufferedFiles,
  budget: FieldBudget,
) {
  const all = rules ? Object.values(rules) : [];
  const sizes = [...all.map((rule) => rule.maxBytes), ...Object.values(buffered)];
  return {
    fileSize: Math.max(0, ...sizes) + 1,
    files: all.reduce((sum, rule) => sum + rule.maxCount, 0) + Object.keys(buffered).length + 1,
    fieldSize: budget.largest,
    fields: 50,
    parts: 60,
  };
}

const tooLong = "Слишком длинное значение";

/** The files a route without file rules reads into memory, by field, with the most bytes each. */
export type BufferedFiles = Readonly<Record<string, number>>;

const malformedMessage = "Тело формы повреждено или оборвано: отправьте форму ещё раз";

/**
 * Errors of the multipart parser itself (no boundary, a boundary over 256 characters, a truncated body, a
 * boundary the body never uses): the request is malformed, so a 400 — never a 500. The plugin's limit
 * errors keep their own codes (error-handler.ts answers them).
 */
function malformed(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && code.startsWith("FST_")) return error;
  return new HttpError("VALIDATION", malformedMessage);
}

/**
 * The parts of a multipart body; whatever the parser throws — creating it, between parts, or inside a
 * file's stream — comes out as {@link malformed}, so that errors of our own (a disk, the database) stay
 * 500s and the caller's broken body is a 400.
 */
async function* partsOf(request: FastifyRequest, limits: ReturnType<typeof busboyLimits>) {
  let iterator: AsyncIterator<Multipart>;
  try {
    iterator = request.parts({ limits })[Symbol.asyncIterator]();
  } catch (error) {
    throw malformed(error);
  }
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await iterator.next();
    } catch (error) {
      throw malformed(error);
    }
    if (next.done) return;
    yield next.value;
  }
}

/** A file refused while it streamed, as the caller is told: 400 naming its field, 413 when too large. */
function answerRefused(error: unknown): never {
  if (!(error instanceof UploadRefused)) throw error;
  throw fieldError(error.field, error.message, error.tooLarge ? { code: "TOO_LARGE" } : {});
}

/** Reads a file part's stream, turning the parser's errors in it (a body cut short) into a 400. */
async function readingFile<T>(part: MultipartFile, read: () => Promise<T>): Promise<T> {
  let parserError: unknown;
  part.file.once("error", (error) => {
    parserError = error;
  });
  try {
    return await read();
  } catch (error) {
    throw error === parserError ? malformed(error) : error;
  }
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
  buffered: BufferedFiles = {},
): Promise<FormBody> {
  const body: FormBody = { fields: {}, files: [], uploads: [] };
  const rules = endpoint.files;
  if (rules && !target) throw new Error(`${endpoint.method} ${endpoint.path}: не задано, куда писать файлы`);
  const counts = new Map<string, number>();
  const budget = fieldBudget(endpoint);
  let fieldBytes = 0;
  let checked = false;
  try {
    for await (const part of partsOf(request, busboyLimits(rules, buffered, budget))) {
      if (part.type === "field") {
        const value = String(part.value);
        fieldBytes += Buffer.byteLength(value);
        const over =
          part.valueTruncated ||
          Buffer.byteLength(value) > budget.of(part.fieldname) ||
          fieldBytes > budget.total;
        if (over) throw fieldError(part.fieldname, tooLong, { code: "TOO_LARGE" });
        addField(body.fields, part.fieldname, value);
        continue;
      }
      const rule = rules?.[part.fieldname];
      const bufferedLimit = buffered[part.fieldname];
      // Refused at its first byte: a file this call does not take is never read, buffered or stored.
      if (!rule && bufferedLimit === undefined) {
        throw fieldError(part.fieldname, "Лишнее поле: файл здесь не ожидается");
      }
      if (part.filename === "") {
        await readingFile(part, () => drain(part));
        continue;
      }
      if (!rule || !target) {
        const data = await readingFile(part, () => part.toBuffer()).catch((error: unknown) => {
          if ((error as { code?: unknown }).code !== "FST_REQ_FILE_TOO_LARGE") throw error;
          const megabytes = Math.floor((bufferedLimit ?? 0) / 1024 / 1024);
          throw fieldError(part.fieldname, `Файл — не больше ${megabytes} МБ`, { code: "TOO_LARGE" });
        });
        body.files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
        continue;
      }
      const count = (counts.get(part.fieldname) ?? 0) + 1;
      if (count > rule.maxCount) throw fieldError(part.fieldname, `Не больше ${rule.maxCount} файлов`);
      counts.set(part.fieldname, count);
      if (!checked) await target.beforeFiles?.(body.fields, request);
      checked = true;
      const file = {
        field: part.fieldname,
        filename: part.filename,
        declared: part.mimetype,
        stream: part.file,
      };
      body.uploads.push(
        await readingFile(part, () =>
          streamToDisk(target.uploadDir, target.folder, file, rule).catch(answerRefused),
        ),
      );
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
