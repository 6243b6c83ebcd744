import { Schema } from "effect";
import { defineEndpoint } from "../endpoint";

/** Liveness: answers `{ status: "ok" }` while the process serves requests. */
export const health = defineEndpoint({
  method: "GET",
  path: "/api/health",
  response: Schema.Struct({ status: Schema.Literal("ok") }),
});
