import { eq } from "drizzle-orm";
import type { OnConfirmed } from "../auth";
import { users } from "../db/schema";
import type { Notifier } from "../notifications";
import { joinStructure } from "./tree";

/**
 * What auth runs when a member confirms their address (app.ts hands it down): they join their referrer's
 * structure, and the referrer is told at once («По вашей ссылке зарегистрировался …»), with a link to their
 * structure's page.
 */
export function joinOnConfirm(notifier: Pick<Notifier, "notify">): OnConfirmed {
  return async (tx, publish, userId) => {
    const referrerId = await joinStructure(tx, userId);
    if (referrerId === null) return;
    const [member] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    await notifier.notify(tx, publish, {
      recipient: referrerId,
      type: "referral",
      actorId: userId,
      title: "Новый участник в вашей структуре",
      text: `По вашей ссылке зарегистрировался ${member?.name ?? "новый участник"}`,
      link: `/profile/${referrerId}/referrals`,
    });
  };
}
