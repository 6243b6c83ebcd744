import { and, eq } from "drizzle-orm";
import type { InputOf } from "../../api/endpoint";
import type { subscriptionsApi } from "../../api/endpoints/subscriptions";
import type { Subscription } from "../../api/schema/subscription";
import { follows } from "../db/schema";
import { pairRow, stateOf } from "../friends";
import type { Caller } from "../http/caller";
import { fieldError, HttpError } from "../http/http-error";
import type { EventLog } from "../realtime/event-log";

/**
 * The caller follows (`follow`) or stops following (`unfollow`) member `userId`, who must be a live member
 * (the route's check). In one transaction with the `subscription` event to both. A friend — or someone the
 * caller asked to be one, which already follows them — cannot be followed again: 409, as is following twice
 * or unfollowing someone not followed; nothing changes then.
 */
export async function changeSubscription(
  { events }: { events: EventLog },
  { userId: followerId }: Caller,
  { userId }: InputOf<typeof subscriptionsApi.subscribe>,
  change: "follow" | "unfollow",
): Promise<Subscription> {
  if (followerId === userId) throw fieldError("userId", "Нельзя подписаться на самого себя");
  return events.transaction(async (tx, publish) => {
    // Locked when it exists: a friendship change of the pair at this moment waits for this one.
    const friendship = stateOf(followerId, await pairRow(tx, followerId, userId, true));
    const pair = and(eq(follows.followerId, followerId), eq(follows.userId, userId));
    if (change === "follow") {
      if (friendship === "friends") throw conflict("Вы друзья: подписка не нужна");
      if (friendship === "outgoing" || friendship === "subscribed")
        throw conflict("Ваша заявка в друзья уже подписала вас");
      const added = await tx
        .insert(follows)
        .values({ followerId, userId })
        .onConflictDoNothing()
        .returning({ userId: follows.userId });
      if (added.length === 0) throw conflict("Вы уже подписаны");
    } else {
      const removed = await tx.delete(follows).where(pair).returning({ userId: follows.userId });
      if (removed.length === 0) {
        throw conflict(
          friendship === "outgoing" || friendship === "subscribed"
            ? "Вас подписала заявка в друзья: чтобы отписаться, отзовите её"
            : "Вы не подписаны",
        );
      }
    }
    publish([followerId, userId], { type: "subscription", action: change, payload: { followerId, userId } });
    return { userId, subscribed: change === "follow" };
  });
}

const conflict = (message: string) => new HttpError("CONFLICT", message);
