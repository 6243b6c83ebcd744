import { Schema } from "effect";
import { ReferralCode } from "./account";
import { Id, IsoDateTime, Paged } from "./common";
import { PublicUser } from "./user";

/** How many members stand at one level of a structure (level 1: those the member invited). */
export const LevelCount = Schema.Struct({ level: Schema.Int, members: Schema.Int });
export type LevelCount = typeof LevelCount.Type;

/** A member as a structure lists them: their card, where they stand, and their own structure's size. */
export const ReferralMember = Schema.Struct({
  user: PublicUser,
  /** Their level in the structure the list is of (1: invited by its owner). */
  level: Schema.Int,
  /** When they joined it (confirmed their address). */
  joinedAt: IsoDateTime,
  /** How many they invited themselves (their level 1). */
  invited: Schema.Int,
  /** How many members their own structure has, every level. */
  total: Schema.Int,
});
export type ReferralMember = typeof ReferralMember.Type;

export const ReferralMembersPage = Paged(ReferralMember);
export type ReferralMembersPage = typeof ReferralMembersPage.Type;

/**
 * A member's structure as their profile shows it. The counts are anyone's to see; the members themselves
 * (`newest`) only the owner's, their upline's and admins' (`open`); the link only the owner's.
 */
export const ReferralSummary = Schema.Struct({
  userId: Id,
  /** Per level, from 1 down, only levels with members. */
  levels: Schema.Array(LevelCount),
  /** Every level together. */
  total: Schema.Int,
  /** Whether the caller may open this structure (its levels, its members, the chain above). */
  open: Schema.Boolean,
  /** The newest members they invited (level 1), newest first; empty when not `open`. */
  newest: Schema.Array(ReferralMember),
  /** The owner's referral code (their link is `/auth?ref=<code>`); null for anyone else. */
  code: Schema.NullOr(ReferralCode),
});
export type ReferralSummary = typeof ReferralSummary.Type;

/** A member's referral code after `POST /api/users/refgen`: their link is `/auth?ref=<code>`. */
export const ReferralLink = Schema.Struct({ code: ReferralCode });
export type ReferralLink = typeof ReferralLink.Type;

/** A row of the referral leaderboard: a member and how many they invited in the period. */
export const ReferralLeader = Schema.Struct({ user: PublicUser, invited: Schema.Int });
export type ReferralLeader = typeof ReferralLeader.Type;
