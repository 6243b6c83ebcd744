import { Schema } from "effect";
import { defineEndpoint } from "../endpoint";
import { Password, RoleChange, SessionUser, UserName } from "../schema/account";
import { IdFromString } from "../schema/common";
import { PublicUser } from "../schema/user";

/** One user's public card (spec §7 `GET /api/users/one/{id}`); 404 NOT_FOUND for an unknown or deleted id. */
export const getUser = defineEndpoint({
  method: "GET",
  path: "/api/users/one/:id",
  params: Schema.Struct({ id: IdFromString }),
  response: PublicUser,
});

/**
 * Changes the member's own profile (spec §7 `PUT /api/users/update`): a form with `name`, and an image
 * file in `avatar` (PNG, JPEG, WebP or GIF, type detected from its content, ≤ 5 MB), or
 * `removeAvatar=1` to go back to the drawn initials. Answers the updated session user.
 */
export const updateProfile = defineEndpoint({
  method: "PUT",
  path: "/api/users/update",
  bodyKind: "form",
  body: Schema.Struct({
    name: Schema.optionalKey(UserName),
    removeAvatar: Schema.optionalKey(Schema.Literals(["1"])),
  }),
  response: SessionUser,
});

/**
 * Deletes the member's own account after they confirm it with their password: they can no longer log
 * in and every token is revoked. Others then see the card as «Удалённый аккаунт» (no avatar, no
 * profile); messages and referrals keep pointing at it.
 */
export const deleteAccount = defineEndpoint({
  method: "DELETE",
  path: "/api/users/delete",
  body: Schema.Struct({ password: Password }),
  response: Schema.Struct({ ok: Schema.Literal(true) }),
});

/** Gives a member a role (admin only). The member's sockets get a `role` event. */
export const changeRole = defineEndpoint({
  method: "PUT",
  path: "/api/users/changerole/:id",
  params: Schema.Struct({ id: IdFromString }),
  body: RoleChange,
  response: PublicUser,
});

/** Takes role `b` from member `a` (admin only). Role 2 (member) cannot be taken: every account has it. */
export const removeRole = defineEndpoint({
  method: "DELETE",
  path: "/api/users/del/role/:a/:b",
  params: Schema.Struct({ a: IdFromString, b: IdFromString }),
  response: PublicUser,
});
