import { Schema } from "effect";
import { ReferralCode } from "./account";
import { Id, IsoDateTime, Paged, ShownName } from "./common";
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

/**
 * A member as the structure tree draws them (`/the_game/structure`): their id and card, when they joined,
 * and their own structure's size, so that a node shows how much lies below it before it is opened.
 * `user` is null for a deleted account: its place stays in the tree (those it invited are still below it),
 * without a name or a link.
 */
export const StructureNode = Schema.Struct({
  id: Id,
  user: Schema.NullOr(PublicUser),
  joinedAt: IsoDateTime,
  /** How many they invited (their level 1). */
  invited: Schema.Int,
  /** How many members their own structure has, every level. */
  total: Schema.Int,
});
export type StructureNode = typeof StructureNode.Type;

/** A page of a node's children in the tree: the node itself, how many children it has, which page this is. */
export const StructureChildren = Schema.Struct({
  node: StructureNode,
  /** Every child, deleted accounts' places too (so it may exceed `node.invited`). */
  count: Schema.Int,
  /** The page answered (1 first); with `around`, the page that holds that member. */
  page: Schema.Int,
  rows: Schema.Array(StructureNode),
});
export type StructureChildren = typeof StructureChildren.Type;

/** A member a search within a structure found, and the way down to them. */
export const StructureMatch = Schema.Struct({
  node: StructureNode,
  /** Their level below the structure's owner (1: invited by the owner). */
  level: Schema.Int,
  /** Member ids from the structure's owner (first) down to the member found (last). */
  path: Schema.Array(Id),
});
export type StructureMatch = typeof StructureMatch.Type;
/** Where a franchise is held: a city or a region. */
export const TerritoryKind = Schema.Literals(["city", "region"]);
export type TerritoryKind = typeof TerritoryKind.Type;

/** A franchise's name as an administrator types it: 2–100 characters, without bidirectional controls. */
export const FranchiseName = ShownName.check(
  Schema.isMinLength(2, { message: "Название — не короче 2 символов" }),
  Schema.isMaxLength(100, { message: "Название — не длиннее 100 символов" }),
);

/** A franchise's territory, the city's or the region's name: 2–100 characters. */
export const Territory = ShownName.check(
  Schema.isMinLength(2, { message: "Территория — не короче 2 символов" }),
  Schema.isMaxLength(100, { message: "Территория — не длиннее 100 символов" }),
);

/** A franchise an administrator granted a member: its name and its territory (spec §1, §3 `franchises`). */
export const Franchise = Schema.Struct({
  id: Id,
  holderId: Id,
  name: Schema.String,
  territory: Schema.String,
  territoryKind: TerritoryKind,
  grantedAt: IsoDateTime,
});
export type Franchise = typeof Franchise.Type;

/**
 * A franchise holder as the franchise lists show them (the `franleaders` leaderboard, the administrators'
 * list): their card, the franchises they hold (the newest first) and how many members their structure has.
 */
export const FranchiseHolder = Schema.Struct({
  user: PublicUser,
  franchises: Schema.Array(Franchise),
  /** Every level of their referral structure together (0 outside it). */
  total: Schema.Int,
});
export type FranchiseHolder = typeof FranchiseHolder.Type;

export const FranchiseHoldersPage = Paged(FranchiseHolder);
export type FranchiseHoldersPage = typeof FranchiseHoldersPage.Type;
