import { Schema } from "effect";

/** `/build.json`, written by every production build and polled by the running app (spec §4 "Build update"). */
export const BuildManifest = Schema.Struct({
  buildId: Schema.String.check(Schema.isMinLength(1)),
  builtAt: Schema.String,
});
export type BuildManifest = typeof BuildManifest.Type;
