import { formOf } from "../../../machines/lib/form.machine";
import { resourceOf } from "../../../machines/lib/resource.machine";
import {
  franchisesActors,
  type HolderRow,
  holderRow,
  type LeaderboardQuery,
} from "../../../machines/structure/franchises.actors";
import { api } from "../api";

export type { HolderRow, LeaderboardQuery };
/** A holder (as the grant and the revocation answer) as a row of the holders' list. */
export { holderRow };

const { holdersList, loadMemberFranchises, loadReferralLeaders, submitGrant } = franchisesActors(api);

// The structure's administrators' composition root (issue 29): franchises and the referral leaderboard with
// their real calls. The admin pages /admin/users/franchisees and /admin/results/referrals import this, and
// the referrals page its one read of a member's franchises.

/** Every franchise holder (`GET /api/users/franchises`), paged. */
export const franchiseHoldersLogic = holdersList;

/** The form that grants a franchise (`POST /api/users/franchises/create`). */
export const grantFranchiseLogic = formOf(submitGrant);

/** The franchises a member holds (`GET /api/users/profile/{id}/franchises`). */
export const memberFranchisesLogic = resourceOf(loadMemberFranchises);

/** The referral leaderboard (`GET /api/users/refleaders`) for one period, order and amount. */
export const referralLeadersLogic = resourceOf(loadReferralLeaders);
