/** The search params of /auth (spec §6: guards send visitors here with `page=auth`), parsed by its route. */
export interface AuthSearch {
  /** Which form to open: `auth` = login (the default), `reg` = registration; nothing else survives parsing. */
  readonly page?: "auth" | "reg";
  /** A referral code from a `?ref=` link, carried into registration. */
  readonly ref?: string;
  /** Where to go after login: a path of this site (see {@link safeRedirect}). */
  readonly redirect?: string;
}

const base = "http://mir.invalid";

/**
 * A path of this site to go to after login, or undefined: the `redirect` of /auth, read by the /auth
 * page and by the `guestOnly` guard. Only `/…` paths: not `//host` or `/\host` (which browsers read as
 * another site), nothing with control characters (browsers drop tabs and line breaks from URLs, so
 * `/<tab>/host` would become `//host`), and not /auth itself (that would only loop) — so a crafted link
 * to /auth cannot send a member elsewhere once they log in.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 2048) return undefined;
  if (!value.startsWith("/") || value.startsWith("//")) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  // Judged as the browser will read it: `/x/../auth` is /auth too.
  if (url.origin !== base || /^\/auth(?:\/|$)/i.test(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
