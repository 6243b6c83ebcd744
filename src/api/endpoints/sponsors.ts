import { Schema } from "effect";
import { define } from "../endpoint";
import type { EndpointGroup } from "../group";
import { Id, IdFromString } from "../schema/common";
import {
  AutoSponsor,
  AutoSponsorSettings,
  AutoSponsorsPage,
  CurrentSponsor,
  SponsorCard,
  SponsorCardsPage,
  Sponsorship,
  SponsorshipsPage,
  SponsorsProfile,
} from "../schema/sponsors";
import { PageFromString } from "./messenger";

/*
 * Sponsors and the auto-sponsor queue (issue 30; spec §1, §7 "Referrals, teams, sponsors" and
 * "Auto-sponsors"). What the spec leaves open is decided here:
 * - **A sponsor** is a member with the sponsor role (RoleId.sponsor) who looks after newcomers, their
 *   **wards**. A member has at most one sponsor at a time (the database refuses a second); the history
 *   is kept.
 * - **Who gets whom.** On confirming their address, a newcomer who registered through the link of a
 *   member with the sponsor role gets that sponsor — whatever the sponsor's queue limits say: they brought
 *   them. Anyone else joins the **waiting list** and the queue gives them a sponsor at once if one is free.
 *   Members who confirmed before the queue existed wait for nobody: only newcomers, and wards whose
 *   sponsorship ended, are in the waiting list.
 * - **The queue** is the sponsors who enrolled (themselves, or an admin enrolled them), each with a limit
 *   of wards at once (`maxActive`, link wards count too) and of new wards in any 24 hours (`maxPerDay`), a
 *   `weight` (1–100) and a switch (`enabled`). It is stride scheduling, a weighted round-robin: among the
 *   enabled sponsors with room, the one with the lowest pass is next, and each ward given adds
 *   1 000 000 / weight to their pass; a sponsor who enrols or switches on starts at the lowest pass of the
 *   others, so a pause earns no burst. While everyone has room, each sponsor's share of newcomers is their
 *   share of the weights. Nobody is ever given over a limit.
 * - **Waiting.** When nobody has room, the newcomer waits; the oldest waiting is served first whenever the
 *   queue changes: a sponsorship ends, a limit is raised, a sponsor enrols or switches on, another newcomer
 *   confirms (which is also when a per-day limit that has rolled past 24 hours frees).
 * - **Never the same sponsor twice**: a ward is not given again a sponsor whose sponsorship with them
 *   ended, nor themselves.
 * - **Concurrency.** Every change of the queue (an assignment, an end, an enrolment, a limit changed)
 *   holds one transaction-scoped advisory lock: the choice reads every sponsor's counts and the waiting
 *   list together, so it must be the only one at a time (row locks on the chosen sponsor alone would let
 *   two newcomers both see the last free place).
 * - **An end** (the ward, the sponsor, an admin; or either account deleted) puts the ward back at the end
 *   of the waiting list (not after their own deletion), and the freed place goes to the oldest waiting.
 *   Leaving the queue, or being switched off, ends no sponsorship; nor does losing the sponsor role — the
 *   queue only stops giving that member wards.
 * - **Who sees what.** A ward and their sponsor see their sponsorship; admins see all; anyone else sees
 *   only that a member is a sponsor and how many wards they have now (403 on the rest).
 * - **Told live**: the `sponsorship` event (assign, end) reaches the sponsor and the ward; a `sponsorship`
 *   notification (one type for a beginning and an end: one tab «Спонсорство», the title tells which) goes
 *   to both on a beginning and, on an end, to whoever of the two did not end it.
 * - **A deleted account**'s sponsorships are ended by the deletion and kept in the history, but leave every
 *   list (there is no card to show).
 * - **Rate limits**: ending a sponsorship and changing a queue place share 60 an hour per member.
 */

/** Sponsorships a page (spec §9). */
export const sponsorshipPageSize = 30;
/** How many of the newest `lastsponsors` answers. */
export const newestSponsorships = 6;
/** The defaults of an enrolment. */
export const autoSponsorDefaults = { maxActive: 20, maxPerDay: 5, weight: 1, enabled: true } as const;

const UserParams = Schema.Struct({ id: IdFromString });
const PageParams = Schema.Struct({ page: PageFromString });

/**
 * Member `id`'s sponsorship as their profile shows it: whether they are a sponsor and their wards now
 * (anyone); their sponsor, whether they wait, their history and their wards page `page` (the member
 * themself and admins; their sponsor sees the sponsorship they share, a ward sees their own row). Anyone.
 */
export const getSponsorsProfile = define.get("/api/users/profile/:id/sponsors", SponsorsProfile, {
  params: UserParams,
  query: Schema.Struct({ page: Schema.optionalKey(PageFromString) }),
});

/** The current sponsor of member `id` (null when none) and whether they wait: theirs, their sponsor's, admins'; 403 for others. */
export const getCurrentSponsor = define.get("/api/users/sponsor/:id", CurrentSponsor, { params: UserParams });

/** The caller's newest wards (as a sponsor, active or ended), newest first, {@link newestSponsorships}. Members only. */
export const listLastSponsorships = define.get("/api/users/lastsponsors", Schema.Array(Sponsorship));

/** Page `page` of the sponsors (members with the sponsor role), with their wards now; oldest members first. Members only. */
export const listSponsors = define.get("/api/users/allsponsors/:page", SponsorCardsPage, {
  params: PageParams,
});

const AmountFromString = IdFromString.check(Schema.isLessThanOrEqualTo(100));

/** Sponsors ranked by their wards now, most first, `amount` (default 10, at most 100); ties by member id. Members only. */
export const listSponsorLeaders = define.get("/api/users/sponsorleaders", Schema.Array(SponsorCard), {
  query: Schema.Struct({ amount: Schema.optionalKey(AmountFromString) }),
});

/**
 * Admins: page `page` of every sponsorship, newest first, filtered by `sponsorId`, `wardId` and `state`
 * (`active`, `ended`, `all` — the default).
 */
export const listAdminSponsorships = define.get("/api/users/admsponsors/:page", SponsorshipsPage, {
  params: PageParams,
  query: Schema.Struct({
    sponsorId: Schema.optionalKey(IdFromString),
    wardId: Schema.optionalKey(IdFromString),
    state: Schema.optionalKey(Schema.Literals(["active", "ended", "all"])),
  }),
});

/**
 * Ends sponsorship `id`: its ward, its sponsor or an admin (the reason recorded as who); the ward goes back
 * to the waiting list. Anyone else: 403; unknown: 404; already ended: 409. Answers the ended sponsorship.
 */
export const endSponsorship = define.delete("/api/users/sponsors/delete", Sponsorship, {
  body: Schema.Struct({ id: Id }),
});

/** Page `page` of the queue, by member id: admins every entry, anyone else their own entry only (or none). Members only. */
export const listAutoSponsors = define.get("/api/users/autosponsors/:page", AutoSponsorsPage, {
  params: PageParams,
});

/**
 * Enrols member `id` in the queue (the sponsor themself, or an admin), with the settings given and
 * {@link autoSponsorDefaults} for the rest. 403: another member's, not an admin; 404: no such member; 409:
 * they have no sponsor role, or are already enrolled. Answers the entry.
 */
export const createAutoSponsor = define.post("/api/users/createautosponsor/:id", AutoSponsor, {
  params: UserParams,
  body: AutoSponsorSettings,
});

/**
 * Changes member `id`'s limits, weight or switch (themself or an admin). Lowering a limit ends no
 * sponsorship; raising it, or switching on, serves the waiting at once. 404: not enrolled. Answers the entry.
 */
export const updateAutoSponsor = define.put("/api/users/updateautosponsor/:id", AutoSponsor, {
  params: UserParams,
  body: AutoSponsorSettings,
});

/** Takes member `id` (body) out of the queue (themself or an admin); their wards stay theirs. 404: not enrolled. */
export const deleteAutoSponsor = define.delete(
  "/api/users/deleteautosponsor",
  Schema.Struct({ ok: Schema.Literal(true) }),
  { body: Schema.Struct({ id: Id }) },
);

export const sponsorsApi = {
  getSponsorsProfile,
  getCurrentSponsor,
  listLastSponsorships,
  listSponsors,
  listSponsorLeaders,
  listAdminSponsorships,
  endSponsorship,
  listAutoSponsors,
  createAutoSponsor,
  updateAutoSponsor,
  deleteAutoSponsor,
} as const satisfies EndpointGroup;
