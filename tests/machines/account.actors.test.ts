import { Subject } from "rxjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { createApiClient } from "../../src/api/client";
import { login, resetPassword } from "../../src/api/endpoints/auth";
import { deleteAccount } from "../../src/api/endpoints/users";
import { ApiError } from "../../src/api/errors";
import type { AuthResult, CodeCheck, SessionUser } from "../../src/api/schema/account";
import { formOf } from "../../src/machines/lib/form.machine";
import { toProblem } from "../../src/machines/lib/problem";
import { avatarFault, checkAvatar } from "../../src/machines/profile/avatar-check";
import { phoneActors } from "../../src/machines/profile/phone.actors";
import { profileActors } from "../../src/machines/profile/profile.actors";
import { accountActors, problemError } from "../../src/machines/session/account.actors";
import { linkCodeMachine } from "../../src/machines/session/link-code.machine";
import type { SessionSignal } from "../../src/machines/session/session.machine";
import { deferred, stubSession, unauthorized } from "../helpers/session";

// The app's calls over a client of their own: its fetch is the global one, which each test answers.
const client = createApiClient();
const account = accountActors(client);
const profile = profileActors(client);
const phone = phoneActors(client);

const anna: SessionUser = {
  id: 7,
  name: "Анна",
  avatar: null,
  roles: [{ id: 2, name: "Участник" }],
  createdAt: "2026-01-01T00:00:00.000Z",
  email: "anna@mail.ru",
  emailVerified: true,
  phone: null,
  phoneVerified: false,
  referralCode: "anna-ref",
  pendingEmail: null,
};
const signedIn: AuthResult = { user: anna, accessToken: "t" };
/** A real session machine, a visitor at first, whose calls answer as the test says (signed in by default). */
function session(options: { login?: () => Promise<AuthResult>; verify?: () => Promise<AuthResult> } = {}) {
  const calls = { login: 0, verify: 0, logout: 0 };
  const actor = stubSession({
    login: async () => {
      calls.login++;
      return (options.login ?? (async () => signedIn))();
    },
    verify: async () => {
      calls.verify++;
      return (options.verify ?? (async () => signedIn))();
    },
    logout: async () => {
      calls.logout++;
    },
  });
  return { actor, calls };
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

afterEach(() => vi.restoreAllMocks());

describe("login through the session", () => {
  function loginForm(s: ReturnType<typeof session>) {
    return createActor(formOf(account.login(s.actor)), {
      input: { schema: login.body },
    }).start();
  }

  it("logs in through the session and answers the member", async () => {
    const s = session();
    const form = loginForm(s);
    form.send({ type: "form.submit", values: { email: " Anna@Mail.ru ", password: "12345678" } });
    await waitFor(form, (f) => f.matches("succeeded"));
    expect(form.getSnapshot().context.result).toEqual(anna);
    expect(s.actor.getSnapshot().hasTag("authorized")).toBe(true);
    expect(s.calls.login).toBe(1);
  });

  it("shows the session's refusal in the form, reason included", async () => {
    const s = session({
      login: async () => {
        throw new ApiError(
          403,
          {
            error: {
              code: "FORBIDDEN",
              message: "Адрес не подтверждён",
              details: { reason: "email_not_verified" },
            },
          },
          "email_not_verified",
        );
      },
    });
    const form = loginForm(s);
    form.send({ type: "form.submit", values: { email: "anna@mail.ru", password: "12345678" } });
    await waitFor(form, (f) => f.matches("editing") && f.context.problem !== null);
    expect(form.getSnapshot().context.problem).toMatchObject({ status: 403, reason: "email_not_verified" });
    expect(s.actor.getSnapshot().matches("anonymous")).toBe(true);
  });

  it("keeps field errors of a refused login under the fields", () => {
    const problem = toProblem(
      new ApiError(400, {
        error: {
          code: "VALIDATION",
          message: "Неверное значение",
          details: { issues: [{ in: "body", path: "email", message: "Адрес слишком длинный" }] },
        },
      }),
    );
    expect(toProblem(problemError(problem))).toEqual(problem);
  });
});

describe("verification through the session", () => {
  it("waits for a verification already running instead of sending a second one", async () => {
    let answer!: (value: AuthResult) => void;
    const s = session({ verify: () => new Promise((resolve) => (answer = resolve)) });
    await waitFor(s.actor, (x) => x.matches("anonymous"));
    s.actor.send({ type: "session.verify", code: "a".repeat(43) }); // e.g. the page before it re-mounted
    const link = createActor(
      linkCodeMachine.provide({
        actors: {
          check: fromPromise<CodeCheck, { code: string }>(async () => ({ valid: true })),
          use: account.verify(s.actor),
        },
      }),
      { input: { code: "a".repeat(43), autoUse: true } },
    ).start();
    await waitFor(link, (l) => l.matches("using"));
    answer(signedIn);
    await waitFor(link, (l) => l.matches("done"));
    expect(s.calls.verify).toBe(1);
  });

  it("a used link (409) is the 'used' screen, not an error", async () => {
    const s = session({
      verify: async () => {
        throw new ApiError(
          409,
          {
            error: { code: "CONFLICT", message: "Эта ссылка уже использована.", details: { reason: "used" } },
          },
          "used",
        );
      },
    });
    const link = createActor(
      linkCodeMachine.provide({
        actors: {
          check: fromPromise<CodeCheck, { code: string }>(async () => ({ valid: true })),
          use: account.verify(s.actor),
        },
      }),
      { input: { code: "a".repeat(43), autoUse: true } },
    ).start();
    await waitFor(link, (l) => l.matches("invalid"));
    expect(link.getSnapshot().context.reason).toBe("used");
  });

  it("a code that is not shaped like one is 'unknown' without asking the server", () => {
    const check = vi.fn(async () => ({ valid: true }));
    const link = createActor(linkCodeMachine.provide({ actors: { check: fromPromise(check) } }), {
      input: { code: "../../etc" },
    }).start();
    expect(link.getSnapshot().value).toBe("invalid");
    expect(link.getSnapshot().context.reason).toBe("unknown");
    expect(check).not.toHaveBeenCalled();
  });
});

describe("calls that change who is logged in", () => {
  it("a new password logs the member in: the session hears session.signedIn", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(json(200, signedIn));
    const s = session();
    await waitFor(s.actor, (x) => x.matches("anonymous"));
    const form = createActor(formOf(account.resetPassword(s.actor)), {
      input: { schema: resetPassword.body },
    }).start();
    form.send({ type: "form.submit", values: { code: "b".repeat(43), password: "новый пароль" } });
    await waitFor(form, (f) => f.matches("succeeded"));
    expect(s.actor.getSnapshot().context.user).toEqual(anna);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/users/password/reset");
    expect(JSON.parse(String(init?.body))).toEqual({ code: "b".repeat(43), password: "новый пароль" });
  });

  it("a deleted account ends the session, with no logout call (the deletion's answer cleared the cookie)", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(json(200, { ok: true }));
    const s = session({ login: async () => signedIn });
    await waitFor(s.actor, (x) => x.matches("anonymous"));
    s.actor.send({ type: "session.login", email: "anna@mail.ru", password: "12345678" });
    await waitFor(s.actor, (x) => x.hasTag("authorized"));
    const form = createActor(formOf(profile.deleteAccount(s.actor, async () => {})), {
      input: { schema: deleteAccount.body, confirm: true },
    }).start();
    form.send({ type: "form.submit", values: { password: "12345678" } });
    form.send({ type: "form.confirm" });
    await waitFor(form, (f) => f.matches("succeeded"));
    await waitFor(s.actor, (x) => x.matches("anonymous"));
    expect(s.calls.logout).toBe(0);
    expect(s.actor.getSnapshot().context.user).toBeNull();
  });

  it("the socket refused mid-deletion does not end the session before the member is taken away", async () => {
    // The server closes the account's sockets (4401) before its answer arrives; a re-check heard then
    // would end the session on the settings page, whose guard sends the member to /auth, not to /.
    const answer = deferred<Response>();
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(() => answer.promise);
    const signals = new Subject<SessionSignal>();
    let checks = 0;
    const session = stubSession({
      checkToken: async () => (checks++ === 0 ? anna : Promise.reject(unauthorized)),
      signals,
    });
    await waitFor(session, (x) => x.matches("authorized"));
    const userWhenLeft: Array<SessionUser | null> = [];
    const form = createActor(
      formOf(
        profile.deleteAccount(session, async () => {
          userWhenLeft.push(session.getSnapshot().context.user);
        }),
      ),
      { input: { schema: deleteAccount.body, confirm: true } },
    ).start();
    form.send({ type: "form.submit", values: { password: "12345678" } });
    form.send({ type: "form.confirm" });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    signals.next({ type: "session.recheck" });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(session.getSnapshot().context.user).toEqual(anna);

    answer.resolve(json(200, { ok: true }));
    await waitFor(form, (f) => f.matches("succeeded"));
    await waitFor(session, (x) => x.matches("anonymous"));
    expect(userWhenLeft).toEqual([anna]);
  });

  it("a refused deletion keeps the session listening to the socket", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      json(400, {
        error: {
          code: "VALIDATION",
          message: "Неверный пароль",
          details: { issues: [{ in: "body", path: "password", message: "Неверный пароль" }] },
        },
      }),
    );
    const signals = new Subject<SessionSignal>();
    let checks = 0;
    const session = stubSession({
      checkToken: async () => (checks++ === 0 ? anna : Promise.reject(unauthorized)),
      signals,
    });
    await waitFor(session, (x) => x.matches("authorized"));
    let left = false;
    const form = createActor(
      formOf(
        profile.deleteAccount(session, async () => {
          left = true;
        }),
      ),
      { input: { schema: deleteAccount.body, confirm: true } },
    ).start();
    form.send({ type: "form.submit", values: { password: "12345678" } });
    form.send({ type: "form.confirm" });
    await waitFor(form, (f) => f.matches("editing") && f.context.fieldErrors.password !== undefined);
    expect(left).toBe(false);
    expect(session.getSnapshot().context.user).toEqual(anna);
    // The token dies elsewhere later: the session hears it again.
    signals.next({ type: "session.recheck" });
    await waitFor(session, (x) => x.matches("anonymous"));
  });
});

describe("phone and avatar actors", () => {
  it("sends the attempt's Idempotency-Key with the SMS request", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(json(200, { phone: "+79991234567", expiresAt: "2026-01-01T10:10:00.000Z" }));
    const actor = createActor(phone.sendSms, { input: { phone: "+79991234567", key: "k-1" } }).start();
    await waitFor(actor, (s) => s.status === "done");
    const headers = (fetch.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers["idempotency-key"]).toBe("k-1");
  });

  it("reports honestly whether the code reached the clipboard", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      json(200, { code: "123456", expiresAt: "2026-01-01T10:10:00Z" }),
    );
    const copied: string[] = [];
    const ok = createActor(
      phone.fetchCode(async (text) => {
        copied.push(text);
        return false;
      }),
      { input: { phone: "+79991234567" } },
    ).start();
    await waitFor(ok, (s) => s.status === "done");
    expect(ok.getSnapshot().output).toEqual({
      code: "123456",
      expiresAt: "2026-01-01T10:10:00Z",
      copied: false,
    });
    expect(copied).toEqual(["123456"]);
  });

  it("names what is wrong with a picked avatar", () => {
    expect(avatarFault({ type: "image/png", size: 1000 })).toBeNull();
    expect(avatarFault({ type: "application/pdf", size: 1000 })).toBe("type");
    expect(avatarFault({ type: "image/jpeg", size: 6 * 1024 * 1024 })).toBe("size");
    const check = checkAvatar({ type: "не то", size: "велико" });
    const big = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: "image/png" });
    expect(check({}, { avatar: big })).toEqual({ avatar: "велико" });
    expect(check({}, { avatar: null })).toEqual({});
  });
});
