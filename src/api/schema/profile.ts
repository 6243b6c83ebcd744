import { Schema } from "effect";
import { IsoDateTime } from "./common";
import { FriendState } from "./friend";
import { ProfileDetails } from "./settings";
import { PublicUser } from "./user";

const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0));

/**
 * A member's profile as the caller sees it (spec §3 Profile; its teams, referrals and resources join as
 * those domains land): the card, where the caller stands with them, and counters.
 */
export const Profile = Schema.Struct({
  user: PublicUser,
  /** The caller's friendship with them (`none` on one's own profile). */
  friendship: FriendState,
  /**
   * Whether they are online (a page of theirs open: heard within the last 90 s), and when they were last
   * here (null: never since this was recorded).
   */
  presence: Schema.Struct({ online: Schema.Boolean, lastSeenAt: Schema.NullOr(IsoDateTime) }),
  /** What they tell about themselves: about, city, birthday, interests. */
  details: ProfileDetails,
  /** Whether the caller bookmarked them (false on one's own). */
  favorite: Schema.Boolean,
  /** Whether their privacy lets the caller write to them (a direct chat; true on one's own). */
  canWrite: Schema.Boolean,
  /** Whether their privacy lets the caller see their friends (true on one's own). */
  friendsVisible: Schema.Boolean,
  /** Whether the caller follows them of their own accord (a friend request follows too: see friendship). */
  subscribed: Schema.Boolean,
  counters: Schema.Struct({
    friends: Count,
    /** Friends they share with the caller (0 on one's own). */
    mutual: Count,
    /** Friend requests waiting for the member's answer (on one's own profile; 0 on another's). */
    incoming: Count,
    /** Who follow them: followers, and whoever asked to be their friend and is not (spec §4). */
    subscribers: Count,
    /** Whom they follow, the same way. */
    subscriptions: Count,
    /** Views of their profile: one per viewer a day, their own never counted. */
    views: Count,
  }),
});
export type Profile = typeof Profile.Type;

/** A profile's counters alone (`GET /api/users/profile/{id}/counters`). */
export const ProfileCounters = Profile.fields.counters;
export type ProfileCounters = typeof ProfileCounters.Type;
