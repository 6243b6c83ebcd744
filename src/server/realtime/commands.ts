import { Result, Schema } from "effect";
import type { FieldIssue } from "../../api/errors";
import { ClientMessage } from "../../api/events";
import { describeIssues, fieldIssues } from "../../api/validation";
import type { Connection } from "./connection";

/** What a client may send besides `ping`: each is a domain's to answer (users: changeRole; publications: post). */
export type CommandType = Exclude<ClientMessage["type"], "ping">;
export type CommandOf<T extends CommandType> = Extract<ClientMessage, { readonly type: T }>;

/** What a command's handler is given besides the message. */
export interface CommandContext {
  readonly connection: Connection;
  /**
   * The member's roles, their session looked at again; undefined when the session has ended (its socket
   * is closed then, and the command is dropped).
   */
  roles(): Promise<ReadonlyArray<number> | undefined>;
  /** Answers the command with an `error` frame (with its `ref`); the socket stays open. */
  fail(code: "FORBIDDEN" | "NOT_FOUND" | "RATE_LIMITED", message: string): void;
}

export type CommandHandler<T extends CommandType> = (
  message: CommandOf<T>,
  context: CommandContext,
) => Promise<void>;

/** The socket's commands: each domain registers its own when app.ts composes it. */
export interface SocketCommands {
  register<T extends CommandType>(type: T, handler: CommandHandler<T>): void;
}

/** The table behind {@link SocketCommands}: what is registered, and what is not yet. */
export interface CommandTable extends SocketCommands {
  handlerOf<T extends CommandType>(type: T): CommandHandler<T> | undefined;
  /** Commands of the protocol nobody registered: the socket route refuses to start with any. */
  missing(): CommandType[];
}

const commandTypes = ClientMessage.members
  .map((member) => member.fields.type.literal)
  .filter((type): type is CommandType => type !== "ping");

export function createCommandTable(): CommandTable {
  // Each kept with its own message type; `handlerOf` gives it back under the type it was registered for.
  const handlers = new Map<CommandType, (message: never, context: CommandContext) => Promise<void>>();
  return {
    register(type, handler) {
      if (handlers.has(type)) throw new Error(`Команда сокета «${type}» уже зарегистрирована`);
      handlers.set(type, handler);
    },
    handlerOf: <T extends CommandType>(type: T) => handlers.get(type) as CommandHandler<T> | undefined,
    missing: () => commandTypes.filter((type) => !handlers.has(type)),
  };
}

/** Told of every ping and every socket that opens or closes: the member is here (users/presence.ts). */
export interface Presence {
  /** A socket of the member opened or pinged. */
  seen(userId: number): void;
  /** A socket of the member closed. */
  left(userId: number): void;
  /**
   * Resolves once every write asked for so far has finished: a stop waits for it, after the sockets'
   * closes, before the database closes (app.ts).
   */
  settled(): Promise<void>;
}

/**
 * A session is looked at again on `ping` after this long: a session that ended by itself (it expired)
 * closes its socket. Logout, password reset and deletion close theirs at once (Realtime.sessionsEnded).
 */
const sessionRecheckMs = 5 * 60 * 1000;

const messageTypes: ReadonlySet<string> = new Set(
  ClientMessage.members.map((member) => member.fields.type.literal),
);
const decodeMessage = Schema.decodeUnknownResult(ClientMessage);

type Decoded = { readonly message: ClientMessage } | { readonly issues: FieldIssue[]; readonly ref?: string };

function decode(text: string | undefined): Decoded {
  const issue = (path: string, message: string): Decoded => ({ issues: [{ in: "body", path, message }] });
  if (text === undefined) return issue("", "Ожидается текстовое сообщение (JSON), а не двоичное");
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return issue("", "Сообщение — не JSON");
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return issue("", "Ожидается объект JSON");
  const { type, ref } = raw as { type?: unknown; ref?: unknown };
  const refOf = typeof ref === "string" && ref.length <= 64 ? { ref } : {};
  if (typeof type !== "string" || !messageTypes.has(type)) {
    return {
      ...issue("type", `Неизвестный тип сообщения; ожидается: ${[...messageTypes].join(", ")}`),
      ...refOf,
    };
  }
  const decoded = decodeMessage(raw, { errors: "all", onExcessProperty: "error" });
  if (Result.isSuccess(decoded)) return { message: decoded.success };
  return { issues: fieldIssues(decoded.failure, "body"), ...refOf };
}

/**
 * Handles what clients send (src/api/events/ `ClientMessage`): `ping` → `pong`; any other command goes to
 * the handler its domain registered. A message that does not decode, or is refused, is answered with an
 * `error` frame and the socket stays open: closing would only make the client reconnect and send it again.
 */
export function createCommandHandler({
  commands,
  presence,
}: {
  readonly commands: CommandTable;
  /** Told of every ping: the member is still here. */
  readonly presence?: Presence;
}) {
  const checkedAt = new WeakMap<Connection, number>();

  /** The member's roles, or undefined after closing the socket of a session that has ended. */
  async function rolesOf(connection: Connection): Promise<ReadonlyArray<number> | undefined> {
    const roles = await connection.checkSession();
    checkedAt.set(connection, Date.now());
    return roles;
  }

  return async function handle(connection: Connection, text: string | undefined): Promise<void> {
    const decoded = decode(text);
    if ("issues" in decoded) {
      connection.control("error", {
        code: "VALIDATION",
        message: describeIssues(decoded.issues),
        issues: decoded.issues,
        ...(decoded.ref === undefined ? {} : { ref: decoded.ref }),
      });
      return;
    }
    const { message } = decoded;
    if (message.type === "ping") {
      connection.control("pong", {});
      presence?.seen(connection.userId);
      if (Date.now() - (checkedAt.get(connection) ?? 0) > sessionRecheckMs) await rolesOf(connection);
      return;
    }
    const refOf = message.ref === undefined ? {} : { ref: message.ref };
    const handler = commands.handlerOf(message.type) as CommandHandler<CommandType> | undefined;
    if (!handler) throw new Error(`Команда сокета «${message.type}» не зарегистрирована`);
    await handler(message, {
      connection,
      roles: () => rolesOf(connection),
      fail: (code, text) => connection.control("error", { code, message: text, ...refOf }),
    });
  };
}
