import { Schema } from "effect";
import { defineEndpoint } from "../endpoint";

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
 * The newest 50 outbox messages, for the `/dev` page, so that a newcomer without a mail server can
 * click the verification link. Only in outbox mode (no `SMTP_URL`): with real delivery it answers 404,
 * because the outbox then holds nothing and links must not be readable by anyone but their owner.
 */
export const listOutbox = defineEndpoint({
  method: "GET",
  path: "/api/dev/outbox",
  response: Schema.Struct({ rows: Schema.Array(OutboxMessage) }),
});
