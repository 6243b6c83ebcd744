import { Schema } from "effect";
import { define, defineEndpoint } from "../endpoint";
import type { EndpointGroup } from "../group";
import { Password, SessionUser, UserName } from "../schema/account";
import { Id, IdFromString, IsoDateTime } from "../schema/common";
import { Profile, ProfileCounters } from "../schema/profile";
import { About, BirthdayField, City } from "../schema/settings";
import { PublicUser, RoleId } from "../schema/user";

/** One user's public card (spec §7 `GET /api/users/one/{id}`); 404 NOT_FOUND for an unknown or deleted id. */
export const getUser = define.get("/api/users/one/:id", PublicUser, {
  params: Schema.Struct({ id: IdFromString }),
});

/** What an uploaded avatar may be: its size and the image types recognised from the file's first bytes. */
export const avatarRules = {
  maxBytes: 5 * 1024 * 1024,
  types: ["image/png", "image/jpeg", "image/webp", "image/gif"],
} as const;

/**
 * Changes the member's own profile (spec §7 `PUT /api/users/update`): a multipart form with `name`,
 * `about`, `city`, `birthday` (empty removes it), an image file in `avatar`, or `removeAvatar=1` to go
 * back to the drawn initials. Every part is
 * optional; an empty form changes nothing. Answers the updated session user.
 *
 * The avatar's type is detected from its content ({@link avatarRules}), whatever its name or declared
 * type: anything else → 400 naming `avatar`; over {@link avatarRules}`.maxBytes` → 413 TOO_LARGE. It is
 * served at a new address of `uploadedAvatarRoute` (src/api/endpoints/avatars.ts) on every upload; the
 * previous file is deleted. A refused update changes nothing.
 */
export const updateProfile = defineEndpoint({
  method: "PUT",
  path: "/api/users/update",
  bodyKind: "form",
  body: Schema.Struct({
    name: Schema.optionalKey(UserName),
    about: Schema.optionalKey(About),
    city: Schema.optionalKey(City),
    /** `YYYY-MM-DD`, or empty to remove it. */
    birthday: Schema.optionalKey(BirthdayField),
    removeAvatar: Schema.optionalKey(Schema.Literals(["1"])),
  }),
  response: SessionUser,
});

/**
 * A member's profile as the caller sees it (spec §7 `GET /api/users/profile/{id}`): card, friendship,
 * counters. An unknown, unconfirmed or deleted member → 404 NOT_FOUND.
 *
 * Anyone may call it, a visitor too: `/profile/{id}` is the one public profile page (spec §6). A visitor
 * sees no more than a logged-in member who is no friend of theirs: what the member's privacy shows
 * everyone (`friendsVisible` only when their friends are open to everyone), where they stand with them
 * is nowhere (`friendship: "none"`, not subscribed, no bookmark), no friends shared, and `canWrite` is
 * false — writing takes an account. What is the owner's alone (`counters.incoming`) is 0.
 */
export const getProfile = define.get("/api/users/profile/:id", Profile, {
  params: Schema.Struct({ id: IdFromString }),
});

/**
 * Changes the member's own password, confirmed with the current one (a wrong one → 400 VALIDATION naming
 * `currentPassword`, nothing changes; the same one again → 400 naming `password`). Every other session
 * of theirs ends at once — whoever knew the old password is out — and unused reset links die; this one
 * stays logged in. Rate limited per member.
 */
export const changePassword = define.put(
  "/api/users/password/change",
  Schema.Struct({ ok: Schema.Literal(true) }),
  { body: Schema.Struct({ currentPassword: Password, password: Password }) },
);

/** A member's profile counters alone (spec §7 `GET /api/users/profile/{id}/counters`). Members only. */
export const profileCounters = define.get("/api/users/profile/:id/counters", ProfileCounters, {
  params: Schema.Struct({ id: IdFromString }),
});

/**
 * Counts the caller's view of member `id`'s profile (spec §7 `POST /api/users/profile/{id}/create/view`):
 * once per viewer a day, one's own never. Answers the views counted so far.
 *
 * Members only (a visitor → 401 UNAUTHORIZED). Decided for issue 28: a visitor's view is not counted —
 * "one per viewer a day" needs a viewer to tell apart, and a visitor has none that could not be reset
 * at will (a new browser, a cleared cookie) — so the app does not call this while logged out; the
 * visitor still reads the profile ({@link getProfile}) and its views counted so far.
 */
export const recordProfileView = define.post(
  "/api/users/profile/:id/create/view",
  Schema.Struct({ views: Schema.Int }),
  { params: Schema.Struct({ id: IdFromString }) },
);

/** The name every deleted account shows where it is still referenced (messages, referrals). */
export const deletedAccountName = "Удалённый аккаунт";

/**
 * Deletes the member's own account after they confirm it with their password. A wrong password →
 * 400 VALIDATION naming `password`, and nothing changes; the last administrator who can still log in
 * cannot delete their account (409 CONFLICT): make someone else admin first. Rate limited per member.
 *
 * What happens (a soft delete, so that what points at the account keeps pointing at it):
 * - every session ends at once (the answer also clears cookie `l`); the account can no longer log in;
 * - the e-mail address is freed (anyone may register it again), the phone too; the password, the
 *   uploaded avatar, pending e-mail, reset and SMS codes are erased; the name becomes
 *   {@link deletedAccountName};
 * - what others see afterwards: `GET /api/users/one/{id}` answers 404 and the account is in no list;
 *   messages and referrals keep the row's id, shown under {@link deletedAccountName}.
 */
export const deleteAccount = define.delete("/api/users/delete", Schema.Struct({ ok: Schema.Literal(true) }), {
  body: Schema.Struct({ password: Password }),
});

const knownRoleIds: ReadonlySet<number> = new Set(Object.values(RoleId));

/** A role id of {@link RoleId}; any other id is refused before the call leaves the browser. */
export const KnownRoleId = Id.check(
  Schema.makeFilter((id: number) => knownRoleIds.has(id), { message: "Такой роли нет" }),
);

/**
 * Gives member `id` a role (admin only). Unknown or deleted member → 404; a role they already have →
 * 200, nothing changes. Answers the member's public card. The new rights apply from the member's next
 * request (roles are read with the session, nothing is kept in the token, and every process drops its
 * copy when the change is announced), so no session is ended;
 * their open pages learn of it from the `role` socket event (spec §4).
 */
export const changeRole = define.put("/api/users/changerole/:id", PublicUser, {
  params: Schema.Struct({ id: IdFromString }),
  body: Schema.Struct({ roleId: KnownRoleId }),
});

/** The `b` of `del/role`: a known role other than member, which every account keeps. */
const RemovableRoleId = IdFromString.check(
  Schema.makeFilter((id: number) => knownRoleIds.has(id), { message: "Такой роли нет" }),
  Schema.makeFilter((id: number) => id !== RoleId.member, {
    message: "Роль «Участник» есть у каждого аккаунта и не снимается",
  }),
);

/**
 * Takes role `b` from member `a` (admin only). Role 2 (member) cannot be taken: 400 naming `b`.
 * Taking role 1 from the last administrator who can still log in → 409 CONFLICT, so that the admin area
 * is never left without anyone. Unknown or deleted member → 404; a role they do not have → 200, nothing
 * changes. Answers the member's public card.
 */
export const removeRole = define.delete("/api/users/del/role/:a/:b", PublicUser, {
  params: Schema.Struct({ a: IdFromString, b: RemovableRoleId }),
});

/** A member's account as its owner and the administrators see it: the session user and when last here. */
export const MemberAccount = Schema.Struct({
  ...SessionUser.fields,
  lastSeenAt: Schema.NullOr(IsoDateTime),
});
export type MemberAccount = typeof MemberAccount.Type;

/**
 * A member's account (spec §7 `GET /api/users/one/account/{x}`, x the member's id): what only they see —
 * address, phone, whether each is confirmed — for the member themselves and the administrators (anyone
 * else → 403; an unknown or deleted id → 404). Unconfirmed registrations too, for admins.
 */
export const getAccount = define.get("/api/users/one/account/:x", MemberAccount, {
  params: Schema.Struct({ x: IdFromString }),
});

/**
 * A resource of a member (spec §3 Profile `resources`): a public chat (restypeId 1), bot (2) or channel
 * (3) of theirs.
 */
export const Resource = Schema.Struct({
  id: Id,
  restypeId: Schema.Literals([1, 2, 3]),
  title: Schema.String,
  createdAt: IsoDateTime,
});
export type Resource = typeof Resource.Type;

/**
 * Member `id`'s public resources (spec §7 `GET /api/users/profile/{id}/resources/`), newest first.
 * Members only; unknown member → 404. МИР has no public chats, bots or channels yet — every chat of the
 * messenger is private to its members — so the list is empty until they land, and says so honestly.
 */
export const listResources = define.get("/api/users/profile/:id/resources/", Schema.Array(Resource), {
  params: Schema.Struct({ id: IdFromString }),
});

/** Profiles, account deletion and roles: served from src/server/users/routes.ts. */
export const usersApi = {
  getUser,
  getAccount,
  listResources,
  getProfile,
  profileCounters,
  recordProfileView,
  updateProfile,
  deleteAccount,
  changePassword,
  changeRole,
  removeRole,
} as const satisfies EndpointGroup;
