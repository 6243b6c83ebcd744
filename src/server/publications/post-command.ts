import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { rowsOf } from "../db/rows";
import { HttpError } from "../http/http-error";
import { limits } from "../http/limits";
import { rateLimiter } from "../http/rate-limit";
import type { CommandHandler } from "../realtime/commands";
import type { EventLog } from "../realtime/event-log";
import { loginAdminIds } from "../users";
import { isLive } from "./visibility";

/**
 * The socket's `post` (spec §7): a member announces their own live publication, under the title it was
 * published with, to themselves and the administrators (`article`/`create`); rate-limited per member.
 */
export function postCommand(
  app: FastifyInstance,
  { events }: { readonly events: EventLog },
): CommandHandler<"post"> {
  const postLimits = limits.socketPost.map((rule) => rateLimiter(app, rule));
  return async (message, { connection, roles, fail }) => {
    try {
      for (const check of postLimits) await check(connection.request, connection.auth, undefined);
    } catch (error) {
      if (error instanceof HttpError && error.code === "RATE_LIMITED") return fail(error.code, error.message);
      throw error;
    }
    if (!(await roles())) return;
    await events.transaction(async (tx, publish) => {
      const [own] = await rowsOf<{ title: string; excerpt: string }>(
        tx,
        sql`select p.title, p.excerpt from publications p
          where p.id = ${message.articleId} and p.author_id = ${connection.userId} and ${isLive()}`,
      );
      if (!own) return fail("NOT_FOUND", "Такой вашей опубликованной публикации нет");
      const audience = new Set([connection.userId, ...(await loginAdminIds(tx))]);
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
