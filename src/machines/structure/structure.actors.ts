import { fromPromise } from "xstate";
import type { ApiClient } from "../../api/client";
import {
  getReferralSummary,
  listReferralLevel,
  listReferrers,
  listStructureChildren,
  referralPageSize,
  searchStructure,
} from "../../api/endpoints/structure";
import type {
  ReferralMember,
  ReferralSummary,
  StructureChildren,
  StructureMatch,
} from "../../api/schema/structure";
import type { PublicUser } from "../../api/schema/user";
import { pagedListOf } from "../lib/paged-list.machine";
import { loadWith } from "../lib/resource.machine";
import type { ChildrenLoad } from "./structure-tree";

/**
 * A member of a structure as its lists show them: their card (with its `id`, which the paged-list machine
 * keys rows by) and where they stand — level, when they joined, how many they invited, their own total.
 */
export type ReferralRow = PublicUser & Omit<ReferralMember, "user">;

/** A listed member as a row of a list. */
export const referralRow = ({ user, ...place }: ReferralMember): ReferralRow => ({ ...user, ...place });

/** The member structure's calls through `client` (spec §7 "Referrals, teams, sponsors"). */
export function structureActors(client: ApiClient) {
  return {
    /** A member's structure as their profile shows it (counts per level, the newest, the link): a resource's `load`. */
    loadReferralSummary: loadWith(
      (params: { id: number }, signal): Promise<ReferralSummary> =>
        client.call(getReferralSummary, { params, signal }),
    ),

    /** The chain above a member, their referrer first (whoever may open their structure): a resource's `load`. */
    loadReferrers: loadWith(
      async (params: { id: number }, signal): Promise<ReadonlyArray<ReferralRow>> =>
        (await client.call(listReferrers, { params, signal })).map(referralRow),
    ),

    /** The members at `level` of `ownerId`'s structure, {@link referralPageSize} a page, for the paged-list machine. */
    levelListOf: (ownerId: number, level: number) =>
      pagedListOf<ReferralRow>(async ({ page }, signal) => {
        const answer = await client.call(listReferralLevel, {
          params: { id: ownerId },
          query: { level, page, limit: referralPageSize },
          signal,
        });
        return { count: answer.count, rows: answer.rows.map(referralRow) };
      }),

    /** A page of a node's children for the tree (the «structure» machine's `loadChildren`). */
    loadChildren: fromPromise<StructureChildren, ChildrenLoad & { readonly limit: number }>(
      ({ input, signal }) =>
        client.call(listStructureChildren, {
          params: { id: input.id },
          query:
            "around" in input
              ? { around: input.around, limit: input.limit }
              : { page: input.page, limit: input.limit },
          signal,
        }),
    ),

    /** Members found by name within a structure, with the way down to each (the machine's `search`). */
    searchStructure: fromPromise<
      ReadonlyArray<StructureMatch>,
      { readonly id: number; readonly query: string }
    >(({ input, signal }) =>
      client.call(searchStructure, { params: { id: input.id }, query: { q: input.query }, signal }),
    ),
  };
}
