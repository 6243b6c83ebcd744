import { Schema } from "effect";
import { define } from "../endpoint";
import type { EndpointGroup } from "../group";
import { IdFromString, IsoDateTimeField } from "../schema/common";
import {
  Franchise,
  FranchiseHolder,
  FranchiseHoldersPage,
  FranchiseName,
  ReferralLeader,
  ReferralLink,
  ReferralMember,
  ReferralMembersPage,
  ReferralSummary,
  StructureChildren,
  StructureMatch,
  Territory,
  TerritoryKind,
} from "../schema/structure";
import { PageFromString } from "./messenger";
import { SearchText } from "./people";

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
 * - **The tree** (`/the_game/structure`): opened level by level, never whole — a node's children a page at a
 *   time ({@link listStructureChildren}), each with their own counts, so that a node shows the size of what
 *   lies below it before anyone opens it; and a search by name within the structure
 *   ({@link searchStructure}) that answers the way down to each member found, so that the tree can open it.
 *   Both are open to whom the structure's members are (owner, upline, admins; anyone else 403).
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

/** A node's children a page of the tree (default): 50 rows draw a screen and a half of the outline. */
export const structureChildrenPageSize = 50;
/** How many members a search within a structure answers at most (default and ceiling). */
export const structureMatchesLimit = 20;

/**
 * Page `page` (default 1) of the members `id` invited — in the order they joined, the longest-standing
 * first — `limit` (default {@link structureChildrenPageSize}, at most 100) a page, with `id`'s own node and
 * how many children it has. Why not `refprofile?level=1`, which lists the same members: the tree needs two
 * things that list does not give. `around=<child id>` answers the page that holds that child (whatever
 * its position), so that a search can open the way down to a member who is the 9 000th child of their
 * referrer; 404 if they are not `id`'s child. And a deleted account keeps its place here (`user: null`):
 * the level lists leave it out, but the tree must still lead to those it invited — so `id` may be a deleted
 * member's place too, opened by those above it. Whoever may open `id`'s structure (its owner, anyone above
 * them, admins); anyone else 403; an id with no place in the structure 404.
 */
export const listStructureChildren = define.get("/api/users/refchildren/:id", StructureChildren, {
  params: UserParams,
  query: Schema.Struct({
    page: Schema.optionalKey(PageFromString),
    limit: Schema.optionalKey(LimitFromString),
    around: Schema.optionalKey(IdFromString),
  }),
});

/** What a search within a structure looks for: 2 to 100 characters of a name, trimmed; case and «ё» do not matter. */
const StructureSearchText = SearchText.check(Schema.isMinLength(2, { message: "Не короче 2 символов" }));

/**
 * Members of `id`'s structure (below `id`, every level) whose name holds `q`, the nearest levels first, then
 * by name: at most `limit` of them (default and ceiling {@link structureMatchesLimit} — a search narrows, it
 * does not list), each with the way down from `id` to them (`path`: `id` first, the member last). Deleted
 * accounts are not found. Whoever may open `id`'s structure; anyone else 403.
 */
export const searchStructure = define.get("/api/users/refsearch/:id", Schema.Array(StructureMatch), {
  params: UserParams,
  query: Schema.Struct({
    q: StructureSearchText,
    limit: Schema.optionalKey(IdFromString.check(Schema.isLessThanOrEqualTo(structureMatchesLimit))),
  }),
});

export const structureApi = {
  generateReferralCode,
  getReferralSummary,
  listLastReferrals,
  listReferralLevel,
  listReferrers,
  listReferralLeaders,
  moveReferral,
  listStructureChildren,
  searchStructure,
} as const satisfies EndpointGroup;

/*
 * Franchises (issue 29: an administrator grants a member a franchise — a name and a territory, a city or
 * a region; a member may hold several; `franleaders` ranks the holders by the size of their structure).
 * The rules the issue leaves open, decided here:
 * - **One holder per franchise and territory.** A franchise's name is held on one territory (of one kind)
 *   by one member at a time, letter case aside: granting «Кофейня МИР» in the city «Москва» again while it
 *   is held → 409, nothing changed. The same name in another territory is another franchise.
 * - **Revoking ends a franchise**; its row stays (who granted it and when, who revoked it and when: the
 *   administrators' record, which no call changes) but no list shows it, and its territory is free again.
 * - **Holding a franchise is not a role.** The roles «Владелец франшизы» and «Франчайзи» are given on their
 *   own (`PUT /api/users/changerole/{id}`); the franchise lists read the franchises themselves.
 * - **The holder is told** of a grant and of a revocation: a notification from the administration.
 * - **A deleted account's** franchises end with it (its territories are free again).
 * - **A member's franchises** (the Profile's `franchises`, spec §3) are anyone's to see, as the roles on a
 *   card are — their own call rather than a field of the referral summary, so the profile card, the
 *   referrals page and the administrators' page each read them alone.
 */

/** Holders the administrators' list shows a page. */
export const franchiseHoldersPageSize = 20;

const FranchiseParams = Schema.Struct({ id: IdFromString });

/**
 * Franchise holders ranked by their structure's size (every level), `amount` rows (default 10, at most
 * 100), `order` desc (largest first, the default) or asc; ties by member id (the longer-standing member
 * first). Each with the franchises they hold. Members only, as `refleaders`.
 */
export const listFranchiseLeaders = define.get("/api/users/franleaders", Schema.Array(FranchiseHolder), {
  query: Schema.Struct({
    amount: Schema.optionalKey(AmountFromString),
    order: Schema.optionalKey(Schema.Literals(["asc", "desc"])),
  }),
});

/**
 * Every franchise holder (administrators only), the one granted most recently first (ties by member id),
 * {@link franchiseHoldersPageSize} a page: what /admin/users/franchisees lists.
 */
export const listFranchiseHolders = define.get("/api/users/franchises", FranchiseHoldersPage, {
  query: Schema.Struct({ page: Schema.optionalKey(PageFromString) }),
});

/** The franchises member `id` holds, the newest first (empty: none). Anyone; 404 for no such member. */
export const listMemberFranchises = define.get("/api/users/profile/:id/franchises", Schema.Array(Franchise), {
  params: UserParams,
});

/**
 * Grants member `userId` a franchise (administrators only): its `name`, its `territory` and whether that is
 * a `city` or a `region`. 404: no such member; 409: that franchise is held on that territory already.
 * Answers the holder with every franchise they now hold.
 */
export const grantFranchise = define.post("/api/users/franchises/create", FranchiseHolder, {
  bodyKind: "form",
  body: Schema.Struct({
    userId: IdFromString,
    name: FranchiseName,
    territory: Territory,
    territoryKind: TerritoryKind,
  }),
});

/**
 * Revokes franchise `id` (administrators only). 404: no such franchise held (never granted, or revoked
 * already). Answers its holder with the franchises they still hold (perhaps none).
 */
export const revokeFranchise = define.delete("/api/users/franchises/:id", FranchiseHolder, {
  params: FranchiseParams,
});

export const franchisesApi = {
  listFranchiseLeaders,
  listFranchiseHolders,
  listMemberFranchises,
  grantFranchise,
  revokeFranchise,
} as const satisfies EndpointGroup;
