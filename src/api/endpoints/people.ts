import { Schema } from "effect";
import { define } from "../endpoint";
import type { EndpointGroup } from "../group";
import { IdFromString, TrimmedText } from "../schema/common";
import { MembersPage } from "../schema/subscription";
import { PublicUser, RoleId } from "../schema/user";

/*
 * People (spec §7 "Users, lists and profile"): every member, a search by name, members by role. A list
 * shows live members with a confirmed address, by name, 20 a page (membersPageSize), as public cards
 * (with their roles). Members only; members by role and a search by e-mail are the administrators'.
 */

const knownRoleIds: ReadonlySet<number> = new Set(Object.values(RoleId));

/** A role id in a path or a query: a known one (any other → 400 naming it). */
const RoleIdFromString = IdFromString.check(
  Schema.makeFilter((id: number) => knownRoleIds.has(id), { message: "Такой роли нет" }),
);

/**
 * What a search looks for: up to 100 characters, trimmed; case and «ё»/«е» do not matter. Empty: everyone.
 * By name for every member; an administrator's also finds e-mail addresses.
 */
export const SearchText = TrimmedText.check(Schema.isMaxLength(100, { message: "Не длиннее 100 символов" }));

const SearchQuery = Schema.Struct({
  strsearch: Schema.optionalKey(SearchText),
  role: Schema.optionalKey(RoleIdFromString),
});

/** Every member, page `n` (spec §7 `GET /api/users/page/{n}`). */
export const listMembers = define.get("/api/users/page/:n", MembersPage, {
  params: Schema.Struct({ n: IdFromString }),
});

/**
 * Members whose name holds `strsearch` (an administrator's search also looks in e-mail addresses), with
 * role `role` when given; page `x` (spec §7 `GET /api/users/search/{x}`).
 */
export const searchMembers = define.get("/api/users/search/:x", MembersPage, {
  params: Schema.Struct({ x: IdFromString }),
  query: SearchQuery,
});

/** Members with role `a`, page `b`, optionally searched (spec §7 `GET /api/users/by/role/{a}/{b}`). Admins. */
export const membersByRole = define.get("/api/users/by/role/:a/:b", MembersPage, {
  params: Schema.Struct({ a: RoleIdFromString, b: IdFromString }),
  query: Schema.Struct({ strsearch: Schema.optionalKey(SearchText) }),
});

/** The first page of every member (spec §7 `GET /api/users/list`): what `page/1` answers. */
export const listMembersFirst = define.get("/api/users/list", MembersPage);

/** The trainers (role 4), first page by name (spec §7 `GET /api/users/trainerlist`). Members only. */
export const listTrainers = define.get("/api/users/trainerlist", MembersPage);

/** The students (role 8), first page by name (spec §7 `GET /api/users/students`). Members only. */
export const listStudents = define.get("/api/users/students", MembersPage);

/** The curators (role 3), first page by name (spec §7 `GET /api/users/curators/list`). Members only. */
export const listCurators = define.get("/api/users/curators/list", MembersPage);

/** The curators, page `x` (spec §7 `GET /api/users/curators/all/{x}`). Members only. */
export const curatorsPage = define.get("/api/users/curators/all/:x", MembersPage, {
  params: Schema.Struct({ x: IdFromString }),
});

const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0));

/**
 * The community in three figures for the admin area's front page: live confirmed members, those online
 * now (a page open, heard within 90 s), and those who joined in the last 7 days. Admins only.
 */
export const communityFigures = define.get(
  "/api/admin/figures",
  Schema.Struct({ members: Count, online: Count, newThisWeek: Count }),
);

/**
 * МИР in four figures for its public pages («О проекте», «Преимущества»): live confirmed members, those
 * online now (a page open, heard within 90 s), live publications (published, or scheduled and their time
 * has come — what anyone may read) and their authors. Anyone, visitors too: nothing in it names anyone.
 * Counted when asked.
 */
export const projectFigures = define.get(
  "/api/community/figures",
  Schema.Struct({ members: Count, online: Count, publications: Count, authors: Count }),
);
export type ProjectFigures = typeof projectFigures.response.Type;

/** A leader of the community: a member by how many follow them (subscribers and friends). */
export const Leader = Schema.Struct({ user: PublicUser, subscribers: Count, friends: Count });
export type Leader = typeof Leader.Type;

/** How many leaders the list holds. */
export const leadersCount = 10;

/**
 * The community's leaders (spec §7 `GET /api/users/leaders`): the {@link leadersCount} live members
 * whom the most members follow — subscribers plus friends (a friend follows too) — then by name.
 * Members only.
 */
export const listLeaders = define.get("/api/users/leaders", Schema.Array(Leader));

export const peopleApi = {
  listLeaders,
  listMembers,
  searchMembers,
  membersByRole,
  communityFigures,
  projectFigures,
  listMembersFirst,
  listTrainers,
  listStudents,
  listCurators,
  curatorsPage,
} as const satisfies EndpointGroup;
