/**
 * The socket protocol (ARCHITECTURE §5): every message the server sends on `GET /api/sockets/{userId}`
 * and every message a client may send on it. One JSON object per WebSocket text frame.
 *
 * Server → client, always `{ seq, type, action?, payload, at }`:
 * - **logged events** ({@link ServerEvent}) come from the member's event log: `seq` is the event's own
 *   number, strictly increasing per member (1, 2, 3 … with no holes); a socket delivers them in order,
 *   each once;
 * - **control frames** (`user_connect`, `resync`, `pong`, `error`, and `article_live`, which every open
 *   socket receives) are not logged: their `seq` is the member's position at that moment (the seq of the
 *   last logged event this socket delivered, or the current seq for `user_connect`/`resync`).
 * So `seq` never goes down on one socket, and a client keeps "the seq of the last frame" as its resume
 * point: it reconnects with `?after=<that seq>` and the server replays exactly what came after.
 *
 * @example
 * // on every frame:  lastSeq = frame.seq   (drop a logged event whose seq ≤ lastSeq: already applied)
 * // on reconnect:    new WebSocket(`/api/sockets/${userId}?after=${lastSeq}`)
 * // on `resync`:     the log no longer holds what was missed — refetch every list, then go on.
 */
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint";
import { KnownRoleId } from "../endpoints/users";
import { ErrorCode, FieldIssue } from "../errors";
import { Id, IdFromString, IsoDateTime, Text } from "../schema/common";
import { accountEvents } from "./account";
import { backgroundEvents } from "./backgrounds";
import { domainEvent, NoPayload } from "./event";
import { friendEvents } from "./friends";
import { messengerEvents } from "./messenger";
import { notificationEvents } from "./notifications";
import { publicationEvents } from "./publications";
import { sponsorshipEvents } from "./sponsors";
import { structureEvents } from "./structure";
import { subscriptionEvents } from "./subscriptions";

/** How often a client sends `ping` (spec §4, §9): every 15 000 ms. */
export const pingIntervalMs = 15_000;

/**
 * A socket the server has heard nothing from for this many ping intervals (37 500 ms) is closed with
 * {@link CloseCode}`.idle`: the client is gone, or its network is.
 */
export const idleTimeoutPings = 2.5;

/** A position in a member's event log: 0 before the first event. */
export const Seq = Schema.Int.check(
  Schema.isGreaterThanOrEqualTo(0),
  Schema.isLessThanOrEqualTo(Number.MAX_SAFE_INTEGER),
);
export type Seq = typeof Seq.Type;

/** A {@link Seq} as it travels in a query string: plain digits. */
export const SeqFromString = Schema.String.check(
  Schema.isPattern(/^(0|[1-9][0-9]{0,15})$/, { message: "Ожидается целое число не меньше 0" }),
)
  .pipe(Schema.decodeTo(Schema.NumberFromString))
  .pipe(Schema.decodeTo(Seq));

/**
 * The socket's address, `GET /api/sockets/{userId}` upgraded to a WebSocket (spec §7). Described with the
 * endpoint shape for its params and query only: there is no HTTP response.
 *
 * - The session token comes from cookie `l` (browsers) or `Authorization: Bearer` (other clients),
 *   never from the URL. A cookie-authenticated upgrade must come from our own origin.
 * - `after` — the seq of the last frame the client has seen. With it, the server replays every logged
 *   event after it, in order, then goes live; if the log no longer holds them all (older than the
 *   retention, `EVENT_RETENTION_DAYS`), it sends `resync` and then `user_connect`. Without it, the first
 *   frame is `user_connect` with the current seq, then live events.
 * - The upgrade is always accepted; a refused socket is then closed with a {@link CloseCode} and a
 *   Russian reason, so that a browser sees why.
 */
export const socketEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/sockets/:userId",
  params: Schema.Struct({ userId: IdFromString }),
  query: Schema.Struct({ after: Schema.optionalKey(SeqFromString) }),
  response: Schema.Void,
});

/**
 * Close codes of the socket (4000–4999 are the application's). A client should not reconnect after
 * `unauthorized` or `forbidden` until the session changes; after the others it reconnects as usual.
 */
export const CloseCode = {
  /** The server is shutting down or restarting (WebSocket "going away"): reconnect. */
  goingAway: 1001,
  /** The client reads too slowly and the server stopped buffering for it: reconnect with `after`. */
  tryAgainLater: 1013,
  /** A bad `after` in the address. */
  badRequest: 4400,
  /** No valid session token (none, expired, revoked, or the account was deleted). */
  unauthorized: 4401,
  /** The socket of another member, or a cookie-authenticated upgrade from another site. */
  forbidden: 4403,
  /** Nothing received for {@link idleTimeoutPings} ping intervals. */
  idle: 4408,
  /** The member has too many sockets open on this server: reconnect later (a tab closing frees one). */
  tooManySockets: 4429,
} as const;
export type CloseCode = (typeof CloseCode)[keyof typeof CloseCode];

/**
 * Every logged event as it is published (before it has a seq and a time): `{ type, action?, payload }`.
 * The server appends these to the recipients' logs in the same transaction as the change they describe.
 * Each domain declares its own in a file of this folder (./messenger.ts, ./friends.ts …); this is their union.
 */
export const EventDraft = Schema.Union([
  ...messengerEvents,
  ...friendEvents,
  ...notificationEvents,
  ...accountEvents,
  ...subscriptionEvents,
  ...backgroundEvents,
  ...structureEvents,
  ...sponsorshipEvents,
  // Domains not built yet: their events carry an object whose fields come with the domain.
  domainEvent("achievement"),
  ...publicationEvents,
  domainEvent("transaction"),
  domainEvent("action"),
  domainEvent("complaint"),
]);
export type EventDraft = typeof EventDraft.Type;

/** The `type` of every logged event. */
export type ServerEventType = EventDraft["type"];

/** The common part of every frame the server sends. */
const envelope = { seq: Seq, at: IsoDateTime };

/**
 * A logged event as the client receives it: an {@link EventDraft} with its `seq` in the member's log and
 * `at`, the ISO-8601 time it was committed.
 */
export type ServerEvent = EventDraft & { readonly seq: Seq; readonly at: string };

/** {@link ServerEvent}'s schema: each draft with the envelope around it. */
export const ServerEvent = Schema.Union(
  EventDraft.members.map((member) => Schema.Struct({ ...envelope, ...member.fields })),
) as unknown as Schema.Codec<ServerEvent>;

/** The types of logged events, for telling them from control frames. */
export const serverEventTypes: ReadonlySet<string> = new Set(
  EventDraft.members.map((member) => member.fields.type.literal),
);

/** The first frame without `after` (and after `resync`): the member's current seq. */
export const UserConnectFrame = Schema.Struct({
  ...envelope,
  type: Schema.Literal("user_connect"),
  payload: Schema.Struct({ seq: Seq }),
});

/**
 * The events after the client's `after` are no longer in the log (older than the retention), or `after`
 * is ahead of the log: the client refetches what it shows, then continues from `payload.seq`. A
 * `user_connect` follows.
 */
export const ResyncFrame = Schema.Struct({
  ...envelope,
  type: Schema.Literal("resync"),
  payload: Schema.Struct({ seq: Seq }),
});

/** The answer to `ping`. */
export const PongFrame = Schema.Struct({ ...envelope, type: Schema.Literal("pong"), payload: NoPayload });

/**
 * A client message was refused: undecodable (`VALIDATION`, with the fields in `issues`), not allowed
 * (`FORBIDDEN`), about something that does not exist (`NOT_FOUND`), too frequent (`RATE_LIMITED`), or
 * failed on our side (`INTERNAL`). `ref` is the message's own `ref` when it had one. The socket stays open.
 */
export const ErrorFrame = Schema.Struct({
  ...envelope,
  type: Schema.Literal("error"),
  payload: Schema.Struct({
    code: ErrorCode,
    message: Schema.String,
    ref: Schema.optionalKey(Schema.String),
    issues: Schema.optionalKey(Schema.Array(FieldIssue)),
  }),
});

/**
 * A publication went live in rubric `rubricId` (published now, or its scheduled time came): told to every
 * open socket, whoever follows its author, so that a rubric's open feed (`/news`, `/sport` …) announces
 * it («Показать N новых записей») as the member's own feed does with `article` `create`. Not logged: a
 * socket closed at that moment misses it, and the feed reads its first page again when its socket goes
 * live (`user_connect`). Published publications are public: this names nothing a visitor could not read.
 */
export const ArticleLiveFrame = Schema.Struct({
  ...envelope,
  type: Schema.Literal("article_live"),
  payload: Schema.Struct({ articleId: Id, authorId: Id, rubricId: Id }),
});
export type ArticleLiveFrame = typeof ArticleLiveFrame.Type;

/** What is told to every open socket (not logged), as the server publishes it: without `seq` and `at`. */
export const BroadcastDraft = Schema.Struct({
  type: ArticleLiveFrame.fields.type,
  payload: ArticleLiveFrame.fields.payload,
});
export type BroadcastDraft = typeof BroadcastDraft.Type;

/** Frames that are not logged: their `seq` is a position, not an event. */
export const ControlFrame = Schema.Union([
  UserConnectFrame,
  ResyncFrame,
  PongFrame,
  ErrorFrame,
  ArticleLiveFrame,
]);
export type ControlFrame = typeof ControlFrame.Type;

/** Anything the server sends. Decode incoming text with {@link ServerFrameFromJson}. */
export const ServerFrame = Schema.Union([ServerEvent, ControlFrame]);
export type ServerFrame = ServerEvent | ControlFrame;

/** A server frame from the text of a WebSocket message. */
export const ServerFrameFromJson = Schema.fromJsonString(ServerFrame);

/** True for a logged event (it has its own seq); false for a control frame. */
export function isServerEvent(frame: ServerFrame): frame is ServerEvent {
  return serverEventTypes.has(frame.type);
}

/** A client's own label for a message, echoed in an `error` frame about it. */
const Ref = Schema.String.check(Schema.isMaxLength(64));

/** Keeps the socket alive; answered by `pong`. Send every {@link pingIntervalMs}. */
export const PingMessage = Schema.Struct({ type: Schema.Literal("ping") });

/**
 * An administrator gives member `userId` the role `roleId` — the same change as
 * `PUT /api/users/changerole/{id}`. The member receives a `role` event (and `admin` for role 1). Not an
 * admin → `error` FORBIDDEN; unknown member → `error` NOT_FOUND. Nothing is sent back on success.
 */
export const ChangeRoleMessage = Schema.Struct({
  type: Schema.Literal("changeRole"),
  userId: Id,
  roleId: KnownRoleId,
  ref: Schema.optionalKey(Ref),
});

/**
 * A member announces their new publication `articleId`: every administrator (for the moderation pages)
 * and the member's own other tabs and devices receive an `article` event with action `create`, under the
 * title it was published with (`title` is the client's, used only for a record without one). It must be
 * the sender's own live publication (`error` NOT_FOUND otherwise, nothing sent). At most 10 a minute per
 * member (`error` RATE_LIMITED beyond).
 */
export const PostMessage = Schema.Struct({
  type: Schema.Literal("post"),
  articleId: Id,
  title: Text.check(
    Schema.isMinLength(1, { message: "Заголовок не может быть пустым" }),
    Schema.isMaxLength(200, { message: "Заголовок — не длиннее 200 символов" }),
  ),
  ref: Schema.optionalKey(Ref),
});

/** Anything a client may send. */
export const ClientMessage = Schema.Union([PingMessage, ChangeRoleMessage, PostMessage]);
export type ClientMessage = typeof ClientMessage.Type;

/** A client message from the text of a WebSocket message (what the server decodes). */
export const ClientMessageFromJson = Schema.fromJsonString(ClientMessage);
