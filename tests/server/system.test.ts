// @vitest-environment node
import { describe, expect, it } from "vitest";
import { backends, useTestApp } from "./helpers/test-app";

describe.each(backends)("system on $name", (backend) => {
  const ctx = useTestApp(backend);

  it("answers the health check", async () => {
    const response = await ctx().app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("answers an unknown API path with 404 in the error shape, never the SPA", async () => {
    for (const url of ["/api/nope", "/api/users/one/1/extra", "/api"]) {
      const response = await ctx().app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"]).toMatch(/application\/json/);
      const body = response.json();
      expect(body.error.code).toBe("NOT_FOUND");
      expect(body.error.message).toMatch(/не найден/);
    }
  });

  it("answers an unknown API method with 404 too", async () => {
    const response = await ctx().app.inject({ method: "DELETE", url: "/api/health" });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("NOT_FOUND");
  });
});
