import { eq } from "drizzle-orm";
import type { MemberAccount } from "../../api/endpoints/users";
import type { Db } from "../db/connect";
import { users } from "../db/schema";
import { loadAccount } from "./accounts";

/** A live account as its owner sees it, with when they were last here; undefined for no one (the contract: `getAccount`). */
export async function accountOf(db: Db, id: number): Promise<MemberAccount | undefined> {
  const [account, [seen]] = await Promise.all([
    loadAccount(db, id),
    db.select({ lastSeenAt: users.lastSeenAt }).from(users).where(eq(users.id, id)),
  ]);
  if (!account?.self) return undefined;
  return { ...account.self, lastSeenAt: seen?.lastSeenAt?.toISOString() ?? null };
}
