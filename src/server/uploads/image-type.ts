/** An image type we accept, with the extension its stored file gets. */
export interface ImageType {
  readonly mime: "image/png" | "image/jpeg" | "image/webp" | "image/gif";
  readonly ext: "png" | "jpg" | "webp" | "gif";
}

const startsWith = (data: Buffer, signature: ReadonlyArray<number>, at = 0) =>
  data.length >= at + signature.length && signature.every((byte, i) => data[at + i] === byte);

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/**
 * The image type of a file from its first bytes (the signatures of the PNG, JPEG, WebP and GIF
 * formats), never from its name or the type the browser declared: those are whatever the sender says.
 * Undefined for anything else.
 */
export function detectImageType(data: Buffer): ImageType | undefined {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: "image/png", ext: "png" };
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { mime: "image/jpeg", ext: "jpg" };
  if (startsWith(data, ascii("GIF87a")) || startsWith(data, ascii("GIF89a"))) {
    return { mime: "image/gif", ext: "gif" };
  }
  // RIFF <4-byte size> WEBP: RIFF alone is also WAV or AVI.
  if (startsWith(data, ascii("RIFF")) && startsWith(data, ascii("WEBP"), 8)) {
    return { mime: "image/webp", ext: "webp" };
  }
  return undefined;
}

/** The content type of a stored file by its extension (names we gave, see avatar-files.ts). */
export const mimeOfExtension: Readonly<Record<ImageType["ext"], ImageType["mime"]>> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
};
