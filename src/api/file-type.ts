// What a file is, from its first bytes: the one check of uploaded files, run by the server on every file
// it streams to disk (src/server/uploads/stream-to-disk.ts) and by the browser on a file as it is picked
// (src/machines/lib/file-faults.ts), so that the two never disagree. Pure: no Node, no DOM.

/**
 * How many first bytes {@link detectFileType} looks at: enough for every signature below and for a fair
 * sample of text.
 */
export const sniffBytes = 4096;

/**
 * What the first bytes of a file are. Some containers carry either sound or picture (WebM, Ogg, MP4), so
 * `mimes` lists every type the bytes fit, the usual one first; the declared type chooses among them.
 */
export interface DetectedType {
  readonly mimes: readonly [string, ...string[]];
}

const startsWith = (data: Uint8Array, signature: ReadonlyArray<number>, at = 0) =>
  data.length >= at + signature.length && signature.every((byte, i) => data[at + i] === byte);

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const is = (data: Uint8Array, text: string, at = 0) => startsWith(data, ascii(text), at);

/** An image type we accept, with the extension its stored file gets. */
export interface ImageType {
  readonly mime: "image/png" | "image/jpeg" | "image/webp" | "image/gif";
  readonly ext: "png" | "jpg" | "webp" | "gif";
}

/**
 * The image type of a file from its first bytes (the signatures of the PNG, JPEG, WebP and GIF
 * formats), never from its name or the type the browser declared: those are whatever the sender says.
 * Undefined for anything else.
 */
export function detectImageType(data: Uint8Array): ImageType | undefined {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: "image/png", ext: "png" };
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { mime: "image/jpeg", ext: "jpg" };
  if (is(data, "GIF87a") || is(data, "GIF89a")) return { mime: "image/gif", ext: "gif" };
  // RIFF <4-byte size> WEBP: RIFF alone is also WAV or AVI.
  if (is(data, "RIFF") && is(data, "WEBP", 8)) return { mime: "image/webp", ext: "webp" };
  return undefined;
}

/** ISO base media (MP4, M4A, QuickTime): `ftyp` at 4 and a brand after it. */
function isoMediaType(data: Uint8Array): DetectedType | undefined {
  if (!is(data, "ftyp", 4)) return undefined;
  const brand = String.fromCharCode(...data.subarray(8, 12));
  if (brand === "M4A " || brand === "M4B ") return { mimes: ["audio/mp4", "video/mp4"] };
  if (brand === "qt  ") return { mimes: ["video/quicktime"] };
  return { mimes: ["video/mp4", "audio/mp4"] };
}

/** MPEG audio: an ID3 tag, or a frame sync with a valid layer (MP3) or ADTS (AAC). */
function mpegAudioType(data: Uint8Array): DetectedType | undefined {
  if (is(data, "ID3")) return { mimes: ["audio/mpeg"] };
  const [first, second] = [data[0], data[1]];
  if (first !== 0xff || second === undefined || (second & 0xe0) !== 0xe0) return undefined;
  if ((second & 0x06) === 0) return { mimes: ["audio/aac"] };
  return { mimes: ["audio/mpeg"] };
}

/** Tab, line feed, form feed and carriage return: the control characters text may have. */
const allowedControls = new Set([0x09, 0x0a, 0x0c, 0x0d]);

/**
 * UTF-8 text without control characters other than tab, line breaks and form feed. `complete` says
 * whether `data` is the whole file: if not, a character cut at the end of the sample is fine.
 */
function isText(data: Uint8Array, complete: boolean): boolean {
  if (data.length === 0) return false;
  let sample = data;
  if (!complete) {
    // Step back over a multi-byte character the sample may have cut in two.
    let end = data.length;
    for (let back = 1; back <= 3 && end - back >= 0; back++) {
      const byte = data[end - back] ?? 0;
      if ((byte & 0xc0) === 0xc0) {
        end -= back;
        break;
      }
      if ((byte & 0x80) === 0) break;
    }
    sample = data.subarray(0, end);
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(sample);
  } catch {
    return false;
  }
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && !allowedControls.has(code)) || code === 0x7f) return false;
  }
  return true;
}

/**
 * The type of a file from its first bytes ({@link sniffBytes} of them, or the whole file when shorter,
 * `complete` then), never from its name or the type the sender declared. Pictures, PDF, archives, audio,
 * video and UTF-8 text are told; anything else is undefined.
 */
export function detectFileType(head: Uint8Array, complete: boolean): DetectedType | undefined {
  const image = detectImageType(head);
  if (image) return { mimes: [image.mime] };
  if (is(head, "%PDF-")) return { mimes: ["application/pdf"] };
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) {
    return { mimes: ["application/zip"] };
  }
  if (startsWith(head, [0x1f, 0x8b])) return { mimes: ["application/gzip"] };
  if (startsWith(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]))
    return { mimes: ["application/x-7z-compressed"] };
  if (is(head, "Rar!\x1a\x07")) return { mimes: ["application/vnd.rar"] };
  if (is(head, "OggS")) return { mimes: ["audio/ogg", "video/ogg"] };
  // EBML: WebM or Matroska; which one, and sound or picture, is deep inside — the declared type decides.
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return { mimes: ["video/webm", "audio/webm"] };
  if (is(head, "RIFF") && is(head, "WAVE", 8)) return { mimes: ["audio/wav"] };
  if (is(head, "fLaC")) return { mimes: ["audio/flac"] };
  const media = isoMediaType(head) ?? mpegAudioType(head);
  if (media) return media;
  if (isText(head, complete)) return { mimes: ["text/plain"] };
  return undefined;
}

/** Types that name no content at all: a browser sends them for files it does not know. */
const unnamed = new Set(["", "application/octet-stream", "binary/octet-stream"]);

/** Declared types that are ZIP archives underneath (office documents, e-books…). */
const zipBased =
  /^application\/(zip|x-zip-compressed|epub\+zip|vnd\.openxmlformats-officedocument\..+|vnd\.oasis\.opendocument\..+)$/;

/** Declared types of text the server stores as `text/plain`. */
const textual = /^(text\/.+|application\/(json|xml|x-yaml|yaml|x-sh|javascript|x-subrip|sql))$/;

/**
 * The type a file is stored and served with, given what its bytes are and what the sender declared; or
 * undefined when the declaration contradicts the bytes (a lie: an archive sent as `image/png`). A
 * declaration within the same kind (`image/jpeg` for a PNG) is a slip, not a lie: the bytes win.
 * `accepted` (the field's types) chooses among what the bytes may be when nothing was declared.
 */
export function reconcileType(
  detected: DetectedType,
  declared: string,
  accepted: ReadonlyArray<string> = [],
): string | undefined {
  const claim = declared.split(";")[0]?.trim().toLowerCase() ?? "";
  const [usual] = detected.mimes;
  // Nothing declared: of what the bytes may be, what the field takes (a recording sent as a bare blob).
  if (unnamed.has(claim)) return detected.mimes.find((mime) => accepted.includes(mime)) ?? usual;
  if (detected.mimes.includes(claim)) return claim;
  if (usual === "application/zip" && zipBased.test(claim)) return usual;
  if (usual === "text/plain") return textual.test(claim) ? usual : undefined;
  const kind = claim.split("/")[0];
  const sameKind = detected.mimes.find((mime) => mime.split("/")[0] === kind);
  if (sameKind && (kind === "image" || kind === "audio" || kind === "video")) return sameKind;
  return undefined;
}

/** What the first bytes of a file and its declared type make of it for a field: its type, or why not. */
export type TypeVerdict =
  | { readonly mime: string }
  /** The bytes are nothing we tell (`unknown`), contradict the declared type, or are a type the field does not take. */
  | { readonly refused: "unknown" | "contradicts" | "notAccepted"; readonly mime?: string };

/**
 * The type a file is taken as by a field accepting `types`, from its first bytes (`head`, the whole file
 * when `complete`) and the type its sender declared — or why it is refused. The server's verdict on every
 * file it streams, and the browser's on a file as it is picked.
 */
export function judgeType(
  head: Uint8Array,
  complete: boolean,
  declared: string,
  types: ReadonlyArray<string>,
): TypeVerdict {
  const detected = detectFileType(head, complete);
  if (!detected) return { refused: "unknown" };
  const mime = reconcileType(detected, declared, types);
  if (!mime) return { refused: "contradicts" };
  if (!types.includes(mime)) return { refused: "notAccepted", mime };
  return { mime };
}
