import { eq } from "drizzle-orm";
import type { OnConfirmed } from "../auth";
import { users } from "../db/schema";
import type { Notifier } from "../notifications";
import { joinStructure } from "./tree";

/**
 * What auth runs when a member confirms their address (app.ts hands it down): they join their referrer's
 * structure, the referrer is told at once («По вашей ссылке зарегистрировался …», with a link to their
 * structure's page), and the whole upline hears the `structure` event (their counts moved).
 */
export function joinOnConfirm(notifier: Pick<Notifier, "notify">): OnConfirmed {
  return async (tx, publish, userId) => {
    const upline = await joinStructure(tx, userId);
    const referrerId = upline.at(-1);
    if (referrerId === undefined) return;
    publish(upline, { type: "structure", action: "join", payload: { memberId: userId } });
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
