/// <reference types="vite/client" />

/** The id of this build, baked in by vite.config.ts and compared with /build.json. */
declare const __BUILD_ID__: string;
