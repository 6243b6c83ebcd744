import { sql } from "drizzle-orm";
import type { SessionUser } from "../../api/schema/account";
import type { PublicUser } from "../../api/schema/user";
import type { Db } from "../db/connect";
import { preparedPerDb } from "../db/prepared";
import { users } from "../db/schema";
import type { Accounts } from "../http/accounts";
import { type AccountCache, createAccountCache } from "../realtime/account-cache";
import { cardOf, selectUserWithRoles } from "./public-user";

/** An account that is not deleted: its public card, whether its address is confirmed, what only its member sees. */
export interface Account {
  readonly card: PublicUser;
  readonly confirmed: boolean;
  /** The member as they see themselves (checktoken, every login). */
  readonly self: SessionUser | undefined;
}

/** Prepared once per database: it runs for every card and every page load (see db/prepared.ts). */
const accountQuery = preparedPerDb((db) =>
  selectUserWithRoles(db, sql.placeholder("id"), {
    email: users.email,
    emailVerifiedAt: users.emailVerifiedAt,
    phone: users.phone,
    phoneVerifiedAt: users.phoneVerifiedAt,
    referralCode: users.referralCode,
    pendingEmail: users.pendingEmail,
  }).prepare("account"),
);

/** An account by id in one query; undefined for no one or a deleted account. */
export async function loadAccount(db: Db, id: number): Promise<Account | undefined> {
  const rows = await accountQuery(db).execute({ id });
  const card = cardOf(rows);
  const own = rows[0];
  if (!card || !own) return undefined;
  return {
    card,
    confirmed: own.emailVerifiedAt !== null,
    self:
      own.email === null
        ? undefined
        : {
            ...card,
            email: own.email,
            emailVerified: own.emailVerifiedAt !== null,
            phone: own.phone,
            phoneVerified: own.phoneVerifiedAt !== null,
            referralCode: own.referralCode,
            pendingEmail: own.pendingEmail,
          },
  };
}

/**
 * Members' cards as every domain reads them (the port `Accounts`, src/server/http/accounts.ts), through
 * this process's cache (src/server/realtime/account-cache.ts).
 */
export function createAccounts(db: Db, cache: AccountCache<never, Account> = createAccountCache()): Accounts {
  // Only confirmed accounts are kept: the rest are rare, and may become confirmed any moment.
  const confirmed = (id: number) =>
    cache.account(id, async () => {
      const account = await loadAccount(db, id);
      return account?.confirmed ? account : undefined;
    });
  return {
    async publicUser(id, { withUnconfirmed = false } = {}) {
      const account = await confirmed(id);
      if (account) return account.card;
      return withUnconfirmed ? (await loadAccount(db, id))?.card : undefined;
    },
    async sessionUser(id) {
      return ((await confirmed(id)) ?? (await loadAccount(db, id)))?.self;
    },
    forget: (userId) => cache.forget(userId),
    clear: () => cache.clear(),
  };
}
