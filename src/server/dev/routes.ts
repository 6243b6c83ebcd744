import { desc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { devApi } from "../../api/endpoints/dev";
import { RoleId } from "../../api/schema/user";
import { isLocalRequest } from "../auth";
import { outbox } from "../db/schema";
import type { RouteDeps } from "../deps";
import { forbidden, notFound } from "../http/http-error";
import { serveGroup } from "../http/serve-group";

/** How many outbox messages the /dev page shows, newest first. */
const outboxPage = 50;

/** The developers' page: the outbox (src/api/endpoints/dev.ts). */
export function devRoutes(app: FastifyInstance, { db, mailer }: RouteDeps): void {
  serveGroup(app, devApi, {
    // "anyone" plus the check below: the rule is admin OR this machine, which no access level expresses.
    listOutbox: {
      access: "anyone",
      handler: async ({ auth, request }) => {
        if (mailer.mode !== "outbox") throw notFound("Почта отправляется по SMTP: ящика исходящих нет");
        if (!auth?.roleIds.includes(RoleId.admin) && !isLocalRequest(request)) {
          throw forbidden(
            "Исходящие письма содержат ссылки подтверждения и сброса пароля всех участников, поэтому их " +
              "видит только администратор или тот, кто открыл страницу на самом сервере (localhost).",
          );
        }
        const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(outboxPage);
        return { rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
      },
    },
  });
}
