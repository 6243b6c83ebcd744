import { sessionHintCookie } from "../../api/endpoints/auth";

/**
 * Whether this browser holds a session, as the readable hint cookie says (src/server/auth/sessions.ts).
 * Without it there is nothing to check: the visitor's page asks nothing and waits for no answer.
 */
export const hasSessionHint = (): boolean =>
  typeof document !== "undefined" &&
  document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${sessionHintCookie}=`));
