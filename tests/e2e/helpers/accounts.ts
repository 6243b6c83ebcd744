import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { e2eAdminPassword } from "./env";

/** The password of every member these tests register. */
export const password = "надёжный пароль 42";

/** A unique suffix for addresses, so tests never share an account. */
export const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

export interface Member {
  readonly id: number;
  readonly name: string;
  readonly email: string;
}

interface OutboxRow {
  readonly recipient: string;
  readonly links: ReadonlyArray<string>;
}

/** The newest link leading to `kind` mailed to `email`, read from the outbox as the /dev page does. */
export async function mailedLink(
  request: APIRequestContext,
  email: string,
  kind: "/reg/verify-" | "/new-password-" | "/email-confirm-",
): Promise<string> {
  const outbox = await request.get("/api/dev/outbox");
  expect(outbox.status(), await outbox.text()).toBe(200);
  const { rows } = (await outbox.json()) as { rows: OutboxRow[] };
  const link = rows
    .find((row) => row.recipient === email && row.links.some((l) => l.includes(kind)))
    ?.links.find((l) => l.includes(kind));
  expect(link, `a ${kind} link for ${email} in the outbox`).toBeTruthy();
  return link as string;
}

/**
 * Registers and verifies a member the way a visitor becomes one (registration, then the link from the
 * outbox), in `request`'s cookie jar: a page of the same context is then logged in as them.
 */
export async function becomeMember(request: APIRequestContext, name = "Участница Проверки"): Promise<Member> {
  const email = `member-${unique()}@mir.test`;
  const reg = await request.post("/api/users/reg", { data: { name, email, password } });
  expect(reg.status(), await reg.text()).toBe(200);
  const link = await mailedLink(request, email, "/reg/verify-");
  const code = link.slice(link.indexOf("/reg/verify-") + "/reg/verify-".length);
  const verified = await request.put("/api/users/verify", { data: { code } });
  expect(verified.status(), await verified.text()).toBe(200);
  const { user } = (await verified.json()) as { user: { id: number } };
  return { id: user.id, name, email };
}

/** A fresh browser context logged in as a new member. */
export async function memberPage(browser: Browser, name?: string): Promise<{ page: Page; member: Member }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = await becomeMember(context.request, name);
  return { page, member };
}

/** A fresh browser context logged in as the seeded admin (ADMIN_PASSWORD of playwright.config.ts). */
export async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const login = await context.request.post("/api/users/auth", {
    data: { email: "admin@mir.local", password: e2eAdminPassword },
  });
  expect(login.status(), await login.text()).toBe(200);
  return context.newPage();
}

/** The seeded admin's requests (their own browser context, as another person on another computer). */
export async function adminRequests(browser: Browser): Promise<APIRequestContext> {
  const context = await browser.newContext();
  const login = await context.request.post("/api/users/auth", {
    data: { email: "admin@mir.local", password: e2eAdminPassword },
  });
  expect(login.status(), await login.text()).toBe(200);
  return context.request;
}
