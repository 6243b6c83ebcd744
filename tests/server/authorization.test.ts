// @vitest-environment node
// Acceptance of issues 3 and 5: every endpoint of the accounts issue and of the messenger × {anonymous,
// member, other member, admin} → the expected status. "member" owns the object of the call (their own id
// in the path, their chat, their message); "other" is a second member acting on it, outside the chat;
// for the messenger's calls, "partner" is a member of the owner's chat acting on the owner's message.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RoleId } from "../../src/api/schema/user";
import { autoSponsors, follows, friendships, sponsorships, userRoles } from "../../src/server/db/schema";
import { createAdmin, createMember, type TestMember, testPassword } from "./helpers/accounts";
import { uncovered } from "./helpers/endpoints";
import { file, multipart, png } from "./helpers/messenger";
import { teamCalls } from "./helpers/teams";
import { contractBackends, type TestApp, useTestApp } from "./helpers/test-app";

type Caller = "anonymous" | "member" | "partner" | "other" | "admin";

/** What a call acts on besides its owner's account (a chat, a message…), by name. */
type Made = Readonly<Record<string, number>>;

interface Row {
  readonly name: string;
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Makes the objects of the call for its owner; their ids reach `url` and `body`. */
  readonly prepare?: (owner: TestMember, app: TestApp) => Promise<Made>;
  /** The path, given the owner of the object. */
  readonly url: (owner: TestMember, made: Made) => string;
  readonly body?: (owner: TestMember, made: Made) => unknown;
  /** The body goes as form fields (urlencoded), as the messenger takes it. */
  readonly form?: boolean;
  readonly headers?: Record<string, string>;
  /** A remote address other than loopback (the outbox is readable from this machine only). */
  readonly remote?: boolean;
  /** Per caller; `partner` only where the call acts in the owner's chat (prepared by chatOfOwner). */
  readonly expect: Readonly<Record<Exclude<Caller, "partner">, number>> & { readonly partner?: number };
}

/** The partners chatOfOwner made, by id: the "partner" caller of a row. */
const partners = new Map<number, TestMember>();

const everyone = (status: number) => ({ anonymous: status, member: status, other: status, admin: status });
const members = (status: number) => ({ anonymous: 401, member: status, other: status, admin: status });
const admins = (status: number) => ({ anonymous: 401, member: 403, other: 403, admin: status });
const unknownCode = () => ({ code: randomBytes(32).toString("base64url") });
const fresh = () => `new.${randomBytes(4).toString("hex")}@test.mir`;

const rows: Row[] = [
  {
    name: "register",
    method: "POST",
    url: () => "/api/users/reg",
    body: () => ({ name: "Новый участник", email: fresh(), password: testPassword }),
    expect: everyone(200),
  },
  {
    name: "regcontinue",
    method: "POST",
    url: () => "/api/mail/regcontinue",
    body: (owner) => ({ email: owner.email }),
    expect: everyone(200),
  },
  {
    name: "verifycheck",
    method: "POST",
    url: () => "/api/users/verifycheck",
    body: unknownCode,
    expect: everyone(200),
  },
  {
    name: "verify (unknown code)",
    method: "PUT",
    url: () => "/api/users/verify",
    body: unknownCode,
    expect: everyone(404),
  },
  {
    name: "auth",
    method: "POST",
    url: () => "/api/users/auth",
    body: (owner) => ({ email: owner.email, password: testPassword }),
    expect: everyone(200),
  },
  { name: "checktoken", method: "POST", url: () => "/api/users/checktoken", expect: members(200) },
  { name: "logout", method: "POST", url: () => "/api/users/logout", expect: everyone(200) },
  {
    name: "password/forgot",
    method: "POST",
    url: () => "/api/users/password/forgot",
    body: (owner) => ({ email: owner.email }),
    expect: everyone(200),
  },
  {
    name: "password/check",
    method: "POST",
    url: () => "/api/users/password/check",
    body: unknownCode,
    expect: everyone(200),
  },
  {
    name: "password/reset (unknown code)",
    method: "PUT",
    url: () => "/api/users/password/reset",
    body: () => ({ ...unknownCode(), password: testPassword }),
    expect: everyone(404),
  },
  {
    name: "sendsms",
    method: "POST",
    url: () => "/api/users/sendsms",
    body: () => ({
      phone: `+7999${randomBytes(3).readUIntBE(0, 3).toString().padStart(7, "0").slice(0, 7)}`,
    }),
    headers: { "idempotency-key": "authorization-table" },
    expect: members(200),
  },
  {
    name: "verify/phonecode (no SMS sent)",
    method: "PUT",
    url: () => "/api/users/verify/phonecode",
    body: () => ({ phone: "+79990000001" }),
    expect: members(404),
  },
  {
    name: "verify/phone/sms (no SMS sent)",
    method: "PUT",
    url: () => "/api/users/verify/phone/sms",
    body: () => ({ phone: "+79990000001", code: "123456" }),
    expect: members(400),
  },
  { name: "users/one", method: "GET", url: (owner) => `/api/users/one/${owner.id}`, expect: everyone(200) },
  {
    name: "update",
    method: "PUT",
    url: () => "/api/users/update",
    body: () => ({ name: "Новое имя" }),
    expect: members(200),
  },
  {
    name: "password/change",
    method: "PUT",
    url: () => "/api/users/password/change",
    body: () => ({ currentPassword: testPassword, password: "новый пароль 2026" }),
    expect: members(200),
  },
  {
    name: "delete",
    method: "DELETE",
    url: () => "/api/users/delete",
    body: () => ({ password: testPassword }),
    expect: members(200),
  },
  {
    name: "changerole",
    method: "PUT",
    url: (owner) => `/api/users/changerole/${owner.id}`,
    body: () => ({ roleId: RoleId.digestAuthor }),
    expect: admins(200),
  },
  {
    name: "del/role",
    method: "DELETE",
    url: (owner) => `/api/users/del/role/${owner.id}/${RoleId.digestAuthor}`,
    expect: admins(200),
  },
  {
    name: "dev/outbox from this machine",
    method: "GET",
    url: () => "/api/dev/outbox",
    expect: everyone(200),
  },
  {
    name: "dev/outbox from elsewhere",
    method: "GET",
    url: () => "/api/dev/outbox",
    remote: true,
    expect: { anonymous: 403, member: 403, other: 403, admin: 200 },
  },
  { name: "health", method: "GET", url: () => "/api/health", expect: everyone(200) },
  ...backgroundRows(),
  ...messengerRows(),
  ...notificationRows(),
  ...friendRows(),
  ...subscriptionRows(),
  ...structureRows(),
  ...sponsorRows(),
  ...teamRows(),
  ...franchiseRows(),
  ...peopleRows(),
  ...settingsRows(),
  ...publicationRows(),
];

/** A member who stands with the owner as `status` says (they asked the owner, unless friends). */
function friendOfOwner(status: "requested" | "accepted") {
  return async (owner: TestMember, { database }: TestApp): Promise<Made> => {
    const friend = await createMember(database.db);
    await database.db.insert(friendships).values({
      lowId: Math.min(owner.id, friend.id),
      highId: Math.max(owner.id, friend.id),
      requesterId: friend.id,
      status,
    });
    return { friendId: friend.id };
  };
}

/**
 * Friends: anyone may see a member's friends and ask anyone; requests and suggestions are the owner's
 * alone; the answers act for the caller only — another member (or an admin) "accepting" the owner's
 * request accepts nothing of theirs (409: no request to them).
 */
function friendRows(): Row[] {
  const answer = { anonymous: 401, member: 200, other: 409, admin: 409 };
  const own = { anonymous: 401, member: 200, other: 403, admin: 403 };
  const form = true;
  const friendId = (_: TestMember, made: Made) => ({ friendId: String(made.friendId) });
  return [
    {
      name: "friends/user/{id}",
      method: "GET",
      url: (o) => `/api/users/friends/user/${o.id}`,
      expect: members(200),
    },
    { name: "profile/{id}", method: "GET", url: (o) => `/api/users/profile/${o.id}`, expect: everyone(200) },
    {
      name: "profile/{id}/counters",
      method: "GET",
      url: (o) => `/api/users/profile/${o.id}/counters`,
      expect: members(200),
    },
    {
      name: "profile/{id}/create/view",
      method: "POST",
      url: (o) => `/api/users/profile/${o.id}/create/view`,
      expect: members(200),
    },
    ...(["incoming", "outgoing", "suggestions"] as const).map(
      (type): Row => ({
        name: `friends/user/{id}?type=${type}`,
        method: "GET",
        url: (owner) => `/api/users/friends/user/${owner.id}?type=${type}`,
        expect: own,
      }),
    ),
    {
      name: "friends/create",
      method: "POST",
      prepare: async (_, { database }) => ({ friendId: (await createMember(database.db)).id }),
      url: () => "/api/users/friends/create",
      body: friendId,
      form,
      expect: members(200),
    },
    {
      name: "friends/update (accept)",
      method: "PUT",
      prepare: friendOfOwner("requested"),
      url: () => "/api/users/friends/update",
      body: friendId,
      form,
      expect: answer,
    },
    {
      name: "friends/rejected (refuse)",
      method: "DELETE",
      prepare: friendOfOwner("requested"),
      url: () => "/api/users/friends/rejected",
      body: friendId,
      form,
      expect: answer,
    },
    {
      name: "friends/ended",
      method: "DELETE",
      prepare: friendOfOwner("accepted"),
      url: () => "/api/users/friends/ended",
      body: friendId,
      form,
      expect: answer,
    },
  ];
}

/**
 * Subscriptions: anyone may see who follows a member and whom they follow, and follow anyone; unfollowing
 * acts for the caller only — another member (or an admin) "unfollowing" on the owner's behalf follows no
 * one there (409).
 */
function subscriptionRows(): Row[] {
  const form = true;
  const userId = (_: TestMember, made: Made) => ({ userId: String(made.userId) });
  return [
    ...(["subscribers", "subscriptions"] as const).map(
      (list): Row => ({
        name: `profile/{id}/${list}/{page}`,
        method: "GET",
        url: (o) => `/api/users/profile/${o.id}/${list}/1`,
        expect: members(200),
      }),
    ),
    {
      name: "subscriptions/create",
      method: "POST",
      prepare: async (_, { database }) => ({ userId: (await createMember(database.db)).id }),
      url: () => "/api/users/subscriptions/create",
      body: userId,
      form,
      expect: members(200),
    },
    {
      name: "subscriptions/ended",
      method: "DELETE",
      prepare: async (owner, { database }) => {
        const followed = await createMember(database.db);
        await database.db.insert(follows).values({ followerId: owner.id, userId: followed.id });
        return { userId: followed.id };
      },
      url: () => "/api/users/subscriptions/ended",
      body: userId,
      form,
      expect: { anonymous: 401, member: 200, other: 409, admin: 409 },
    },
  ];
}

/**
 * The structure: its counts are anyone's; its members, levels, tree, search and the chain above are the owner's, their
 * upline's and admins' (another member: 403); moving a subtree is the admins'.
 */
function structureRows(): Row[] {
  return [
    { name: "refgen", method: "POST", url: () => "/api/users/refgen", expect: members(200) },
    {
      name: "profile/{id}/referrals",
      method: "GET",
      url: (o) => `/api/users/profile/${o.id}/referrals`,
      expect: everyone(200),
    },
    { name: "lastreferrals", method: "GET", url: () => "/api/users/lastreferrals", expect: members(200) },
    ...(["refprofile", "referrers", "refchildren", "refsearch"] as const).map(
      (call): Row => ({
        name: `${call}/{id}`,
        method: "GET",
        url: (o) => `/api/users/${call}/${o.id}${call === "refsearch" ? "?q=Участник" : ""}`,
        expect: { anonymous: 401, member: 200, other: 403, admin: 200 },
      }),
    ),
    { name: "refleaders", method: "GET", url: () => "/api/users/refleaders", expect: members(200) },
    {
      name: "referrers/move",
      method: "POST",
      prepare: async (_, { database }) => ({ under: (await createMember(database.db)).id }),
      url: () => "/api/users/referrers/move",
      body: (o, made) => ({ userId: String(o.id), referrerId: String(made.under) }),
      form: true,
      expect: admins(200),
    },
  ];
}

/** The owner with the sponsor role, enrolled in the queue when `enrolled`. */
function sponsorOwner(enrolled: boolean) {
  return async (owner: TestMember, { database }: TestApp): Promise<Made> => {
    await database.db.insert(userRoles).values({ userId: owner.id, roleId: RoleId.sponsor });
    if (enrolled)
      await database.db
        .insert(autoSponsors)
        .values({ memberId: owner.id, maxActive: 5, maxPerDay: 5, weight: 1 });
    return {};
  };
}

/**
 * Sponsors: the figures and lists are members' (the profile's anyone's); a member's sponsor theirs, their
 * sponsor's and admins'; the admins' page the admins'; ending a sponsorship its ward's, its sponsor's and
 * admins'; a queue entry the sponsor's own and admins'.
 */
function sponsorRows(): Row[] {
  const selfOrAdmin = { anonymous: 401, member: 200, other: 403, admin: 200 };
  return [
    {
      name: "profile/{id}/sponsors",
      method: "GET",
      url: (o) => `/api/users/profile/${o.id}/sponsors`,
      expect: everyone(200),
    },
    { name: "sponsor/{id}", method: "GET", url: (o) => `/api/users/sponsor/${o.id}`, expect: selfOrAdmin },
    { name: "lastsponsors", method: "GET", url: () => "/api/users/lastsponsors", expect: members(200) },
    {
      name: "allsponsors/{page}",
      method: "GET",
      url: () => "/api/users/allsponsors/1",
      expect: members(200),
    },
    { name: "sponsorleaders", method: "GET", url: () => "/api/users/sponsorleaders", expect: members(200) },
    { name: "admsponsors/{page}", method: "GET", url: () => "/api/users/admsponsors/1", expect: admins(200) },
    {
      name: "sponsors/delete (the owner's sponsorship as a ward)",
      method: "DELETE",
      prepare: async (owner, { database }) => {
        const sponsor = await createMember(database.db, { roles: [RoleId.member, RoleId.sponsor] });
        const [row] = await database.db
          .insert(sponsorships)
          .values({ sponsorId: sponsor.id, wardId: owner.id, source: "queue" })
          .returning();
        return { sponsorshipId: row?.id ?? 0 };
      },
      url: () => "/api/users/sponsors/delete",
      body: (_, made) => ({ id: made.sponsorshipId }),
      expect: selfOrAdmin,
    },
    {
      name: "autosponsors/{page}",
      method: "GET",
      url: () => "/api/users/autosponsors/1",
      expect: members(200),
    },
    {
      name: "createautosponsor/{id}",
      method: "POST",
      prepare: sponsorOwner(false),
      url: (o) => `/api/users/createautosponsor/${o.id}`,
      body: () => ({ weight: 2 }),
      expect: selfOrAdmin,
    },
    {
      name: "updateautosponsor/{id}",
      method: "PUT",
      prepare: sponsorOwner(true),
      url: (o) => `/api/users/updateautosponsor/${o.id}`,
      body: () => ({ maxActive: 3 }),
      expect: selfOrAdmin,
    },
    {
      name: "deleteautosponsor",
      method: "DELETE",
      prepare: sponsorOwner(true),
      url: () => "/api/users/deleteautosponsor",
      body: (o) => ({ id: o.id }),
      expect: selfOrAdmin,
    },
  ];
}

/**
 * Teams and divisions: anyone sees them; the leader (or an admin) renames and removes, the leader alone
 * invites; an invitation is its invitee's to answer (anyone else has none: 404); the link is anyone's;
 * leaving is a member's (anyone else is not in it: 404); divisions are the admins' to make and fill.
 */
function teamRows(): Row[] {
  /** The links of the teams made for the join row (its `Made` holds numbers only). */
  const teamCodes = new Map<number, string>();
  const api = (app: TestApp) => teamCalls(() => app.app);
  /** The owner's own team (they lead it), with `memberId` in it. */
  const ownTeam = async (owner: TestMember, app: TestApp): Promise<Made> => {
    const team = await api(app).found(owner, "Своя команда");
    const member = await createMember(app.database.db);
    await api(app).join(member, team.code ?? "");
    return { teamId: team.id, memberId: member.id };
  };
  /** Another's team that the owner is invited to (`invite`) or in (`join`). */
  const othersTeam =
    (then: "invite" | "join") =>
    async (owner: TestMember, app: TestApp): Promise<Made> => {
      const leader = await createMember(app.database.db);
      const team = await api(app).found(leader, "Чужая команда");
      if (then === "invite") await api(app).invite(leader, team.id, owner.id);
      else await api(app).join(owner, team.code ?? "");
      return { teamId: team.id };
    };
  const leaderOrAdmin = { anonymous: 401, member: 200, other: 403, admin: 200 };
  const ownOnly = { anonymous: 401, member: 200, other: 404, admin: 404 };
  const team = (made: Made) => ({ teamId: String(made.teamId) });
  return [
    {
      name: "profile/{id}/teams",
      method: "GET",
      url: (o) => `/api/users/profile/${o.id}/teams`,
      expect: everyone(200),
    },
    { name: "lastteams", method: "GET", url: () => "/api/users/lastteams", expect: everyone(200) },
    {
      name: "team/{id}",
      method: "GET",
      prepare: ownTeam,
      url: (_, made) => `/api/users/team/${made.teamId}`,
      expect: everyone(200),
    },
    {
      name: "team/create",
      method: "POST",
      url: () => "/api/users/team/create",
      body: () => ({ name: "Новая команда" }),
      form: true,
      expect: members(200),
    },
    {
      name: "team/update",
      method: "PUT",
      prepare: ownTeam,
      url: () => "/api/users/team/update",
      body: (_, made) => ({ ...team(made), name: "Новое имя" }),
      form: true,
      expect: leaderOrAdmin,
    },
    {
      name: "team/invite",
      method: "POST",
      prepare: async (owner, app) => ({
        ...(await ownTeam(owner, app)),
        invitee: (await createMember(app.database.db)).id,
      }),
      url: () => "/api/users/team/invite",
      body: (_, made) => ({ ...team(made), memberId: String(made.invitee) }),
      form: true,
      expect: { anonymous: 401, member: 200, other: 403, admin: 403 },
    },
    ...(["accept", "decline"] as const).map(
      (call): Row => ({
        name: `team/${call}`,
        method: call === "accept" ? "PUT" : "DELETE",
        prepare: othersTeam("invite"),
        url: () => `/api/users/team/${call}`,
        body: (_, made) => team(made),
        form: true,
        expect: ownOnly,
      }),
    ),
    {
      name: "team/join",
      method: "POST",
      prepare: async (_, app) => {
        const team = await api(app).found(await createMember(app.database.db), "Открытая команда");
        teamCodes.set(team.id, team.code ?? "");
        return { teamId: team.id };
      },
      url: () => "/api/users/team/join",
      body: (_, made) => ({ code: teamCodes.get(made.teamId ?? 0) }),
      form: true,
      expect: members(200),
    },
    {
      name: "team/leave",
      method: "DELETE",
      prepare: othersTeam("join"),
      url: () => "/api/users/team/leave",
      body: (_, made) => team(made),
      form: true,
      expect: ownOnly,
    },
    {
      name: "team/remove",
      method: "DELETE",
      prepare: ownTeam,
      url: () => "/api/users/team/remove",
      body: (_, made) => ({ ...team(made), memberId: String(made.memberId) }),
      form: true,
      expect: leaderOrAdmin,
    },
    { name: "divisions", method: "GET", url: () => "/api/divisions", expect: everyone(200) },
    {
      name: "divisions/{id}",
      method: "GET",
      prepare: async (_, app) => ({
        divisionId: (await api(app).division(await createAdmin(app.database.db))).id,
      }),
      url: (_, made) => `/api/divisions/${made.divisionId}`,
      expect: everyone(200),
    },
    {
      name: "divisions/create",
      method: "POST",
      url: () => "/api/divisions/create",
      body: () => ({ name: "Новое подразделение" }),
      form: true,
      expect: admins(200),
    },
    {
      name: "divisions/update",
      method: "PUT",
      prepare: async (_, app) => ({
        divisionId: (await api(app).division(await createAdmin(app.database.db))).id,
      }),
      url: () => "/api/divisions/update",
      body: (_, made) => ({ divisionId: String(made.divisionId), name: "Иное имя" }),
      form: true,
      expect: admins(200),
    },
    {
      name: "divisions/place",
      method: "PUT",
      prepare: async (owner, app) => ({
        ...(await ownTeam(owner, app)),
        divisionId: (await api(app).division(await createAdmin(app.database.db))).id,
      }),
      url: () => "/api/divisions/place",
      body: (_, made) => ({ ...team(made), divisionId: String(made.divisionId) }),
      form: true,
      expect: admins(200),
    },
  ];
}

/**
 * Franchises: anyone sees a member's; the board is members'; the administrators' list, grants and
 * revocations are the administrators' alone.
 */
function franchiseRows(): Row[] {
  const territory = () => `Город ${randomBytes(4).toString("hex")}`;
  return [
    {
      name: "profile/{id}/franchises",
      method: "GET",
      url: (o) => `/api/users/profile/${o.id}/franchises`,
      expect: everyone(200),
    },
    { name: "franleaders", method: "GET", url: () => "/api/users/franleaders", expect: members(200) },
    { name: "franchises (list)", method: "GET", url: () => "/api/users/franchises", expect: admins(200) },
    {
      name: "franchises/create",
      method: "POST",
      url: () => "/api/users/franchises/create",
      body: (o) => ({
        userId: String(o.id),
        name: "Франшиза",
        territory: territory(),
        territoryKind: "city",
      }),
      form: true,
      expect: admins(200),
    },
    {
      name: "franchises/{id} (revoke)",
      method: "DELETE",
      prepare: async (owner, { database }) => {
        const [row] = (
          (await database.db.execute(
            sql`insert into franchises (holder_id, name, territory, territory_kind)
              values (${owner.id}, 'Франшиза', ${territory()}, 'region') returning id`,
          )) as unknown as { rows: Array<{ id: number }> }
        ).rows;
        return { franchise: Number(row?.id) };
      },
      url: (_, made) => `/api/users/franchises/${made.franchise}`,
      expect: admins(200),
    },
  ];
}

/** People: members browse and search (e-mail only for admins, checked in people.test.ts); roles are the admins'. */
function peopleRows(): Row[] {
  return [
    { name: "users/page/{n}", method: "GET", url: () => "/api/users/page/1", expect: members(200) },
    {
      name: "users/search/{x}",
      method: "GET",
      url: () => "/api/users/search/1?strsearch=%D0%B0&role=2",
      expect: members(200),
    },
    {
      name: "users/by/role/{a}/{b}",
      method: "GET",
      url: () => "/api/users/by/role/3/1",
      expect: admins(200),
    },
    { name: "admin/figures", method: "GET", url: () => "/api/admin/figures", expect: admins(200) },
    { name: "community/figures", method: "GET", url: () => "/api/community/figures", expect: everyone(200) },
    ...["list", "trainerlist", "students", "curators/list", "curators/all/1"].map(
      (path): Row => ({
        name: `users/${path}`,
        method: "GET",
        url: () => `/api/users/${path}`,
        expect: members(200),
      }),
    ),
  ];
}

/**
 * Settings act on the caller (so every member gets 200 for their own); a new address's link is the
 * proof, whoever opens it; an account is its owner's and the admins'; favorites are the caller's own.
 */
function settingsRows(): Row[] {
  const privacy = { write: "friends", friends: "everyone" };
  return [
    {
      name: "users/settings/privacy (read)",
      method: "GET",
      url: () => "/api/users/settings/privacy",
      expect: members(200),
    },
    {
      name: "users/settings/privacy (change)",
      method: "PUT",
      url: () => "/api/users/settings/privacy",
      body: () => privacy,
      expect: members(200),
    },
    {
      name: "users/interests",
      method: "PUT",
      url: () => "/api/users/interests",
      body: () => ({ interests: ["Горы"] }),
      expect: members(200),
    },
    {
      name: "users/email/change",
      method: "POST",
      url: () => "/api/users/email/change",
      body: () => ({ email: fresh(), password: testPassword }),
      expect: members(200),
    },
    {
      name: "users/email/confirm (unknown code)",
      method: "PUT",
      url: () => "/api/users/email/confirm",
      body: unknownCode,
      expect: everyone(404),
    },
    {
      name: "users/one/account/{x}",
      method: "GET",
      url: (owner) => `/api/users/one/account/${owner.id}`,
      expect: { anonymous: 401, member: 200, other: 403, admin: 200 },
    },
    {
      name: "users/profile/{id}/resources/",
      method: "GET",
      url: (owner) => `/api/users/profile/${owner.id}/resources/`,
      expect: members(200),
    },
    { name: "users/leaders", method: "GET", url: () => "/api/users/leaders", expect: members(200) },
    {
      name: "users/favorites/create (a member)",
      method: "POST",
      prepare: async (_, { database }) => ({ userId: (await createMember(database.db)).id }),
      url: () => "/api/users/favorites/create",
      body: (_, made) => ({ kind: "member", targetId: made.userId }),
      expect: members(200),
    },
    {
      name: "users/favorites/create (a message of the owner's chat)",
      method: "POST",
      prepare: chatOfOwner,
      url: () => "/api/users/favorites/create",
      body: (_, made) => ({ kind: "message", targetId: made.messageId }),
      expect: { anonymous: 401, member: 200, partner: 200, other: 404, admin: 404 },
    },
    {
      name: "users/favorites/ended",
      method: "DELETE",
      url: () => "/api/users/favorites/ended",
      body: (owner) => ({ kind: "member", targetId: owner.id }),
      expect: members(200),
    },
    {
      name: "users/favorites/{page}",
      method: "GET",
      url: () => "/api/users/favorites/1",
      expect: members(200),
    },
  ];
}

/** A publication of the owner's, published (`draft`: not yet), as their editor writes it. */
function publicationOfOwner(publish: "now" | "draft") {
  return async (owner: TestMember, { app }: TestApp): Promise<Made> => {
    const response = await app.inject({
      method: "POST",
      url: "/api/publications/article/create",
      headers: { "content-type": "application/x-www-form-urlencoded", ...owner.bearer },
      payload: new URLSearchParams(publicationForm(publish)).toString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return { publicationId: response.json().id };
  };
}

const publicationForm = (publish: "now" | "draft") => ({
  type: "1",
  title: "Заметка",
  text: "Текст заметки",
  rubricId: "1",
  publish,
});

/**
 * Publications: anyone reads what is published; a draft and the history are the author's (others 404);
 * editing is the author's (others 404: not theirs to know of); deleting the author's or an admin's.
 */
function publicationRows(): Row[] {
  const form = true;
  const own = { anonymous: 401, member: 200, other: 404, admin: 404 };
  return [
    {
      name: "publications/article/create",
      method: "POST",
      url: () => "/api/publications/article/create",
      body: () => publicationForm("now"),
      form,
      expect: members(200),
    },
    {
      name: "publications/article/edit/{id}",
      method: "PUT",
      prepare: publicationOfOwner("now"),
      url: (_, made) => `/api/publications/article/edit/${made.publicationId}`,
      body: () => ({ ...publicationForm("now"), version: "1" }),
      form,
      expect: own,
    },
    {
      name: "publications/article/delete/{id}",
      method: "DELETE",
      prepare: publicationOfOwner("now"),
      url: (_, made) => `/api/publications/article/delete/${made.publicationId}`,
      expect: { anonymous: 401, member: 200, other: 403, admin: 200 },
    },
    {
      name: "publications/rubrics",
      method: "GET",
      url: () => "/api/publications/rubrics",
      expect: everyone(200),
    },
    {
      name: "publications/article/{id} (published)",
      method: "GET",
      prepare: publicationOfOwner("now"),
      url: (_, made) => `/api/publications/article/${made.publicationId}`,
      expect: everyone(200),
    },
    {
      name: "publications/article/{id} (a draft)",
      method: "GET",
      prepare: publicationOfOwner("draft"),
      url: (_, made) => `/api/publications/article/${made.publicationId}`,
      expect: { anonymous: 404, member: 200, other: 404, admin: 404 },
    },
    {
      name: "publications/feed/rubric/{id}",
      method: "GET",
      url: () => "/api/publications/feed/rubric/1",
      expect: everyone(200),
    },
    {
      name: "publications/feed/author/{id}",
      method: "GET",
      url: (owner) => `/api/publications/feed/author/${owner.id}`,
      expect: everyone(200),
    },
    {
      name: "publications/feed/all",
      method: "GET",
      url: () => "/api/publications/feed/all",
      expect: everyone(200),
    },
    {
      name: "publications/feed/following",
      method: "GET",
      url: () => "/api/publications/feed/following",
      expect: members(200),
    },
    {
      name: "publications/drafts",
      method: "GET",
      url: () => "/api/publications/drafts",
      expect: members(200),
    },
    ...talkRows(),
    {
      name: "publications/article/{id}/revisions",
      method: "GET",
      prepare: publicationOfOwner("now"),
      url: (_, made) => `/api/publications/article/${made.publicationId}/revisions`,
      expect: own,
    },
    {
      name: "publications/blog/{id}",
      method: "GET",
      url: (owner) => `/api/publications/blog/${owner.id}`,
      expect: everyone(200),
    },
    {
      // The caller's own blog: no id, so nobody's but one's own is ever changed.
      name: "publications/blog (update)",
      method: "PUT",
      url: () => "/api/publications/blog",
      body: () => ({ title: "Мой блог" }),
      expect: members(200),
    },
    {
      name: "publications/blogosphere/authors",
      method: "GET",
      url: () => "/api/publications/blogosphere/authors",
      expect: everyone(200),
    },
    {
      name: "publications/media/user/{id}",
      method: "GET",
      url: (owner) => `/api/publications/media/user/${owner.id}`,
      expect: everyone(200),
    },
    {
      // A publication without images has no media: 404 for everyone alike (nothing is someone's to hide).
      name: "publications/media/{mediaId}",
      method: "GET",
      url: () => "/api/publications/media/999999",
      expect: everyone(404),
    },
  ];
}

/** A comment of a member on the owner's publication: what the comment rows act on. */
async function commentOnOwners(owner: TestMember, test: TestApp): Promise<Made> {
  const { publicationId } = await publicationOfOwner("now")(owner, test);
  const commenter = await createMember(test.database.db);
  const response = await test.app.inject({
    method: "POST",
    url: `/api/publications/article/${publicationId}/comments`,
    headers: { "content-type": "application/json", ...owner.bearer },
    payload: JSON.stringify({ text: "Комментарий владельца" }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return { publicationId: publicationId ?? 0, commentId: response.json().id, commenterId: commenter.id };
}

/**
 * Reactions and comments: anyone reads them, members write; a comment is edited by its author only
 * (the owner, here), deleted by its author, the publication's author or an admin.
 */
function talkRows(): Row[] {
  const live = publicationOfOwner("now");
  return [
    {
      name: "publications/article/{id}/reactions (give)",
      method: "POST",
      prepare: live,
      url: (_, made) => `/api/publications/article/${made.publicationId}/reactions`,
      body: () => ({ code: "heart" }),
      expect: members(200),
    },
    {
      name: "publications/article/{id}/reactions (take back)",
      method: "DELETE",
      prepare: live,
      url: (_, made) => `/api/publications/article/${made.publicationId}/reactions`,
      body: () => ({ code: "heart" }),
      expect: members(200),
    },
    {
      name: "publications/article/{id}/reactions (read)",
      method: "GET",
      prepare: live,
      url: (_, made) => `/api/publications/article/${made.publicationId}/reactions`,
      expect: everyone(200),
    },
    {
      name: "publications/article/{id}/comments (read)",
      method: "GET",
      prepare: live,
      url: (_, made) => `/api/publications/article/${made.publicationId}/comments`,
      expect: everyone(200),
    },
    {
      name: "publications/article/{id}/comments (write)",
      method: "POST",
      prepare: live,
      url: (_, made) => `/api/publications/article/${made.publicationId}/comments`,
      body: () => ({ text: "Хорошо написано" }),
      expect: members(200),
    },
    {
      name: "publications/comments/{id} (edit)",
      method: "PUT",
      prepare: commentOnOwners,
      url: (_, made) => `/api/publications/comments/${made.commentId}`,
      body: () => ({ text: "Исправлено" }),
      expect: { anonymous: 401, member: 200, other: 403, admin: 403 },
    },
    {
      name: "publications/comments/{id} (delete)",
      method: "DELETE",
      prepare: commentOnOwners,
      url: (_, made) => `/api/publications/comments/${made.commentId}`,
      expect: { anonymous: 401, member: 200, other: 403, admin: 200 },
    },
  ];
}

/** A notification of the owner's: an admin's system notification, as the admin would send it. */
async function notificationOfOwner(owner: TestMember, { app, database }: TestApp): Promise<Made> {
  const admin = await createAdmin(database.db);
  const response = await app.inject({
    method: "POST",
    url: `/api/notifications/${owner.id}`,
    headers: { "content-type": "application/json", ...admin.bearer },
    payload: JSON.stringify({ title: "Проверка", text: "Текст" }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return { notificationId: response.json().id };
}

/** A member's notifications are theirs alone: another member's (or the admin's) id is answered 404. */
function notificationRows(): Row[] {
  const own = { anonymous: 401, member: 200, other: 404, admin: 404 };
  return [
    { name: "notifications/user", method: "GET", url: () => "/api/notifications/user", expect: members(200) },
    {
      name: "notifications/user/counters",
      method: "GET",
      url: () => "/api/notifications/user/counters",
      expect: members(200),
    },
    {
      name: "notifications/{id} (mark)",
      method: "PATCH",
      prepare: notificationOfOwner,
      url: (_, made) => `/api/notifications/${made.notificationId}`,
      body: () => ({ checked: true }),
      expect: own,
    },
    {
      name: "notifications/check/{type}",
      method: "PATCH",
      url: () => "/api/notifications/check/system",
      expect: members(200),
    },
    {
      name: "notifications/user/check",
      method: "PATCH",
      url: () => "/api/notifications/user/check",
      expect: members(200),
    },
    {
      name: "notifications/{id} (delete)",
      method: "DELETE",
      prepare: notificationOfOwner,
      url: (_, made) => `/api/notifications/${made.notificationId}`,
      expect: own,
    },
    {
      name: "notifications/delete/user/{x} (the archive)",
      method: "DELETE",
      url: (owner) => `/api/notifications/delete/user/${owner.id}`,
      expect: { anonymous: 401, member: 200, other: 403, admin: 200 },
    },
    {
      name: "notifications/{id} (send, admin)",
      method: "POST",
      url: (owner) => `/api/notifications/${owner.id}`,
      body: () => ({ title: "Новости", text: "Текст" }),
      expect: admins(200),
    },
    {
      name: "notifications/settings (read)",
      method: "GET",
      url: () => "/api/notifications/settings",
      expect: members(200),
    },
    {
      name: "notifications/settings (change)",
      method: "PUT",
      url: () => "/api/notifications/settings",
      body: () => ({ type: "chat", sound: false }),
      expect: members(200),
    },
  ];
}

/** A background of the owner's, made through the API as the owner would. */
async function backgroundOfOwner(owner: TestMember, { app }: TestApp): Promise<Made> {
  const response = await app.inject({
    method: "POST",
    url: "/api/users/back/create",
    headers: { "content-type": "application/json", ...owner.bearer },
    payload: JSON.stringify({ type: 1, background: "#1e90ff" }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return { backgroundId: response.json().id };
}

/** A member's backgrounds are theirs alone: another member's (or the admin's) id is answered 404. */
function backgroundRows(): Row[] {
  const own = { anonymous: 401, member: 200, other: 404, admin: 404 };
  return [
    {
      name: "back/create",
      method: "POST",
      url: () => "/api/users/back/create",
      body: () => ({ type: 1, background: "#1e90ff" }),
      expect: members(200),
    },
    { name: "back/all", method: "GET", url: () => "/api/users/back/all", expect: members(200) },
    {
      name: "back/update",
      method: "PUT",
      prepare: backgroundOfOwner,
      url: () => "/api/users/back/update",
      body: (_, made) => ({ id: made.backgroundId, background: "#000000" }),
      expect: own,
    },
    {
      name: "back/update/one (activate)",
      method: "PUT",
      prepare: backgroundOfOwner,
      url: (_, made) => `/api/users/back/update/one/${made.backgroundId}`,
      expect: own,
    },
    {
      name: "back/delete",
      method: "DELETE",
      prepare: backgroundOfOwner,
      url: () => "/api/users/back/delete",
      body: (_, made) => ({ id: made.backgroundId }),
      expect: own,
    },
  ];
}

/**
 * The owner's direct chat with a partner holding the owner's message with a picture, and a second chat
 * of the owner (a forward's target). Made through the API, as a member would.
 */
async function chatOfOwner(owner: TestMember, { app, database }: TestApp): Promise<Made> {
  const partner = await createMember(database.db);
  partners.set(partner.id, partner);
  const third = await createMember(database.db);
  const chat = async (member: number) => {
    const response = await app.inject({
      method: "POST",
      url: "/api/messenger/chat",
      headers: { "content-type": "application/x-www-form-urlencoded", ...owner.bearer },
      payload: `members=${member}`,
    });
    return response.json().id as number;
  };
  const chatId = await chat(partner.id);
  const otherChatId = await chat(third.id);
  const form = await multipart([
    ["chatId", String(chatId)],
    ["content", "Сообщение владельца"],
    ["attachments", file(png, "a.png", "image/png")],
  ]);
  const sent = await app.inject({
    method: "POST",
    url: "/api/messenger/message/",
    headers: { ...form.headers, ...owner.bearer },
    payload: form.payload,
  });
  const message = sent.json();
  return {
    chatId,
    otherChatId,
    partnerId: partner.id,
    messageId: message.id,
    attachmentId: message.attachments[0].id,
  };
}

/** Every messenger call: only the chat's members may touch it; to anyone else it does not exist (404). */
function messengerRows(): Row[] {
  const inChat = { anonymous: 401, member: 200, partner: 200, other: 404, admin: 404 };
  // Another member of the chat may read the owner's message, not change or delete it.
  const ownMessage = { ...inChat, partner: 403 };
  const ownList = { anonymous: 401, member: 200, other: 403, admin: 403 };
  const chat = (row: Omit<Row, "prepare" | "form">): Row => ({ ...row, prepare: chatOfOwner, form: true });
  return [
    chat({
      name: "messenger/chat create",
      method: "POST",
      url: () => "/api/messenger/chat",
      body: (_, made) => ({ members: String(made.partnerId) }),
      expect: members(200),
    }),
    {
      name: "messenger/chat list",
      method: "GET",
      url: (o) => `/api/messenger/chat?memberId=${o.id}`,
      expect: ownList,
    },
    chat({
      name: "messenger/chat open",
      method: "GET",
      url: (_, m) => `/api/messenger/chat/${m.chatId}`,
      expect: inChat,
    }),
    chat({
      name: "messenger/chat read",
      method: "PUT",
      url: (_, m) => `/api/messenger/chat/${m.chatId}`,
      expect: inChat,
    }),
    chat({
      name: "messenger/message send",
      method: "POST",
      url: () => "/api/messenger/message/",
      body: (_, made) => ({ chatId: String(made.chatId), content: "Привет" }),
      expect: inChat,
    }),
    chat({
      name: "messenger/message get",
      method: "GET",
      url: (_, m) => `/api/messenger/message/${m.messageId}`,
      expect: inChat,
    }),
    ...(["PUT", "PATCH"] as const).map((method) =>
      chat({
        name: "messenger/message edit",
        method,
        url: (_, m) => `/api/messenger/message/${m.messageId}`,
        body: () => ({ content: "Исправлено" }),
        expect: ownMessage,
      }),
    ),
    chat({
      name: "messenger/message delete",
      method: "DELETE",
      url: (_, m) => `/api/messenger/message/${m.messageId}`,
      expect: ownMessage,
    }),
    chat({
      name: "messenger/message forward",
      method: "POST",
      url: (_, m) => `/api/messenger/message/${m.messageId}/forward`,
      body: (_, made) => ({ newChatId: String(made.otherChatId) }),
      // The partner may forward the message, but not into the owner's other chat, which they are not in.
      expect: { ...inChat, partner: 404 },
    }),
    ...(["POST", "DELETE"] as const).map((method) =>
      chat({
        name: "messenger/message reaction",
        method,
        url: (_, m) => `/api/messenger/message/${m.messageId}/reaction`,
        body: () => ({ code: "heart" }),
        expect: inChat,
      }),
    ),
    chat({
      name: "messenger/message download",
      method: "GET",
      url: (_, m) => `/api/messenger/message/download/${m.attachmentId}`,
      expect: inChat,
    }),
    { name: "chats/ (older)", method: "GET", url: () => "/api/chats/?page=1", expect: members(200) },
    { name: "chats/byprofile", method: "GET", url: (o) => `/api/chats/byprofile/${o.id}`, expect: ownList },
    chat({
      name: "chats/messages",
      method: "GET",
      url: (_, m) => `/api/chats/messages/${m.chatId}/1`,
      expect: inChat,
    }),
    { name: "chats/newmessages", method: "GET", url: () => "/api/chats/newmessages", expect: members(200) },
    {
      name: "chats/searchusers",
      method: "GET",
      url: () => "/api/chats/searchusers/1?strsearch=%D0%B0",
      expect: members(200),
    },
    chat({
      name: "chats/send",
      method: "POST",
      url: () => "/api/chats/send",
      body: (_, made) => ({ chatId: String(made.chatId), content: "Привет" }),
      expect: inChat,
    }),
    chat({
      name: "chats/create",
      method: "POST",
      url: () => "/api/chats/create",
      body: (_, made) => ({ members: String(made.partnerId) }),
      expect: members(200),
    }),
  ];
}

const callers: Caller[] = ["anonymous", "member", "partner", "other", "admin"];
const callersOf = (row: Row) =>
  callers.filter((caller) => caller !== "partner" || row.expect.partner !== undefined);

describe("the authorization table", () => {
  it("has a row for every endpoint of every group (src/api/endpoints/index.ts)", () => {
    // Ids do not matter to which endpoint a URL calls: every object id is 1 here.
    const owner = { id: 1, email: "owner@test.mir" } as TestMember;
    const made: Made = new Proxy({}, { get: () => 1 });
    const requests = rows.map((row) => ({ method: row.method, url: row.url(owner, made) }));
    expect(uncovered(requests), "endpoints without a row in this table").toEqual([]);
  });
});

describe.each(contractBackends)("who may call what (issues 3 and 5) on $name", (backend) => {
  const ctx = useTestApp(backend);
  let address = 0;

  for (const row of rows) {
    const named = callersOf(row).map((c) => `${c} ${row.expect[c]}`);
    it(`${row.method} ${row.name}: ${named.join(", ")}`, async () => {
      const { app, database } = ctx();
      const got: Record<string, number> = {};
      for (const caller of callersOf(row)) {
        // Fresh accounts per cell: logout and delete must not spoil the next cell.
        const owner = await createMember(database.db, { roles: [RoleId.member, RoleId.digestAuthor] });
        const made = (await row.prepare?.(owner, ctx())) ?? {};
        const actor =
          caller === "anonymous"
            ? undefined
            : caller === "member"
              ? owner
              : caller === "partner"
                ? partners.get(made.partnerId ?? 0)
                : caller === "other"
                  ? await createMember(database.db)
                  : await createAdmin(database.db);
        if (caller === "partner" && !actor) throw new Error(`${row.name}: no partner was made for this row`);
        address += 1;
        const body = row.body?.(owner, made);
        const contentType = row.form ? "application/x-www-form-urlencoded" : "application/json";
        const payload = row.form
          ? new URLSearchParams(body as Record<string, string>).toString()
          : JSON.stringify(body);
        const response = await app.inject({
          method: row.method,
          url: row.url(owner, made),
          headers: {
            ...(body === undefined ? {} : { "content-type": contentType }),
            ...row.headers,
            ...actor?.bearer,
          },
          ...(body === undefined ? {} : { payload }),
          // A distinct address per cell keeps per-IP limits out of this table (they have their own tests).
          remoteAddress: row.remote ? `203.0.113.${address % 250}` : "127.0.0.1",
        });
        got[caller] = response.statusCode;
        if (response.statusCode >= 400) expect(response.json().error.code).toEqual(expect.any(String));
      }
      expect(got).toEqual(row.expect);
    });
  }
});
