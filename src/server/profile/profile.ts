import { count, eq, sql } from "drizzle-orm";
import type { InputOf } from "../../api/endpoint";
import type { usersApi } from "../../api/endpoints/users";
import type { Profile, ProfileCounters } from "../../api/schema/profile";
import type { ProfileDetails } from "../../api/schema/settings";
import type { Db } from "../db/connect";
import { profileViews, users } from "../db/schema";
import { isFavorite } from "../favorites";
import { allowedTo, friendCounts, friendStateOf } from "../friends";
import type { Accounts } from "../http/accounts";
import type { Caller } from "../http/caller";
import { notFound } from "../http/http-error";
import { isFollowing, subscriptionCounts } from "../subscriptions";
import { presenceOf } from "../users";

type Deps = { readonly db: Db; readonly accounts: Accounts };
type ProfileInput = InputOf<typeof usersApi.getProfile>;

/** A live, confirmed member's card, or 404. */
async function cardOf({ accounts }: Deps, id: number) {
  const user = await accounts.publicUser(id);
  if (!user) throw notFound("Пользователь не найден");
  return user;
}

/** How many times the member's profile was viewed (one per viewer a day). */
async function viewsOf(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(profileViews).where(eq(profileViews.userId, id));
  return Number(row?.n ?? 0);
}

/**
 * A member's counters as the caller sees them (friends, shared, requests on one's own, follows, views); a
 * visitor (null) sees the public ones: no shared friends, no requests.
 */
export async function countersOf(
  deps: Deps,
  caller: Caller | null,
  { id }: ProfileInput,
): Promise<ProfileCounters> {
  await cardOf(deps, id);
  const [friends, subscriptions, views] = await Promise.all([
    friendCounts(deps.db, caller?.userId ?? null, id),
    subscriptionCounts(deps.db, id),
    viewsOf(deps.db, id),
  ]);
  return { ...friends, ...subscriptions, views };
}

/** What the member tells about themselves (the profile's about, city, birthday, interests). */
async function detailsOf(db: Db, id: number): Promise<ProfileDetails> {
  const [row] = await db
    .select({ about: users.about, city: users.city, birthday: users.birthday, interests: users.interests })
    .from(users)
    .where(eq(users.id, id));
  return row ?? { about: "", city: "", birthday: null, interests: [] };
}

/**
 * A member's profile as the caller sees it (spec §3 Profile, src/api/schema/profile.ts). A visitor (null:
 * nobody logged in) sees what the member's privacy shows everyone: where they stand with them is nowhere
 * (no friendship, follow or bookmark), they share no friends and may write to nobody.
 */
export async function profileOf(deps: Deps, caller: Caller | null, input: ProfileInput): Promise<Profile> {
  const user = await cardOf(deps, input.id);
  const viewerId = caller?.userId ?? null;
  // Where the caller stands with them: nowhere on one's own profile, nor for a visitor.
  const other = viewerId !== null && viewerId !== input.id ? viewerId : null;
  const [friendship, subscribed, presence, counters, details, favorite, allowed] = await Promise.all([
    other === null ? ("none" as const) : friendStateOf(deps.db, other, input.id),
    other === null ? false : isFollowing(deps.db, other, input.id),
    presenceOf(deps.db, input.id),
    countersOf(deps, caller, input),
    detailsOf(deps.db, input.id),
    other === null ? false : isFavorite(deps.db, other, "member", input.id),
    allowedTo(deps.db, viewerId, input.id),
  ]);
  return {
    user,
    friendship,
    subscribed,
    presence,
    counters,
    details,
    favorite,
    canWrite: allowed.write,
    friendsVisible: allowed.seeFriends,
  };
}

/** Counts the caller's view of member `id`'s profile, once a day, never their own; answers the views. */
export async function recordView(
  deps: Deps,
  caller: Caller,
  { id }: ProfileInput,
): Promise<{ views: number }> {
  await cardOf(deps, id);
  if (id !== caller.userId) {
    await deps.db
      .insert(profileViews)
      .values({ userId: id, viewerId: caller.userId, day: sql`current_date` })
      .onConflictDoNothing();
  }
  return { views: await viewsOf(deps.db, id) };
}
