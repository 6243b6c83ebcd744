import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/connect";
import { users } from "../db/schema";
import { HttpError } from "../http/http-error";

/** Replaces the member's interests (the contract checked their number, length and repeats). */
export async function setInterests(
  db: Db,
  userId: number,
  interests: readonly string[],
): Promise<{ interests: string[] }> {
  const [row] = await db
    .update(users)
    .set({ interests: [...interests], updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ interests: users.interests });
  if (!row) throw new HttpError("UNAUTHORIZED", "Аккаунт не найден");
  return row;
}
