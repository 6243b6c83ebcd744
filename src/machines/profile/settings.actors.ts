import { fromPromise } from "xstate";
import type { ApiClient } from "../../api/client";
import { checkToken } from "../../api/endpoints/auth";
import {
  changeEmail,
  confirmEmail,
  getPrivacy,
  setInterests,
  setPrivacy,
} from "../../api/endpoints/settings";
import type { CodeCheck } from "../../api/schema/account";
import type { Privacy } from "../../api/schema/settings";
import { submitTo } from "../lib/endpoint-actor";
import { loadWith } from "../lib/resource.machine";
import { formSubmit, type SessionRef, tellSession } from "../session/account.actors";

/** Side effects of the settings sections through `client`: privacy, interests, a new e-mail address. */
export function settingsActors(client: ApiClient) {
  return {
    /** The caller's privacy: a resource machine's `load`. */
    loadPrivacy: loadWith((_: undefined, signal): Promise<Privacy> => client.call(getPrivacy, { signal })),
    savePrivacy: submitTo(client, setPrivacy),
    saveInterests: submitTo(client, setInterests),

    /** Asks for the new address; the session then holds the pending one (the section shows it). */
    changeEmail: (session: SessionRef) =>
      formSubmit(async (input: { email: string; password: string }, signal) => {
        const answer = await client.call(changeEmail, { body: input, signal });
        await refreshSessionUser(client, session, signal);
        return answer;
      }),

    /**
     * The new address's link has no check call of its own (nothing to choose before using it, as with a new
     * password): the link-code machine's `check` passes a code shaped like one, and `use` tells the rest.
     */
    checkEmailCode: fromPromise<CodeCheck, { code: string }>(async () => ({ valid: true })),
    /** Confirms the address; a logged-in tab's session takes the new copy of the member. */
    confirmEmail: (session: SessionRef) =>
      fromPromise<unknown, { code: string }>(async ({ input, signal }) => {
        const answer = await client.call(confirmEmail, { body: { code: input.code }, signal });
        if (session.getSnapshot().context.user)
          await refreshSessionUser(client, session, signal).catch(() => undefined);
        return answer;
      }),
  };
}

/** The session's member read again (an address asked for or confirmed changes them). */
async function refreshSessionUser(
  client: ApiClient,
  session: SessionRef,
  signal: AbortSignal,
): Promise<void> {
  const user = await client.call(checkToken, { signal });
  await tellSession(session, { type: "session.userUpdated", user });
}
