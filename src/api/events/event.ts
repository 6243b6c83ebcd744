import { Schema } from "effect";

// What a domain's socket events are made of (./index.ts composes the union of every domain's).

/** The payload of an event whose domain is not built yet: an object; its fields come with that domain. */
export const DomainPayload = Schema.Record(Schema.String, Schema.Unknown);

/** An empty payload. */
export const NoPayload = Schema.Struct({});

/** A logged event of `type` with `fields` (`action`, `payload`): one member of the socket union. */
export const event = <const T extends string, const F extends Schema.Struct.Fields>(type: T, fields: F) =>
  Schema.Struct({ type: Schema.Literal(type), ...fields });

/** An event of a domain not built yet: any `action`, an object as `payload`. */
export const domainEvent = <const T extends string>(type: T) =>
  event(type, { action: Schema.optionalKey(Schema.String), payload: DomainPayload });
