import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AuthContext } from "../auth/sessions";
import { HttpError } from "./http-error";

/**
 * One limit of an endpoint: at most `max` calls per `windowSeconds` for each key. The key is the
 * caller's IP, the logged-in member, or a value of the raw body (the e-mail of a login), so that one
 * account cannot be hammered from many addresses.
 */
export interface RateRule {
  /** Unique per rule: counters of different rules never mix. */
  readonly name: string;
  readonly max: number;
  readonly windowSeconds: number;
  readonly per: "ip" | "user" | ((rawBody: unknown, request: FastifyRequest) => string | undefined);
}

/** A limiter made once per rule when the route is registered; throws RATE_LIMITED with Retry-After. */
export type RateCheck = (
  request: FastifyRequest,
  auth: AuthContext | null,
  rawBody: unknown,
) => Promise<void>;

export function rateLimiter(app: FastifyInstance, rule: RateRule): RateCheck {
  if (!app.rateLimitsOn) return async () => {};
  const limit = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.windowSeconds * 1000,
    keyGenerator: (request) => (request as FastifyRequest & { [rateKey]?: string })[rateKey] ?? request.ip,
  });
  return async (request, auth, rawBody) => {
    const key =
      rule.per === "ip"
        ? request.ip
        : rule.per === "user"
          ? auth?.userId.toString()
          : rule.per(rawBody, request);
    if (key === undefined) return;
    (request as FastifyRequest & { [rateKey]?: string })[rateKey] = `${rule.name}:${key}`;
    const result = await limit(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw new HttpError(
      "RATE_LIMITED",
      `Слишком много попыток. Повторите через ${describeWait(result.ttlInSeconds)}.`,
      { retryAfter: result.ttlInSeconds },
      { "retry-after": String(result.ttlInSeconds) },
    );
  };
}

const rateKey = Symbol("mir.rateKey");

/** «45 с», «3 мин»: how long to wait, for people. */
function describeWait(seconds: number): string {
  return seconds < 60 ? `${seconds} с` : `${Math.ceil(seconds / 60)} мин`;
}

/** The e-mail of a raw JSON body, normalised as the contract does, for per-account limits. */
/** The address and the e-mail together: guessing one account from one place. */
export function ipAndBodyEmail(rawBody: unknown, request: FastifyRequest): string | undefined {
  const email = bodyEmail(rawBody);
  return email === undefined ? undefined : `${request.ip}|${email}`;
}

export function bodyEmail(rawBody: unknown): string | undefined {
  const email = (rawBody as { email?: unknown } | null | undefined)?.email;
  return typeof email === "string" ? email.trim().toLowerCase() : undefined;
}
