import { liveList } from "../../../machines/lib/paged-list.machine";
import { resourceOf } from "../../../machines/lib/resource.machine";
import { type ReferralRow, structureActors } from "../../../machines/structure/structure.actors";
import { referralLevelSignals, referralSummarySignals } from "../../../streams/structure.stream";
import { api } from "../api";

export type { ReferralRow };

const { levelListOf, loadReferralSummary, loadReferrers } = structureActors(api);

// The member structure's composition root (issue 29): its reads with their real calls and the socket's
// streams. The referrals page imports this (views never import src/streams); its chunk carries it.

/**
 * A member's structure as their profile shows it (`GET /api/users/profile/{id}/referrals`), read again
 * when the viewer's structure changes (a `structure` event) and when the socket goes live.
 */
export const referralSummaryLogic = resourceOf(loadReferralSummary, () => referralSummarySignals());

/** The chain above a member (`GET /api/users/referrers/{id}`). */
export const referrersLogic = resourceOf(loadReferrers);

/** One level of a member's structure, paged, live the same way (a newcomer appears at their level). */
export const referralLevelLogic = (ownerId: number, level: number) =>
  liveList(levelListOf(ownerId, level), () => referralLevelSignals<ReferralRow>());
