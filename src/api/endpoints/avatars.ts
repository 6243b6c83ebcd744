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

/**
 * Avatars members uploaded (`PUT /api/users/update`), public like every avatar. Each upload gets a new
 * file name, so an answer may be cached for good. A URL shape, as {@link avatarRoute}.
 */
export const uploadedAvatarRoute = "/api/uploads/avatars/:file";

/** The `:file` param: `<user id>-<24 hex digits>.<png|jpg|webp|gif>`, nothing else (no paths). */
export const UploadedAvatarFile = Schema.String.check(
  Schema.isPattern(/^[1-9][0-9]{0,9}-[0-9a-f]{24}\.(png|jpg|webp|gif)$/, {
    message: "Неверное имя файла аватара",
  }),
);

/** The URL of an uploaded avatar file. */
export function uploadedAvatarPath(file: string): string {
  return `/api/uploads/avatars/${file}`;
}
