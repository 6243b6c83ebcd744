import { Schema } from "effect";
import { define } from "../endpoint";
import type { EndpointGroup } from "../group";

/** A mail or SMS that the outbox holds instead of sending it (ARCHITECTURE §1). */
export const OutboxMessage = Schema.Struct({
  id: Schema.Int,
  kind: Schema.Literals(["mail", "sms"]),
  recipient: Schema.String,
  subject: Schema.NullOr(Schema.String),
  body: Schema.String,
  links: Schema.Array(Schema.String),
  createdAt: Schema.String,
});
export type OutboxMessage = typeof OutboxMessage.Type;

/**
 * The newest 50 outbox messages (newest first), for the `/dev` page, so that a newcomer without a mail
 * server can click the verification link. Only in outbox mode (no `SMTP_URL`): with real delivery it
 * answers 404 NOT_FOUND, because the outbox then holds no mail and links must not be readable by anyone
 * but their owner.
 *
 * Who may read it: the outbox holds everyone's verification and reset links, so it must not be public on
 * a deployed server. Allowed are an admin (role 1), or a request made on the server machine itself: the
 * connection comes from a loopback address, carries no proxy header (`X-Forwarded-For`, `Forwarded`,
 * `X-Real-IP`, `X-Forwarded-Host`) and its `Host` is a loopback name (`localhost`, `127.0.0.1`, `[::1]`).
 * Anyone else gets 403 FORBIDDEN with a message saying why.
 */
export const listOutbox = define.get("/api/dev/outbox", Schema.Struct({ rows: Schema.Array(OutboxMessage) }));

/** The /dev page's calls: served from src/server/dev/routes.ts. */
export const devApi = {
  listOutbox,
} as const satisfies EndpointGroup;
