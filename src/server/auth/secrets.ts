import { createHash, randomBytes } from "node:crypto";

/**
 * A fresh secret for a session token or a mailed link: 32 random bytes, URL-safe (43 characters, a valid
 * `LinkCode`), and the SHA-256 that is all the database keeps (ARCHITECTURE §9).
 */
export function newSecret(): { readonly value: string; readonly hash: string } {
  const value = randomBytes(32).toString("base64url");
  return { value, hash: hashSecret(value) };
}

/** The stored form of a secret: a copy of the table lets nobody log in or use a link. */
export function hashSecret(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** A member's own code for `?ref=` links: 8 URL-safe characters, short enough to dictate. */
export function newReferralCode(): string {
  return randomBytes(6).toString("base64url");
}
