import { createHash } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { Schema } from "effect";
import type { FastifyRequest } from "fastify";
import type { AnyEndpoint, ResponseOf } from "../../api/endpoint";
import { idempotencyKeyHeader as header } from "../../api/endpoints/phone";
import type { Db } from "../db/connect";
import { idempotencyKeys } from "../db/schema";
import { fieldError, HttpError } from "./http-error";

/** How long an answer is remembered; after that the key may be used again. */
export const idempotencyKeyLifetime = "24 hours";
// A claim still unanswered after this long belongs to a process that died mid-request.
const abandonedAfter = "1 minute";

// Visible ASCII only: the key goes to logs and the database as is.
const keyShape = /^[\x21-\x7e]{1,255}$/;

/** The `Idempotency-Key` header of a request; 400 VALIDATION naming the header when absent or malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers[header];
  if (typeof key === "string" && keyShape.test(key)) return key;
  const message =
    key === undefined
      ? "Нужен заголовок Idempotency-Key: он защищает от повторной отправки"
      : "Idempotency-Key — от 1 до 255 видимых символов ASCII";
  throw fieldError(header, message, { where: "headers" });
}

/** What identifies "the same request" for a key: method, path and the decoded body. */
export function requestHash(endpoint: AnyEndpoint, body: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify([endpoint.method, endpoint.path, body]))
    .digest("hex");
}

export interface IdempotentCall<E extends AnyEndpoint> {
  readonly db: Db;
  readonly userId: number;
  readonly key: string;
  readonly endpoint: E;
  readonly body: unknown;
}

/**
 * Runs `work` at most once per (member, key) (ARCHITECTURE §9): the first request claims the key with
 * an insert that only one can win, and its successful answer is stored; a repeat with the same body gets
 * that answer back (`replayed: true`), with another body 422, while the first is still running 409.
 *
 * Only successes are remembered: when `work` throws, its claim is released, because a refused request
 * did nothing and may safely run again with the same key. Answers are kept {@link idempotencyKeyLifetime}.
 */
export async function idempotent<E extends AnyEndpoint>(
  call: IdempotentCall<E>,
  work: () => Promise<ResponseOf<E>>,
): Promise<{ response: ResponseOf<E>; replayed: boolean }> {
  const { db, userId, key, endpoint } = call;
  const hash = requestHash(endpoint, call.body);
  const thisKey = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  // A claim can vanish between our insert and our read (its request failed): then try to take it.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          or(
            lt(idempotencyKeys.createdAt, sql`now() - ${idempotencyKeyLifetime}::interval`),
            and(
              isNull(idempotencyKeys.status),
              lt(idempotencyKeys.createdAt, sql`now() - ${abandonedAfter}::interval`),
            ),
          ),
        ),
      );
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) return { response: await runClaimed(call, work), replayed: false };

    const [existing] = await db.select().from(idempotencyKeys).where(thisKey);
    if (!existing) continue;
    if (existing.requestHash !== hash) {
      throw new HttpError(
        "UNPROCESSABLE",
        "Этот Idempotency-Key уже использован для другого запроса: для нового запроса нужен новый ключ",
      );
    }
    if (existing.status === null) {
      throw new HttpError("CONFLICT", "Такой же запрос ещё выполняется. Повторите через несколько секунд.");
    }
    const response = Schema.decodeUnknownSync(endpoint.response)(existing.response) as ResponseOf<E>;
    return { response, replayed: true };
  }
  throw new HttpError("CONFLICT", "Такой же запрос ещё выполняется. Повторите через несколько секунд.");
}

async function runClaimed<E extends AnyEndpoint>(
  { db, userId, key, endpoint }: IdempotentCall<E>,
  work: () => Promise<ResponseOf<E>>,
): Promise<ResponseOf<E>> {
  const thisClaim = and(
    eq(idempotencyKeys.userId, userId),
    eq(idempotencyKeys.key, key),
    isNull(idempotencyKeys.status),
  );
  let response: ResponseOf<E>;
  try {
    response = await work();
  } catch (error) {
    // Should the release fail too, the claim counts as abandoned after a minute; the first error matters.
    await db
      .delete(idempotencyKeys)
      .where(thisClaim)
      .catch(() => {});
    throw error;
  }
  // Stored encoded, as it went over the wire, and decoded again on a replay.
  const encoded = Schema.encodeUnknownSync(endpoint.response)(response);
  await db.update(idempotencyKeys).set({ status: 200, response: encoded }).where(thisClaim);
  return response;
}
