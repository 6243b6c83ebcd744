import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

// scrypt with Node's default cost (N=2^14, r=8, p=1): ≈50 ms here, slow enough against guessing.
const params = { N: 16_384, r: 8, p: 1 } as const;
const keyLength = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * Hashes a password with scrypt and a fresh 16-byte salt. The result carries its own parameters
 * (`scrypt$N$r$p$salt$key`, base64), so they can be raised later without breaking stored hashes.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** Checks a password against a stored hash in constant time; a malformed hash simply does not match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 256 * Number(n) * Number(r),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A random password people can type: 16 characters from an alphabet without look-alikes (0/O, 1/l). */
export function generatePassword(length = 16): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  // 56 letters: bytes ≥ 224 (= 4 × 56) are skipped, or the first letters would come up more often.
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length)) {
      if (byte < 224 && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}
