import { RoleId } from "../../../src/api/schema/user";
import { insertUser } from "../../../src/server/auth/create-user";
import { hashPassword } from "../../../src/server/auth/password";
import { openSession } from "../../../src/server/auth/sessions";
import type { Db } from "../../../src/server/db/connect";
import { joinStructure } from "../../../src/server/structure";

/** A password every account made by {@link createMember} has. */
export const testPassword = "correct horse battery";
let hashed: Promise<string> | undefined;
let counter = 0;

export interface TestMember {
  readonly id: number;
  readonly email: string;
  /** A live session token, for `authorization: Bearer …` or cookie `l`. */
  readonly token: string;
  /** `{ authorization: "Bearer …" }`. */
  readonly bearer: { readonly authorization: string };
  /** `{ cookie: "l=…" }`, as a browser on our own origin sends it. */
  readonly cookie: { readonly cookie: string };
}

/**
 * A confirmed member straight in the database (with {@link testPassword}) and an open session, so a test
 * of one call does not depend on registration working. Confirmed, they join the structure as registration
 * would: under `referrer` (who invited them), or at a root of their own.
 */
export async function createMember(
  db: Db,
  options: {
    name?: string;
    roles?: ReadonlyArray<number>;
    verified?: boolean;
    referrer?: { id: number };
  } = {},
): Promise<TestMember> {
  counter += 1;
  const email = `member${counter}.${Date.now()}@test.mir`;
  hashed ??= hashPassword(testPassword);
  const id = await insertUser(
    db,
    {
      name: options.name ?? `Участник ${counter}`,
      email,
      passwordHash: await hashed,
      emailVerifiedAt: options.verified === false ? null : new Date(),
      referrerId: options.referrer?.id ?? null,
    },
    options.roles ?? [RoleId.member],
  );
  if (options.verified !== false) await joinStructure(db, id);
  const token = await openSession(db, id);
  return { id, email, token, bearer: { authorization: `Bearer ${token}` }, cookie: { cookie: `l=${token}` } };
}

/** An admin (roles 1 and 2) made the same way. */
export function createAdmin(db: Db): Promise<TestMember> {
  return createMember(db, { name: "Админ теста", roles: [RoleId.admin, RoleId.member] });
}
