import { Schema } from "effect";
import { define } from "../endpoint";
import type { EndpointGroup } from "../group";
import { IdFromString, IsoDateTimeField } from "../schema/common";
import {
  ReferralLeader,
  ReferralLink,
  ReferralMember,
  ReferralMembersPage,
  ReferralSummary,
} from "../schema/structure";
import { PageFromString } from "./messenger";

/*
 * The member structure (issue 29; spec §7 "Referrals, teams, sponsors"; the rules the spec leaves open are
 * decided here):
 * - **Who is in it.** A member joins the structure when they confirm their address — under whoever's link
 *   they registered through (`ref` of registration; the newest registration of an address decides). An
 *   unconfirmed registration is nobody's referral yet: it may be someone else's address.
 * - **Levels.** Level 1 are the members someone invited; level N those invited by level N−1; depth is
 *   unlimited. The counts per level are anyone's to see on a profile; the members themselves, the chain
 *   above and the newest only the member's own, their upline's (anyone above them) and admins' — anyone
 *   else gets 403.
 * - **The link.** Every member has one code; `refgen` replaces it: the old link then registers newcomers
 *   with no referrer (the registration page says so).
 * - **A deleted account** keeps its place, so that the members it invited stay where they were under the
 *   same upline; it is no longer counted, listed or shown in a chain.
 * - **A move** (admins): a member with everyone below them goes under another member, in one transaction;
 *   under oneself or one's own structure is a cycle, refused with 409 and nothing changed.
 */

/** Members a page of a level (spec §9). */
export const referralPageSize = 30;
/** How many of the newest a profile shows. */
export const newestReferrals = 6;

const UserParams = Schema.Struct({ id: IdFromString });

/** Issues the caller a new referral code; the old link stops bringing referrals. Members only. */
export const generateReferralCode = define.post("/api/users/refgen", ReferralLink);

/** Member `id`'s structure for their profile: counts per level, and for those who may open it the newest. Anyone. */
export const getReferralSummary = define.get("/api/users/profile/:id/referrals", ReferralSummary, {
  params: UserParams,
});

/** The caller's newest referrals (level 1), newest first, {@link newestReferrals} of them. Members only. */
export const listLastReferrals = define.get("/api/users/lastreferrals", Schema.Array(ReferralMember));

const LevelFromString = IdFromString.check(Schema.isLessThanOrEqualTo(1000));
const LimitFromString = IdFromString.check(Schema.isLessThanOrEqualTo(100));

/**
 * The members at `level` (default 1) of `id`'s structure, in the order of the tree (those invited by one
 * member together), `limit` (default {@link referralPageSize}, at most 100) a page. Whoever may open it.
 */
export const listReferralLevel = define.get("/api/users/refprofile/:id", ReferralMembersPage, {
  params: UserParams,
  query: Schema.Struct({
    level: Schema.optionalKey(LevelFromString),
    limit: Schema.optionalKey(LimitFromString),
    page: Schema.optionalKey(PageFromString),
  }),
});

/** The chain above member `id`: who invited them, who invited that one… up to the root. Whoever may open it. */
export const listReferrers = define.get("/api/users/referrers/:id", Schema.Array(ReferralMember), {
  params: UserParams,
});

const AmountFromString = IdFromString.check(Schema.isLessThanOrEqualTo(100));

/**
 * Members ranked by how many they invited (level 1) who joined in [`startedAt`, `finishedAt`) — either
 * bound may be left open; both open is all time. `amount` rows (default 10, at most 100), `order` desc
 * (most first, the default) or asc; ties by member id (the longer-standing member first). Members only.
 */
export const listReferralLeaders = define.get("/api/users/refleaders", Schema.Array(ReferralLeader), {
  query: Schema.Struct({
    amount: Schema.optionalKey(AmountFromString),
    order: Schema.optionalKey(Schema.Literals(["asc", "desc"])),
    startedAt: Schema.optionalKey(IsoDateTimeField),
    finishedAt: Schema.optionalKey(IsoDateTimeField),
  }),
});

/**
 * Moves `userId` with their whole structure under `referrerId` (admins only). 404: either is not in the
 * structure; 409: `referrerId` is `userId` or in their structure. Answers the moved member's new chain.
 */
export const moveReferral = define.post("/api/users/referrers/move", Schema.Array(ReferralMember), {
  bodyKind: "form",
  body: Schema.Struct({ userId: IdFromString, referrerId: IdFromString }),
});

export const structureApi = {
  generateReferralCode,
  getReferralSummary,
  listLastReferrals,
  listReferralLevel,
  listReferrers,
  listReferralLeaders,
  moveReferral,
} as const satisfies EndpointGroup;
