import type { Tx } from "../db/connect";
import { follows, friendships } from "../db/schema";
import { pairOf } from "../friends";

const demo = (name: string) => `${name}@demo.mir.local`;

/**
 * Demo friendships, so that friends pages, mutual friends and suggestions show life on the first start:
 * who asked whom and where it stands (`accepted`, a pending `requested`, or `rejected`).
 */
const demoFriendships: ReadonlyArray<
  readonly [asker: string, asked: string, status: "requested" | "accepted"]
> = [
  [demo("anna.smirnova"), demo("dmitry.ivanov"), "accepted"],
  [demo("anna.smirnova"), demo("ekaterina.kuznetsova"), "accepted"],
  [demo("dmitry.ivanov"), demo("mikhail.popov"), "accepted"],
  [demo("ekaterina.kuznetsova"), demo("mikhail.popov"), "accepted"],
  [demo("olga.sokolova"), demo("ekaterina.kuznetsova"), "accepted"],
  [demo("maria.novikova"), demo("anna.smirnova"), "requested"], // waits in Anna's incoming requests
  [demo("anna.smirnova"), demo("aleksey.lebedev"), "requested"], // waits in Anna's outgoing requests
];

/** Demo subscriptions (follower, followed): Anna has subscribers beside her pending requester. */
const demoFollows: ReadonlyArray<readonly [follower: string, followed: string]> = [
  [demo("olga.sokolova"), demo("anna.smirnova")],
  [demo("mikhail.popov"), demo("anna.smirnova")],
  [demo("anna.smirnova"), demo("olga.sokolova")],
];

export async function seedDemoFriends(tx: Tx, idOf: ReadonlyMap<string, number>): Promise<void> {
  const rows = demoFriendships.flatMap(([asker, asked, status]) => {
    const [a, b] = [idOf.get(asker), idOf.get(asked)];
    return a === undefined || b === undefined ? [] : [{ ...pairOf(a, b), requesterId: a, status }];
  });
  if (rows.length > 0) await tx.insert(friendships).values(rows);
}

export async function seedDemoFollows(tx: Tx, idOf: ReadonlyMap<string, number>): Promise<void> {
  const rows = demoFollows.flatMap(([follower, followed]) => {
    const [a, b] = [idOf.get(follower), idOf.get(followed)];
    return a === undefined || b === undefined ? [] : [{ followerId: a, userId: b }];
  });
  if (rows.length > 0) await tx.insert(follows).values(rows);
}
