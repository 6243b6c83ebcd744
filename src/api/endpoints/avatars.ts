import { Schema, SchemaGetter } from "effect";
import { type Id, IdFromString } from "../schema/common";

/**
 * Generated avatars: an SVG with the user's initials on a colour picked from their id, drawn by the
 * server on request, so the app needs no network beyond our own server. It is an image, not JSON,
 * so it is a URL shape rather than a `defineEndpoint` call: `<img src={avatarPath(id)}>`.
 */
export const avatarRoute = "/api/avatars/:file";

/** The `:file` param, `<user id>.svg`, decoded to the user id. */
export const AvatarFile = Schema.String.check(
  Schema.isPattern(/^[^/]+\.svg$/, { message: "Ожидается имя файла вида <id>.svg" }),
).pipe(
  Schema.decodeTo(IdFromString, {
    decode: SchemaGetter.transform((file: string) => file.slice(0, -".svg".length)),
    encode: SchemaGetter.transform((id: string) => `${id}.svg`),
  }),
);

/** The generated avatar URL of a user. */
export function avatarPath(userId: Id): string {
  return `/api/avatars/${userId}.svg`;
}
