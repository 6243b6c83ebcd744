import type { ApiClient } from "../../api/client";
import {
  changePassword,
  deleteAccount,
  getUser,
  listResources,
  type Resource,
  updateProfile,
} from "../../api/endpoints/users";
import type { SessionUser } from "../../api/schema/account";
import type { PublicUser } from "../../api/schema/user";
import { submitTo } from "../lib/endpoint-actor";
import { loadWith } from "../lib/resource.machine";
import { formSubmit, type SessionRef, tellSession } from "../session/account.actors";

/** What the profile form submits: the decoded fields plus the picked avatar file. */
export interface ProfileSubmission {
  readonly name?: string;
  readonly about?: string;
  readonly city?: string;
  /** `YYYY-MM-DD`, or empty to remove it. */
  readonly birthday?: string;
  readonly removeAvatar?: "1";
  readonly files?: { readonly avatar?: Blob };
}

/** Side effects of the profile pages, through `client`. */
export function profileActors(client: ApiClient) {
  return {
    /** A member's public card: the `load` of a resource machine whose params are `{ id }`. */
    getUser: loadWith(
      (params: { id: number }, signal): Promise<PublicUser> => client.call(getUser, { params, signal }),
    ),

    /** A member's public chats, bots and channels (`GET /api/users/profile/{id}/resources/`). */
    listResources: loadWith(
      (params: { id: number }, signal): Promise<ReadonlyArray<Resource>> =>
        client.call(listResources, { params, signal }),
    ),

    /** Saves name and avatar; the session gets the server's new copy of the member. */
    updateProfile: (session: SessionRef) =>
      formSubmit(async (input: ProfileSubmission, signal): Promise<SessionUser> => {
        const { files, ...body } = input;
        const user = await client.call(updateProfile, {
          body,
          ...(files?.avatar ? { files: { avatar: files.avatar } } : {}),
          signal,
        });
        await tellSession(session, { type: "session.userUpdated", user });
        return user;
      }),

    /** A new password, confirmed with the current one (other sessions end; this one stays). */
    changePassword: submitTo(client, changePassword),
    /**
     * Deletes the account. The server has already ended every session and cleared the cookie; `leave`
     * (taking the member to a page anyone may see) runs before the session here ends too
     * (`session.ended`: nothing is left to log out) so that no page's guard sends them to /auth.
     */
    deleteAccount: (session: SessionRef, leave: () => Promise<void>) =>
      formSubmit(async (input: { password: string }, signal) => {
        await tellSession(session, { type: "session.leave" });
        try {
          await client.call(deleteAccount, { body: input, signal });
        } catch (error) {
          session.send({ type: "session.stay" });
          throw error;
        }
        try {
          await leave();
        } finally {
          await tellSession(session, { type: "session.ended" });
        }
        return { ok: true };
      }),
  };
}
