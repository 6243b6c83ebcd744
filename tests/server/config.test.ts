// @vitest-environment node
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config";

describe("loadConfig", () => {
  it("refuses a PORT that is not a number, naming the variable", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "abc" })).toThrow(
      "Переменная окружения PORT задана неверно: ожидается целое число от 0 до 65535.",
    );
  });

  it.each([
    ["PORT", "70000"],
    ["PORT", "-1"],
    ["SEED_DEMO", "maybe"],
    ["LOG_LEVEL", "loud"],
    ["DATABASE_URL", "mysql://x"],
    ["PUBLIC_URL", "example.org"],
    ["EVENT_RETENTION_DAYS", "0"],
    ["EVENT_RETENTION_DAYS", "1.5"],
    ["EVENT_RETENTION_DAYS", "3651"],
  ])("refuses %s=%s", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Переменная окружения ${name} задана неверно`),
    );
  });

  it("names every wrong variable at once and does not echo values", () => {
    const error = (() => {
      try {
        loadConfig({ PORT: "abc", SEED_DEMO: "maybe", DATABASE_URL: "mysql://user:secret@db" });
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error?.message.split("\n").map((line) => line.split(" ")[2])).toEqual([
      "PORT",
      "DATABASE_URL",
      "SEED_DEMO",
    ]);
    expect(error?.message).not.toContain("secret");
  });

  it("fills defaults from other values", () => {
    const config = loadConfig({ DATA_DIR: "/srv/mir", PORT: "8080" });
    expect(config).toEqual({
      port: 8080,
      host: "0.0.0.0",
      dataDir: "/srv/mir",
      databaseUrl: undefined,
      redisUrl: undefined,
      seedDemo: true,
      logLevel: "info",
      clientDir: resolve("dist/client"),
      uploadDir: "/srv/mir/uploads",
      smtpUrl: undefined,
      publicUrl: "http://localhost:8080",
      rateLimits: true,
      trustProxy: false,
      adminPassword: undefined,
      eventRetentionDays: 7,
    });
  });

  it("links letters to the address the start announces: localhost on every or the loopback interface, else HOST", () => {
    expect(loadConfig({ PORT: "3199" }).publicUrl).toBe("http://localhost:3199");
    expect(loadConfig({ PORT: "3199", HOST: "127.0.0.1" }).publicUrl).toBe("http://localhost:3199");
    expect(loadConfig({ PORT: "3199", HOST: "::" }).publicUrl).toBe("http://localhost:3199");
    expect(loadConfig({ PORT: "3199", HOST: "192.168.1.20" }).publicUrl).toBe("http://192.168.1.20:3199");
    expect(loadConfig({ PORT: "3199", HOST: "fd00::5" }).publicUrl).toBe("http://[fd00::5]:3199");
    expect(loadConfig({ HOST: "10.0.0.2", PUBLIC_URL: "https://mir.example" }).publicUrl).toBe(
      "https://mir.example",
    );
  });

  it("turns rate limits off and trusts a proxy only when told", () => {
    const config = loadConfig({ RATE_LIMITS: "off", TRUST_PROXY: "1" });
    expect(config.rateLimits).toBe(false);
    expect(config.trustProxy).toBe(true);
    expect(() => loadConfig({ RATE_LIMITS: "no" })).toThrow(/RATE_LIMITS/);
    expect(() => loadConfig({ ADMIN_PASSWORD: "short" })).toThrow(/ADMIN_PASSWORD/);
    expect(loadConfig({ ADMIN_PASSWORD: "a long enough one" }).adminPassword).toBe("a long enough one");
    expect(loadConfig({ EVENT_RETENTION_DAYS: "30" }).eventRetentionDays).toBe(30);
  });

  it("treats empty values as unset and reads the rest", () => {
    const config = loadConfig({
      PORT: "",
      SEED_DEMO: "0",
      DATABASE_URL: "postgres://postgres@db/mir",
      PUBLIC_URL: "https://mir.example/",
    });
    expect(config.port).toBe(3000);
    expect(config.seedDemo).toBe(false);
    expect(config.databaseUrl).toBe("postgres://postgres@db/mir");
    expect(config.publicUrl).toBe("https://mir.example");
  });
});
