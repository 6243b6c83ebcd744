import { checkToken } from "../../api/endpoints/auth";
import { type SessionHandle, sessionHandle } from "./handle";
import { hasSessionHint } from "./session-hint";

// Spec §4: the session check runs before a page renders. Its code — the session machine, XState, the API
// client, RxJS — is not part of the first page's JavaScript (ARCHITECTURE §8), but the check must not
// wait for it: main.tsx imports this file first, so the check's request leaves before the rest of the
// entry runs, the session's chunk is requested at the same moment, and the actor adopts the answer when
// it starts (checkTokenSentEarly in src/machines/session/session.actors.ts decodes it like any other).
// Without the session hint cookie (src/server/auth/sessions.ts) there is nothing to check: a visitor's
// page makes no call that can only answer 401.
const checkSent = hasSessionHint()
  ? fetch(checkToken.path, {
      method: checkToken.method,
      headers: { accept: "application/json" },
      credentials: "include",
    })
  : ("no session" as const);
// A failure here is the check's answer (no connection: anonymous), read by the session.
if (checkSent !== "no session") checkSent.catch(() => {});

const loading = import("./session");

/** The app's session. The root route's `beforeLoad` awaits it, then its first answer. */
export const appSession: SessionHandle = sessionHandle(
  loading.then(({ startSession }) => startSession(checkSent)),
);

/**
 * A member's public card, or null (the router context's `findProfile`, which the digests guard asks on a
 * visit): the API client travels in the session's chunk.
 */
export const findProfile = (id: number, signal: AbortSignal) =>
  loading.then(({ findPublicUser }) => findPublicUser(id, signal));
