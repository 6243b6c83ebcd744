import type { ApiClient } from "../../api/client";
import {
  grantFranchise,
  listFranchiseHolders,
  listMemberFranchises,
  listReferralLeaders,
} from "../../api/endpoints/structure";
import type { Franchise, FranchiseHolder, ReferralLeader } from "../../api/schema/structure";
import type { PublicUser } from "../../api/schema/user";
import { submitTo } from "../lib/endpoint-actor";
import { pagedListOf } from "../lib/paged-list.machine";
import { loadWith } from "../lib/resource.machine";

/** A franchise holder as a list's row: their card (its `id` keys the row), their franchises and structure's size. */
export type HolderRow = PublicUser & Omit<FranchiseHolder, "user">;

/** A holder as a row of a list. */
export const holderRow = ({ user, ...held }: FranchiseHolder): HolderRow => ({ ...user, ...held });

/** What the referral leaderboard asks: the period (either bound open), the order, how many rows. */
export interface LeaderboardQuery {
  readonly startedAt?: string;
  readonly finishedAt?: string;
  readonly order: "asc" | "desc";
  readonly amount: number;
}

/**
 * The structure's administrators' calls through `client` (issue 29): franchises granted and listed, a
 * member's franchises, the referral leaderboard of /admin/results/referrals.
 */
export function franchisesActors(client: ApiClient) {
  return {
    /** Every franchise holder, the most recent grant first, for the paged-list machine. */
    holdersList: pagedListOf<HolderRow>(async ({ page }, signal) => {
      const answer = await client.call(listFranchiseHolders, { query: { page }, signal });
      return { count: answer.count, rows: answer.rows.map(holderRow) };
    }),

    /** The grant form's `submit`: answers the holder with every franchise they now hold. */
    submitGrant: submitTo(client, grantFranchise),

    /** The franchises a member holds (anyone's to see): a resource's `load`. */
    loadMemberFranchises: loadWith(
      (params: { id: number }, signal): Promise<ReadonlyArray<Franchise>> =>
        client.call(listMemberFranchises, { params, signal }),
    ),

    /** The referral leaderboard for one query: a resource's `load`. */
    loadReferralLeaders: loadWith(
      (query: LeaderboardQuery, signal): Promise<ReadonlyArray<ReferralLeader>> =>
        client.call(listReferralLeaders, { query, signal }),
    ),
  };
}
