// @vitest-environment node
import { describe, expect, it } from "vitest";
import { generatePassword, hashPassword, verifyPassword } from "../../src/server/auth/password";

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("Секрет-123");
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain("Секрет");
    await expect(verifyPassword("Секрет-123", hash)).resolves.toBe(true);
    await expect(verifyPassword("Секрет-124", hash)).resolves.toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("treats a malformed hash as no match", async () => {
    await expect(verifyPassword("x", "md5$abc")).resolves.toBe(false);
    await expect(verifyPassword("x", "")).resolves.toBe(false);
  });

  it("generates typeable random passwords", () => {
    const passwords = Array.from({ length: 50 }, () => generatePassword());
    for (const password of passwords) expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{16}$/);
    expect(new Set(passwords).size).toBe(50);
  });
});
