import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/connect";
import type { Mailer } from "../mail/mailer";
import type { Accounts } from "./accounts";

/** What every route module gets from buildApp. */
export interface RouteDeps {
  readonly db: Db;
  readonly config: Config;
  readonly mailer: Mailer;
  readonly log: FastifyBaseLogger;
  /** Members' cards through this process's cache; changes are announced with Realtime.accountChanged. */
  readonly accounts: Accounts;
}
