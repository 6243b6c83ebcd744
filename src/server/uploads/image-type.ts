import type { ImageType } from "../../api/file-type";

// The image types themselves (their detection from the first bytes) are the contract's:
// src/api/file-type.ts, shared with the browser's check of a picked file.
export { detectImageType, type ImageType } from "../../api/file-type";

/** The content type of a stored file by its extension (names we gave, see avatar-files.ts). */
export const mimeOfExtension: Readonly<Record<ImageType["ext"], ImageType["mime"]>> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
};
