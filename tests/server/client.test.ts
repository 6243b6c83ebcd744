// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "../../src/api/client";
import { defineEndpoint } from "../../src/api/endpoint";
import { login, register } from "../../src/api/endpoints/auth";
import { health } from "../../src/api/endpoints/system";
import { getUser } from "../../src/api/endpoints/users";
import { ApiError } from "../../src/api/errors";
import { backends, useTestApp } from "./helpers/test-app";

// The browser's client against the real server over real HTTP: the contract holds end to end.
describe.each(backends)("api client against the server on $name", (backend) => {
  const ctx = useTestApp(backend);
  let baseUrl = "";
  const seen: Array<{ url: string; headers: Headers }> = [];

  beforeAll(async () => {
    baseUrl = await ctx().app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => {
    seen.length = 0;
  });

  const client = () =>
    createApiClient({
      baseUrl,
      token: () => "t0ken",
      fetch: (url, init) => {
        seen.push({ url: String(url), headers: new Headers(init?.headers) });
        return fetch(url, init);
      },
    });

  it("calls an endpoint without input", async () => {
    await expect(client().call(health)).resolves.toEqual({ status: "ok" });
  });

  it("fills path params and decodes the response, sending the bearer token", async () => {
    const user = await client().call(getUser, { params: { id: 1 } });
    expect(user).toMatchObject({ id: 1, name: "Администратор", roles: [{ id: 1 }, { id: 2 }] });
    const last = seen.at(-1);
    expect(last?.url).toBe(`${baseUrl}/api/users/one/1`);
    expect(last?.headers.get("authorization")).toBe("Bearer t0ken");
  });

  it("throws ApiError with the server's decoded error", async () => {
    const failure = await client()
      .call(getUser, { params: { id: 4242 } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, code: "NOT_FOUND", message: "Пользователь не найден" });
  });

  it("refuses invalid params before sending anything", async () => {
    const before = seen.length;
    const failure = await client()
      .call(getUser, { params: { id: 0 } })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 400, code: "VALIDATION" });
    expect((failure as ApiError).body.error.details).toEqual({
      issues: [{ in: "params", path: "id", message: "Ожидается число больше 0" }],
    });
    expect(seen.length).toBe(before);
  });

  it("reports an unreachable server as a network error", async () => {
    const offline = createApiClient({ baseUrl: "http://127.0.0.1:1" });
    const failure = await offline.call(health).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).isNetworkError).toBe(true);
  });

  it("uploads through fetch outside the browser and reports 100%", async () => {
    const progress: number[] = [];
    await expect(client().upload(health, {}, (percent) => progress.push(percent))).resolves.toEqual({
      status: "ok",
    });
    expect(progress).toEqual([100]);
  });

  it("passes on a refusal reason the endpoint declares, and only such a reason", async () => {
    const member = { name: "Ида", email: "ida.reasons@example.com", password: "Sekret-123" };
    await client().call(register, { body: member });
    const credentials = { body: { email: member.email, password: member.password } };
    const declared = await client()
      .call(login, credentials)
      .catch((error: unknown) => error);
    expect(declared).toMatchObject({ status: 403, reason: "email_not_verified" });
    // The same call through an endpoint that does not declare the reason: the body still has it, the
    // machines do not get it.
    const undeclaring = defineEndpoint({
      method: login.method,
      path: login.path,
      body: login.body,
      response: login.response,
    });
    const undeclared = (await client()
      .call(undeclaring, credentials)
      .catch((error: unknown) => error)) as ApiError;
    expect(undeclared).toMatchObject({ status: 403, reason: undefined });
    expect(undeclared.body.error.details).toEqual({ reason: "email_not_verified" });
  });
});
