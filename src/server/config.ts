import { resolve } from "node:path";
import { Result, Schema } from "effect";

/** Settings of one server process, read from the environment once at start. */
export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** PostgreSQL when set (`memory://` = PGlite in memory, for tests); PGlite in `dataDir/db` otherwise. */
  readonly databaseUrl: string | undefined;
  readonly redisUrl: string | undefined;
  readonly seedDemo: boolean;
  readonly logLevel: LogLevel;
  readonly clientDir: string;
  readonly uploadDir: string;
  readonly smtpUrl: string | undefined;
  /**
   * The one address of the server: letters link to it and the start announces it (main.ts), so a link
   * opens in the tab the log showed (cookie `l` belongs to one host). Without PUBLIC_URL,
   * {@link defaultPublicUrl}.
   */
  readonly publicUrl: string;
  /** Rate limits on login, registration, reset and SMS (spec-less, ours); `RATE_LIMITS=off` for benchmarks. */
  readonly rateLimits: boolean;
  /** Behind a proxy: take the client's address from X-Forwarded-For (per-IP limits need it). */
  readonly trustProxy: boolean;
  /** The first start's admin password; a random one (printed once, main.ts) when unset. */
  readonly adminPassword: string | undefined;
  /** How long the event log keeps events for replay (days); older gaps get `resync`. */
  readonly eventRetentionDays: number;
}

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
type LogLevel = (typeof logLevels)[number];

/** Hosts that mean "this machine" to a browser on it: every interface, or the loopback one. */
const localHosts = new Set(["0.0.0.0", "::", "127.0.0.1", "::1", "localhost"]);

/**
 * PUBLIC_URL's default: `http://localhost:PORT` when the server listens on every interface or on the
 * loopback one (the README's address; browsers treat localhost as a secure context, which the microphone
 * of voice messages needs), `http://HOST:PORT` when HOST names one other interface.
 */
export function defaultPublicUrl(host: string, port: number): string {
  if (localHosts.has(host)) return `http://localhost:${port}`;
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}

/** A wrong environment: its message is shown as is, without a stack trace. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

const text = Schema.String.check(Schema.isMinLength(1));
const urlOf = (...schemes: string[]) =>
  Schema.String.check(Schema.isPattern(new RegExp(`^(${schemes.join("|")})://\\S+$`)));

/** Each variable with its schema and, for the error message, what it should look like. */
const variables = {
  PORT: {
    schema: Schema.String.check(Schema.isPattern(/^\d{1,5}$/))
      .pipe(Schema.decodeTo(Schema.NumberFromString))
      .pipe(Schema.decodeTo(Schema.Int.check(Schema.isLessThanOrEqualTo(65_535)))),
    expected: "целое число от 0 до 65535",
  },
  HOST: { schema: text, expected: "имя или адрес интерфейса, например 0.0.0.0" },
  DATA_DIR: { schema: text, expected: "путь к папке" },
  DATABASE_URL: {
    schema: Schema.String.check(Schema.isPattern(/^(memory:\/\/|postgres(ql)?:\/\/\S+)$/)),
    expected: "адрес вида postgres://… (или memory:// для тестов)",
  },
  REDIS_URL: { schema: urlOf("redis", "rediss"), expected: "адрес вида redis://…" },
  SEED_DEMO: { schema: Schema.Literals(["0", "1"]), expected: "1 (демо-данные) или 0 (без них)" },
  LOG_LEVEL: { schema: Schema.Literals(logLevels), expected: `одно из: ${logLevels.join(", ")}` },
  CLIENT_DIR: { schema: text, expected: "путь к папке" },
  UPLOAD_DIR: { schema: text, expected: "путь к папке" },
  SMTP_URL: { schema: urlOf("smtp", "smtps"), expected: "адрес вида smtp://…" },
  PUBLIC_URL: { schema: urlOf("http", "https"), expected: "адрес вида https://example.org" },
  RATE_LIMITS: {
    schema: Schema.Literals(["on", "off"]),
    expected: "on (по умолчанию) или off (для замеров)",
  },
  TRUST_PROXY: { schema: Schema.Literals(["0", "1"]), expected: "1 (за прокси) или 0" },
  ADMIN_PASSWORD: {
    schema: Schema.String.check(Schema.isMinLength(12), Schema.isMaxLength(128)),
    expected: "пароль от 12 до 128 символов",
  },
  EVENT_RETENTION_DAYS: {
    schema: Schema.String.check(Schema.isPattern(/^\d{1,4}$/))
      .pipe(Schema.decodeTo(Schema.NumberFromString))
      .pipe(
        Schema.decodeTo(Schema.Int.check(Schema.isGreaterThanOrEqualTo(1), Schema.isLessThanOrEqualTo(3650))),
      ),
    expected: "целое число дней от 1 до 3650",
  },
} as const;

type Name = keyof typeof variables;
type Values = { [N in Name]?: (typeof variables)[N]["schema"]["Type"] };

/**
 * Reads and checks the environment. Empty values count as unset (docker-compose writes `X=` for
 * "nothing"). Throws {@link ConfigError} naming every wrong variable; values are not echoed, since
 * URLs may hold passwords.
 */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, { schema, expected }] of Object.entries(variables)) {
    const raw = env[name];
    if (raw === undefined || raw === "") continue;
    const decoded = Schema.decodeUnknownResult(schema as Schema.Codec<unknown, unknown>)(raw);
    if (Result.isSuccess(decoded)) values[name] = decoded.success;
    else problems.push(`Переменная окружения ${name} задана неверно: ожидается ${expected}.`);
  }
  if (problems.length > 0) throw new ConfigError(problems.join("\n"));

  const v = values as Values;
  const port = v.PORT ?? 3000;
  const dataDir = resolve(v.DATA_DIR ?? "./data");
  const host = v.HOST ?? "0.0.0.0";
  return {
    port,
    host,
    dataDir,
    databaseUrl: v.DATABASE_URL,
    redisUrl: v.REDIS_URL,
    seedDemo: (v.SEED_DEMO ?? "1") === "1",
    logLevel: v.LOG_LEVEL ?? "info",
    clientDir: resolve(v.CLIENT_DIR ?? "dist/client"),
    uploadDir: resolve(v.UPLOAD_DIR ?? resolve(dataDir, "uploads")),
    smtpUrl: v.SMTP_URL,
    publicUrl: (v.PUBLIC_URL ?? defaultPublicUrl(host, port)).replace(/\/+$/, ""),
    rateLimits: (v.RATE_LIMITS ?? "on") === "on",
    trustProxy: v.TRUST_PROXY === "1",
    adminPassword: v.ADMIN_PASSWORD,
    eventRetentionDays: v.EVENT_RETENTION_DAYS ?? 7,
  };
}
