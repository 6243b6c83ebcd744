/**
 * Who is calling, as infrastructure knows it: types and a port. The session lookup is auth's
 * (src/server/auth/sessions.ts), handed in at composition (app.ts): http and realtime import no domain.
 */

/** Who is calling: resolved from the `l` cookie or an `Authorization: Bearer` header. */
export interface AuthContext {
  readonly userId: number;
  readonly sessionId: number;
  readonly roleIds: ReadonlyArray<number>;
  /** A cookie-only call from a browser must come from our own origin (ARCHITECTURE §4). */
  readonly via: "cookie" | "bearer";
}

/** Who makes a call, as a domain function needs it: `(deps, caller, input)`. */
export type Caller = Pick<AuthContext, "userId">;

/** A live session: whose, with which roles, until when. */
export type LiveSession = Omit<AuthContext, "via"> & { readonly expiresAt: Date };

/** The session lookup: a request's token, a socket's session. */
export interface Sessions {
  /** The live session of a token (cookie `l` or a bearer token), through this process's cache. */
  byToken(token: string): Promise<LiveSession | undefined>;
  /** The live session by id, asked of the database every time: an open socket's re-check. */
  byId(sessionId: number): Promise<LiveSession | undefined>;
  /** The member's sessions ended or their account changed: what is kept of them is dropped. */
  forget(userId: number): void;
  /** The bus may have missed announcements: everything kept is dropped. */
  clear(): void;
}
