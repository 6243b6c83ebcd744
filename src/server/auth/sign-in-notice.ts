import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Tx } from "../db/connect";
import { sessions } from "../db/schema";
import type { Notifier } from "../notifications";
import type { Publish } from "../realtime/event-log";

/**
 * A browser and system as a member recognises them («Chrome, Linux»), from a User-Agent header; only for
 * showing, never for a decision. The order matters: Edge and Opera also say "Chrome", Chrome says "Safari".
 */
export function browserOf(userAgent: string | undefined): string {
  const ua = userAgent ?? "";
  const browser = (
    [
      [/Edg\//, "Edge"],
      [/OPR\/|Opera/, "Opera"],
      [/YaBrowser\//, "Яндекс Браузер"],
      [/Firefox\//, "Firefox"],
      [/Chrome\/|Chromium\//, "Chrome"],
      [/Safari\//, "Safari"],
    ] as const
  ).find(([pattern]) => pattern.test(ua))?.[1];
  const system = (
    [
      [/Android/, "Android"],
      [/iPhone|iPad|iOS/, "iOS"],
      [/Windows/, "Windows"],
      [/Mac OS X|Macintosh/, "macOS"],
      [/Linux/, "Linux"],
    ] as const
  ).find(([pattern]) => pattern.test(ua))?.[1];
  return [browser ?? "Неизвестный браузер", system].filter(Boolean).join(", ");
}

/**
 * Tells a member of a sign-in while they are signed in elsewhere (a live session, before the new one is
 * opened in the same transaction): if it was not them, they learn of it on the device they use and can
 * change the password (which ends every other session). A first sign-in, or one after signing out
 * everywhere, tells nothing: that is the member themselves.
 */
export async function noticeSignIn(
  notifier: Pick<Notifier, "notify">,
  tx: Tx,
  publish: Publish,
  { userId, userAgent }: { userId: number; userAgent: string | undefined },
): Promise<void> {
  const [others] = await tx
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
  if (!others?.n) return;
  await notifier.notify(tx, publish, {
    recipient: userId,
    type: "signin",
    title: "Новый вход в аккаунт",
    text: `${browserOf(userAgent)}. Если это были не вы, смените пароль: остальные сеансы завершатся.`,
    link: `/profile/${userId}/settings`,
  });
}
