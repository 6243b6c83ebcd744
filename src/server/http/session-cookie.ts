import type { FastifyReply } from "fastify";
import { sessionHintCookie } from "../../api/endpoints/auth";

/** The session cookie of spec §4: name `l`, lifetime 360 000 s; the token behind it lives as long. */
export const sessionCookie = "l";
export const sessionLifetimeSeconds = 360_000;

export { sessionHintCookie };

/**
 * Sets cookie `l`: HttpOnly (a script injected into the page cannot read it), SameSite=Lax, Path=/,
 * max-age 360 000 s, and Secure when the app is served over HTTPS (ARCHITECTURE §4).
 */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(sessionCookie, token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: sessionLifetimeSeconds,
    secure,
  });
  setSessionHint(reply, secure);
}

/** Sets the {@link sessionHintCookie} for as long as cookie `l` lives. */
export function setSessionHint(reply: FastifyReply, secure: boolean): void {
  reply.setCookie(sessionHintCookie, "1", {
    sameSite: "lax",
    path: "/",
    maxAge: sessionLifetimeSeconds,
    secure,
  });
}

/** Clears cookie `l` and its hint (logout, a token the server no longer knows). */
export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(sessionCookie, { httpOnly: true, sameSite: "lax", path: "/", secure });
  reply.clearCookie(sessionHintCookie, { sameSite: "lax", path: "/", secure });
}
