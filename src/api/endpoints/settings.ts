import { Schema } from "effect";
import { define } from "../endpoint";
import type { EndpointGroup } from "../group";
import { Email, LinkCode, linkRefusals, Password } from "../schema/account";
import { Interests, Privacy } from "../schema/settings";

/*
 * The member's own settings besides the profile form (issue 14): privacy, interests and a new e-mail
 * address. Every call acts on the caller; there is no id in any of them. The profile's about, city and
 * birthday travel with the profile form (`PUT /api/users/update`, ./users.ts).
 */

/** The caller's privacy. */
export const getPrivacy = define.get("/api/users/settings/privacy", Privacy);

/**
 * Sets the caller's privacy, both parts at once; answers it. Who may write applies to chats from now on:
 * a direct chat with them, or a message in it, is refused 403 to those it leaves out (group chats are
 * not affected). Who sees their friends applies to `GET /api/users/friends/user/{id}` (all, online,
 * mutual: 403 to those it leaves out) — the counts on the profile stay public.
 */
export const setPrivacy = define.put("/api/users/settings/privacy", Privacy, { body: Privacy });

/** Replaces the caller's interests (order kept; an empty list removes them); answers them. */
export const setInterests = define.put("/api/users/interests", Schema.Struct({ interests: Interests }), {
  body: Schema.Struct({ interests: Interests }),
});

/**
 * Asks to move the account to a new address, confirmed with the password (a wrong one → 400 naming
 * `password`). A link goes to the new address (24 h, single use); until it is opened the old address
 * stays the login and the session user shows `pendingEmail`. A newer request replaces the pending one.
 * The address of another live account → 409 CONFLICT naming `email`; the current one → 400 naming
 * `email`. Rate limited per member.
 */
export const changeEmail = define.post(
  "/api/users/email/change",
  Schema.Struct({ pendingEmail: Schema.String }),
  { body: Schema.Struct({ email: Email, password: Password }) },
);

/**
 * Confirms the new address with the mailed link's code — from any browser, logged in or not: the code
 * is the proof. Answers the address now in use. Unknown code → 404, used or expired → 409 (`reason`);
 * the address taken by another account meanwhile → 409, nothing changed. Every session stays: the
 * member proved the new mailbox; the old address gets nothing (the owner asked with the password).
 */
export const confirmEmail = define.put("/api/users/email/confirm", Schema.Struct({ email: Schema.String }), {
  body: Schema.Struct({ code: LinkCode }),
  reasons: linkRefusals,
});

export const settingsApi = {
  getPrivacy,
  setPrivacy,
  setInterests,
  changeEmail,
  confirmEmail,
} as const satisfies EndpointGroup;
