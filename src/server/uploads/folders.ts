/**
 * The folders under UPLOAD_DIR, one per kind of upload, outside the web root (ARCHITECTURE §9). A new kind
 * adds its folder here and its owner to the sweep (src/server/uploads/sweep.ts), or its leftovers stay.
 */
export const uploadFolders = {
  /** Message files: `messenger/<32 hex digits>`, rows of `message_attachments`. */
  messenger: "messenger",
  /** Uploaded avatars: `avatars/<user id>-<random>.<ext>`, the `avatar` URL of `users`. */
  avatars: "avatars",
  /** Publication files: `publications/<32 hex digits>`, rows of `publication_files`. */
  publications: "publications",
  /** Blog covers: `blogs/<32 hex digits>`, the `cover_path` of `blogs`. */
  blogs: "blogs",
} as const;
