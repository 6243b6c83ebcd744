import { and, eq } from "drizzle-orm";
import type { InputOf } from "../../api/endpoint";
import type { friendsApi } from "../../api/endpoints/friends";
import type { FriendAction, Friendship } from "../../api/schema/friend";
import type { Tx } from "../db/connect";
import { follows, friendships } from "../db/schema";
import type { Caller } from "../http/caller";
import { fieldError, HttpError } from "../http/http-error";
import type { Notifier } from "../notifications";
import type { EventLog, Publish } from "../realtime/event-log";
import { pairOf, pairRow, type PairRow as Row, stateOf } from "./pair";

/** What an action makes of a pair's row for `callerId`: the new row (null: none), or why not. */
function next(
  callerId: number,
  otherId: number,
  action: FriendAction,
  row: Row | undefined,
): Row | null | string {
  const asked = (by: number, status: Row["status"]) => row?.requesterId === by && row.status === status;
  const otherAsked = asked(otherId, "requested") || asked(otherId, "rejected");
  switch (action) {
    case "request":
      if (!row) return { requesterId: callerId, status: "requested" };
      if (otherAsked) return { requesterId: otherId, status: "accepted" };
      if (row.status === "accepted") return "Вы уже друзья";
      // Refused (or ended by the other): a refusal stands; the requester may unsubscribe, then ask again.
      return row.status === "rejected"
        ? "Вы подписаны, заявка не принята: чтобы отправить её снова, отпишитесь"
        : "Заявка уже отправлена";
    case "accept":
      return otherAsked ? { requesterId: otherId, status: "accepted" } : "Заявки от этого участника нет";
    case "refuse":
      return asked(otherId, "requested")
        ? { requesterId: otherId, status: "rejected" }
        : "Заявки от этого участника нет";
    case "withdraw":
      return row?.requesterId === callerId && row.status !== "accepted" ? null : "Вы не отправляли заявку";
    case "end":
      // The other stays subscribed to the caller: as if they had asked and been refused.
      return row?.status === "accepted" ? { requesterId: otherId, status: "rejected" } : "Вы не друзья";
  }
}

/** What the other member is told of an action, if anything. */
function noticeOf(action: FriendAction, callerId: number, otherId: number) {
  if (action === "request")
    return {
      title: "Заявка в друзья",
      text: "Хочет добавить вас в друзья",
      link: `/profile/${otherId}/friends?type=incoming`,
    };
  if (action === "accept")
    return { title: "Заявка принята", text: "Теперь вы друзья", link: `/profile/${callerId}` };
  return null;
}

/**
 * The caller does `requested` about `friendId` (who must be a live member: the caller's check). In one
 * transaction: the pair's row locked (or, for a first request, inserted — two opposite first requests at
 * once: the second finds the first's row and accepts it), changed as {@link next} says, the `friend` event
 * to both, and the other's notification. Answers where the caller stands afterwards; an action that does
 * not fit → 409 CONFLICT, nothing changed.
 */
export async function changeFriendship(
  { events, notifier }: { events: EventLog; notifier: Notifier },
  { userId: callerId }: Caller,
  { friendId: otherId }: InputOf<typeof friendsApi.requestFriend>,
  requested: FriendAction,
): Promise<Friendship> {
  if (callerId === otherId) throw fieldError("friendId", "Нельзя дружить с самим собой");
  return events.transaction(async (tx, publish) => {
    let row = await pairRow(tx, callerId, otherId, true);
    if (!row && requested === "request") {
      const first: Row = { requesterId: callerId, status: "requested" };
      const inserted = await tx
        .insert(friendships)
        .values({ ...pairOf(callerId, otherId), ...first })
        .onConflictDoNothing()
        .returning({ requesterId: friendships.requesterId });
      if (inserted.length > 0)
        return told(notifier, tx, publish, { callerId, otherId, action: "request", row: first });
      row = await pairRow(tx, callerId, otherId, true); // the other asked at the same moment: theirs is here
    }
    // Refusing one's own request is withdrawing it: the one call of spec §7 does both.
    const action = requested === "refuse" && row?.requesterId === callerId ? "withdraw" : requested;
    const result = next(callerId, otherId, action, row);
    if (typeof result === "string") throw new HttpError("CONFLICT", result);
    const pair = pairOf(callerId, otherId);
    const where = and(eq(friendships.lowId, pair.lowId), eq(friendships.highId, pair.highId));
    if (result === null) {
      await tx.delete(friendships).where(where);
      // «Отменить заявку и отписаться»: a follow of the caller's own from before the request goes too.
      await tx.delete(follows).where(and(eq(follows.followerId, callerId), eq(follows.userId, otherId)));
    } else
      await tx
        .update(friendships)
        .set({ ...result, updatedAt: new Date() })
        .where(where);
    // A request that meets the other's is an acceptance, as both see it.
    const done = action === "request" && result?.status === "accepted" ? "accept" : action;
    return told(notifier, tx, publish, { callerId, otherId, action: done, row: result ?? undefined });
  });
}

/** Tells both members of the change (and the other of a request or an acceptance); the caller's answer. */
async function told(
  notifier: Notifier,
  tx: Tx,
  publish: Publish,
  {
    callerId,
    otherId,
    action,
    row,
  }: { callerId: number; otherId: number; action: FriendAction; row?: Row | undefined },
): Promise<Friendship> {
  // Both hear it: a refusal too, since the refused now stand «subscribed» (issue 28; told by no notice).
  publish([callerId, otherId], { type: "friend", action, payload: { actorId: callerId, friendId: otherId } });
  const notice = noticeOf(action, callerId, otherId);
  if (notice)
    await notifier.notify(tx, publish, { recipient: otherId, type: "friend", actorId: callerId, ...notice });
  return { friendId: otherId, state: stateOf(callerId, row) };
}
