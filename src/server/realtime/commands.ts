import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { Result, Schema } from "effect";
import type { FastifyInstance } from "fastify";
import type { FieldIssue } from "../../api/errors";
import { ClientMessage } from "../../api/events";
import { RoleId } from "../../api/schema/user";
import { describeIssues, fieldIssues } from "../../api/validation";
import type { Db } from "../db/connect";
import { rowsOf } from "../db/rows";
import { userRoles, users } from "../db/schema";
import { HttpError } from "../http/http-error";
import { limits } from "../http/limits";
import { rateLimiter } from "../http/rate-limit";
import type { Presence } from "../people/presence";
import { isLive } from "../publications/visibility";
import { grantRole } from "../users/roles";
import type { Connection } from "./connection";
import type { EventLog } from "./event-log";

export interface CommandDeps {
  readonly events: EventLog;
  /** Told of every ping: the member is still here (src/server/people/presence.ts). */
  readonly presence?: Presence;
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

/** The administrators who can log in: the audience of `article` announcements. */
async function adminIds(db: Pick<Db, "select">): Promise<number[]> {
  const rows = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(eq(userRoles.roleId, RoleId.admin), isNull(users.deletedAt), isNotNull(users.emailVerifiedAt)),
    );
  return rows.map((row) => row.id);
}

/**
 * Handles what clients send (src/api/events/ `ClientMessage`): `ping` → `pong`; `changeRole` and `post`
 * become events for the members concerned. A message that does not decode, or is refused, is answered
 * with an `error` frame and the socket stays open: closing would only make the client reconnect and send
 * it again.
 */
export function createCommandHandler(app: FastifyInstance, { events, presence }: CommandDeps) {
  const checkedAt = new WeakMap<Connection, number>();
  const postLimits = limits.socketPost.map((rule) => rateLimiter(app, rule));

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
    const fail = (code: "FORBIDDEN" | "NOT_FOUND" | "RATE_LIMITED", text: string) =>
      connection.control("error", { code, message: text, ...refOf });

    if (message.type === "changeRole") {
      const roles = await rolesOf(connection);
      if (!roles) return;
      if (!roles.includes(RoleId.admin)) return fail("FORBIDDEN", "Менять роли может только администратор");
      if (!(await grantRole({ events }, { userId: message.userId, roleId: message.roleId })))
        fail("NOT_FOUND", "Пользователь не найден");
      return;
    }

    try {
      for (const check of postLimits) await check(connection.request, connection.auth, undefined);
    } catch (error) {
      if (error instanceof HttpError && error.code === "RATE_LIMITED") return fail(error.code, error.message);
      throw error;
    }
    if (!(await rolesOf(connection))) return;
    await events.transaction(async (tx, publish) => {
      // Only the sender's own live publication is announced, under the title it was published with.
      const [own] = await rowsOf<{ title: string; excerpt: string }>(
        tx,
        sql`select p.title, p.excerpt from publications p
          where p.id = ${message.articleId} and p.author_id = ${connection.userId} and ${isLive()}`,
      );
      if (!own) return fail("NOT_FOUND", "Такой вашей опубликованной публикации нет");
      const audience = new Set([connection.userId, ...(await adminIds(tx))]);
      publish(audience, {
        type: "article",
        action: "create",
        payload: {
          articleId: message.articleId,
          authorId: connection.userId,
          title: own.title || own.excerpt.slice(0, 200) || message.title,
        },
      });
    });
  };
}
