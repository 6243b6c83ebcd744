import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config";
import type { Db } from "./db/connect";
import type { Accounts } from "./http/accounts";
import type { Mailer } from "./mail/mailer";
import type { EventLog } from "./realtime/event-log";

/**
 * What every domain's routes get from buildApp: infrastructure only. What a domain needs of another
 * (the notifier, a cache) comes beside it, typed by that domain.
 */
export interface RouteDeps {
  readonly db: Db;
  readonly config: Config;
  readonly mailer: Mailer;
  readonly log: FastifyBaseLogger;
  /** Members' cards through this process's cache; changes are announced with Realtime.accountChanged. */
  readonly accounts: Accounts;
  /** Where a change publishes its events, in its own transaction: `events.transaction(async (tx, publish) => …)`. */
  readonly events: EventLog;
}
