import { desc } from "drizzle-orm";
import type { ResponseOf } from "../../api/endpoint";
import type { listOutbox } from "../../api/endpoints/dev";
import { RoleId } from "../../api/schema/user";
import type { Db } from "../db/connect";
import { outbox } from "../db/schema";
import type { AuthContext } from "../http/caller";
import { forbidden, notFound } from "../http/http-error";
import type { Mailer } from "../mail/mailer";

/** How many outbox messages the /dev page shows, newest first. */
const outboxPage = 50;

/**
 * The newest outbox messages, for an administrator or whoever opened the page on the server itself
 * (`local`): they hold every member's confirmation and reset links. None when mail goes out by SMTP (404).
 */
export async function outboxOf(
  { db, mailer }: { readonly db: Db; readonly mailer: Mailer },
  caller: Pick<AuthContext, "roleIds"> | null,
  { local }: { readonly local: boolean },
): Promise<ResponseOf<typeof listOutbox>> {
  if (mailer.mode !== "outbox") throw notFound("Почта отправляется по SMTP: ящика исходящих нет");
  if (!caller?.roleIds.includes(RoleId.admin) && !local) {
    throw forbidden(
      "Исходящие письма содержат ссылки подтверждения и сброса пароля всех участников, поэтому их " +
        "видит только администратор или тот, кто открыл страницу на самом сервере (localhost).",
    );
  }
  const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(outboxPage);
  return { rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}
