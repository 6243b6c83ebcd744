import { Schema } from "effect";
import { Id, IsoDateTime } from "./common";

/**
 * Stable role ids. 1, 2 and 7 come from spec §6; the others are ours (spec: "not shown") and never
 * change once shipped, because the client compares against them.
 *
 * | id | role |
 * |---|---|
 * | 1 | admin — admin area, admin burger menu |
 * | 2 | member («Участник») — every registered user; user burger menu |
 * | 3 | curator / tutor |
 * | 4 | trainer |
 * | 5 | sponsor |
 * | 6 | franchise holder |
 * | 7 | digest author — required for the digests page |
 * | 8 | student |
 * | 9 | ward |
 * | 10 | owner |
 * | 11 | franchisee |
 * | 12 | senator |
 */
export const RoleId = {
  admin: 1,
  member: 2,
  curator: 3,
  trainer: 4,
  sponsor: 5,
  franchiseHolder: 6,
  digestAuthor: 7,
  student: 8,
  ward: 9,
  owner: 10,
  franchisee: 11,
  senator: 12,
} as const;
export type RoleId = (typeof RoleId)[keyof typeof RoleId];

/** The Russian name of every role, as the server seeds it. */
export const roleNames: Readonly<Record<RoleId, string>> = {
  1: "Администратор",
  2: "Участник",
  3: "Куратор",
  4: "Тренер",
  5: "Спонсор",
  6: "Владелец франшизы",
  7: "Автор дайджестов",
  8: "Студент",
  9: "Подопечный",
  10: "Владелец",
  11: "Франчайзи",
  12: "Сенатор",
};

/** A role as it travels: `{ id, name }`. */
export const Role = Schema.Struct({ id: Id, name: Schema.String });
export type Role = typeof Role.Type;

/**
 * A user as anyone may see them. It deliberately has no email, phone or password fields: responses
 * are encoded with this schema, so those can never leak (ARCHITECTURE §3).
 */
export const PublicUser = Schema.Struct({
  id: Id,
  name: Schema.String,
  /** URL of the avatar image (ours: `/api/avatars/<id>.svg`), or null when there is none. */
  avatar: Schema.NullOr(Schema.String),
  roles: Schema.Array(Role),
  createdAt: IsoDateTime,
});
export type PublicUser = typeof PublicUser.Type;
