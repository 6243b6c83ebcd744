import { Schema } from "effect";

// Apart from ./team.ts: the team page's route checks its `?join=` with it, and a route's checks are in the
// first page's script (ARCHITECTURE §8, 170 KB), the rest of the team schemas are not.

/** A team's link code: whoever opens `/teams/{id}?join=<code>` may join it. */
export const TeamCode = Schema.String.check(
  Schema.isPattern(/^[A-Za-z0-9_-]{8,64}$/, { message: "Неверная ссылка команды" }),
);
export type TeamCode = typeof TeamCode.Type;
