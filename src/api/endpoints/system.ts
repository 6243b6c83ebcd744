import { Schema } from "effect";
import { define } from "../endpoint";
import type { EndpointGroup } from "../group";

/** Liveness: answers `{ status: "ok" }` while the process serves requests. */
export const health = define.get("/api/health", Schema.Struct({ status: Schema.Literal("ok") }));

/** Liveness: served from src/server/system/routes.ts. */
export const systemApi = {
  health,
} as const satisfies EndpointGroup;
