import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AuthContext } from "./caller";
import { HttpError } from "./http-error";

/**
 * One limit of an endpoint: at most `max` calls per `windowSeconds` for each key. The key is the
 * caller's IP, the logged-in member, or one drawn from the raw body (the e-mail of a login, so that one
 * account cannot be hammered from many addresses; the member, for calls whose body says they reach
 * others); a call whose key is undefined is not counted.
 */
export interface RateRule {
  /** Unique per rule: counters of different rules never mix. */
  readonly name: string;
  readonly max: number;
  readonly windowSeconds: number;
  readonly per:
    | "ip"
    | "user"
    | ((rawBody: unknown, request: FastifyRequest, auth: AuthContext | null) => string | undefined);
}

/** A limiter made once per rule when the route is registered; throws RATE_LIMITED with Retry-After. */
export type RateCheck = (
  request: FastifyRequest,
  auth: AuthContext | null,
  rawBody: unknown,
) => Promise<void>;

/** The limiters of each app by rule name: a rule shared by several routes (an alias) has one counter. */
const limiters = new WeakMap<FastifyInstance, Map<string, RateCheck>>();

/**
 * The limiter of `rule`, made once per app and rule: the in-memory store keeps its counters per limiter,
 * the Redis store per key, so one limiter per rule makes both count the same way.
 */
export function rateLimiter(app: FastifyInstance, rule: RateRule): RateCheck {
  let made = limiters.get(app);
  if (!made) {
    made = new Map();
    limiters.set(app, made);
  }
  const existing = made.get(rule.name);
  if (existing) return existing;
  const check = newRateLimiter(app, rule);
  made.set(rule.name, check);
  return check;
}

function newRateLimiter(app: FastifyInstance, rule: RateRule): RateCheck {
  if (!app.rateLimitsOn) return async () => {};
  const limit = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.windowSeconds * 1000,
    keyGenerator: (request) => (request as FastifyRequest & { [rateKey]?: string })[rateKey] ?? request.ip,
  });
  // The in-memory store hands every caller the same counter object and the plugin reads it a tick later:
  // concurrent calls would all see the last count, so at the limit a whole burst is refused instead of
  // the calls past it. Taken one at a time (each is a few microtasks), each sees its own count. Redis
  // answers each call with its own count.
  let previous: Promise<unknown> = Promise.resolve();
  const count = (request: FastifyRequest, key: string) => {
    (request as FastifyRequest & { [rateKey]?: string })[rateKey] = key;
    return limit(request);
  };
  const counted = (request: FastifyRequest, key: string) => {
    if (app.rateLimitStore === "redis") return count(request, key);
    const next = previous.then(() => count(request, key));
    previous = next.catch(() => {});
    return next;
  };
  return async (request, auth, rawBody) => {
    const key =
      rule.per === "ip"
        ? request.ip
        : rule.per === "user"
          ? auth?.userId.toString()
          : rule.per(rawBody, request, auth);
    if (key === undefined) return;
    const result = await counted(request, `${rule.name}:${key}`);
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
