import { Schema } from "effect";
import { Id, IsoDateTime, Paged } from "./common";
import { PublicUser } from "./user";

/** How a sponsorship began: the ward registered through the sponsor's link, or the queue gave them. */
export const SponsorshipSource = Schema.Literals(["link", "queue"]);
export type SponsorshipSource = typeof SponsorshipSource.Type;

/**
 * Why a sponsorship ended: the ward or the sponsor ended it, an admin did, or one of the two accounts
 * was deleted.
 */
export const SponsorshipEndReason = Schema.Literals(["ward", "sponsor", "admin", "deleted"]);
export type SponsorshipEndReason = typeof SponsorshipEndReason.Type;

/** One sponsor looking after one ward; `endedAt` null while it lasts. */
export const Sponsorship = Schema.Struct({
  id: Id,
  sponsor: PublicUser,
  ward: PublicUser,
  source: SponsorshipSource,
  startedAt: IsoDateTime,
  endedAt: Schema.NullOr(IsoDateTime),
  endReason: Schema.NullOr(SponsorshipEndReason),
});
export type Sponsorship = typeof Sponsorship.Type;

export const SponsorshipsPage = Paged(Sponsorship);
export type SponsorshipsPage = typeof SponsorshipsPage.Type;

/**
 * A member's sponsorship as their profile shows it. Anyone sees whether they are a sponsor and how many
 * wards they have now; the rest only those it concerns (see `GET /api/users/profile/{id}/sponsors`).
 */
export const SponsorsProfile = Schema.Struct({
  userId: Id,
  /** They have the sponsor role. */
  isSponsor: Schema.Boolean,
  /** Their wards now (as a sponsor). */
  activeWards: Schema.Int,
  /** The caller is the member or an admin: everything below is whole. */
  open: Schema.Boolean,
  /** Their sponsor now; null when none or not the caller's to see. */
  sponsor: Schema.NullOr(Sponsorship),
  /** Waiting in the queue for a sponsor (false when not the caller's to see). */
  waiting: Schema.Boolean,
  /** Their ended sponsorships as a ward, newest first, those the caller may see. */
  history: Schema.Array(Sponsorship),
  /** Their wards now, newest first, a page: all when `open`, else only the caller's own sponsorship. */
  wards: SponsorshipsPage,
});
export type SponsorsProfile = typeof SponsorsProfile.Type;

/** The current sponsor of a member, and whether they wait for one. */
export const CurrentSponsor = Schema.Struct({
  sponsorship: Schema.NullOr(Sponsorship),
  waiting: Schema.Boolean,
});
export type CurrentSponsor = typeof CurrentSponsor.Type;

/** A sponsor as anyone may see them: the member and how many wards they have now. */
export const SponsorCard = Schema.Struct({ user: PublicUser, activeWards: Schema.Int });
export type SponsorCard = typeof SponsorCard.Type;

export const SponsorCardsPage = Paged(SponsorCard);
export type SponsorCardsPage = typeof SponsorCardsPage.Type;

/** Wards at once: 0 takes nobody new (a pause that keeps the place), at most 1000. */
export const MaxActive = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(1000));
/** New wards in any 24 hours, 0 to 1000. */
export const MaxPerDay = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(1000));
/** A sponsor's share of the queue relative to the others', 1 to 100. */
export const Weight = Schema.Int.check(Schema.isGreaterThanOrEqualTo(1), Schema.isLessThanOrEqualTo(100));

/** A sponsor's entry in the auto-sponsor queue (admins, and the sponsor themself). */
export const AutoSponsor = Schema.Struct({
  user: PublicUser,
  maxActive: MaxActive,
  maxPerDay: MaxPerDay,
  weight: Weight,
  enabled: Schema.Boolean,
  /** Their wards now. */
  activeWards: Schema.Int,
  /** Wards they were given in the last 24 hours. */
  lastDayWards: Schema.Int,
  createdAt: IsoDateTime,
});
export type AutoSponsor = typeof AutoSponsor.Type;

export const AutoSponsorsPage = Paged(AutoSponsor);
export type AutoSponsorsPage = typeof AutoSponsorsPage.Type;

/** What an enrolment or a change sets; any left out keeps its value (an enrolment's: the defaults). */
export const AutoSponsorSettings = Schema.Struct({
  maxActive: Schema.optionalKey(MaxActive),
  maxPerDay: Schema.optionalKey(MaxPerDay),
  weight: Schema.optionalKey(Weight),
  enabled: Schema.optionalKey(Schema.Boolean),
});
export type AutoSponsorSettings = typeof AutoSponsorSettings.Type;
