import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
} from "@playwright/test";
import { sessionMachine } from "../../src/machines/session/session.machine";
import { adminRequests, becomeMember, type Member, mailedLink, password, unique } from "./helpers/accounts";
import { type Gate, gate } from "./helpers/gate";
import { socketReady } from "./helpers/page-events";
import { test } from "./helpers/test";
import { type UiModel, uiPaths, walk } from "./helpers/ui-model";

// Issue 16: the session machine's QA plan (docs/machines/paths/session.md) walked in Chromium. Each event
// is what a visitor does (logs in, opens a link from the mail, deletes the account …) or what happens
// around them (an admin changes their role, the network drops a call); each state is what the page
// shows. A busy state is seen by holding its call on the way (./helpers/gate.ts), then letting it reach
// the real server — or dropping it.

interface World {
  readonly browser: Browser;
  readonly page: Page;
  /** Every other person's browser context opened by the walk (closed after it). */
  readonly others: BrowserContext[];
  /** Whom the header must name; null while nobody is logged in. */
  member: Member | null;
  /** The member the next login, verification or reset is for. */
  next: { readonly member: Member; readonly link?: string } | null;
  gate: Gate | null;
}

const banner = (world: World) => world.page.getByRole("banner");
const account = (world: World) => world.page.getByTestId("account-link");

/** Someone else's requests: registering a member the page will log in as, reading the outbox. */
async function elsewhere(world: World): Promise<APIRequestContext> {
  const context = await world.browser.newContext();
  world.others.push(context);
  return context.request;
}

/** A member registered elsewhere and verified: their e-mail and password log in. */
async function aMember(world: World, name: string): Promise<Member> {
  return becomeMember(await elsewhere(world), name);
}

/** A member registered elsewhere, not yet verified: the link from the outbox. */
async function aRegistration(world: World): Promise<{ member: Member; link: string }> {
  const request = await elsewhere(world);
  const name = "Новая Регистрация";
  const email = `model-${unique()}@mir.test`;
  const reg = await request.post("/api/users/reg", { data: { name, email, password } });
  expect(reg.status(), await reg.text()).toBe(200);
  const link = new URL(await mailedLink(request, email, "/reg/verify-")).pathname;
  return { member: { id: 0, name, email }, link };
}

async function showsMember(world: World): Promise<void> {
  const member = world.member;
  if (!member) throw new Error("the walk expects a member here, but knows none");
  await expect(account(world)).toContainText(member.name);
}

async function showsVisitor(world: World): Promise<void> {
  await expect(banner(world).getByRole("link", { name: "Войти" })).toBeVisible();
  await expect(account(world)).toHaveCount(0);
}

/** Holds the page's next call to `path`: the machine waits in its busy state. */
async function hold(world: World, path: RegExp, method = "*"): Promise<void> {
  world.gate = await gate(world.page, path, method);
}
const caught = async (world: World) => {
  await world.gate?.caught;
};
const release = async (world: World) => {
  await world.gate?.release();
};
const drop = async (world: World) => {
  await world.gate?.fail();
};

/** The verification link of `world.next` opened, its `verify` call held. */
async function openVerification(world: World): Promise<void> {
  world.next = await aRegistration(world);
  await hold(world, /^\/api\/users\/verify$/, "PUT");
  await world.page.goto(world.next.link ?? "");
  await caught(world);
}

/** Someone used the held link's code first (another tab, a second click): the server refuses it. */
async function usedMeanwhile(world: World): Promise<void> {
  const code = (world.next?.link ?? "").replace("/reg/verify-", "");
  const used = await (await elsewhere(world)).put("/api/users/verify", { data: { code } });
  expect(used.status(), await used.text()).toBe(200);
  await release(world);
}

/** A member opens the link of a password reset for `who` and sets a new one: logged in as `who`. */
async function resetPassword(world: World, who: Member): Promise<void> {
  const request = await elsewhere(world);
  const asked = await request.post("/api/users/password/forgot", { data: { email: who.email } });
  expect(asked.status(), await asked.text()).toBeLessThan(300);
  await world.page.goto(new URL(await mailedLink(request, who.email, "/new-password-")).pathname);
  await world.page.getByRole("textbox", { name: "Новый пароль" }).fill("другой надёжный пароль");
  await world.page.getByRole("textbox", { name: "Повторите пароль" }).fill("другой надёжный пароль");
  await world.page.getByRole("textbox", { name: "Повторите пароль" }).press("Enter");
  world.member = who;
}

/** The member asks to delete their account (with a wrong password when it is to be refused). */
async function deleteAccount(world: World, refused: boolean): Promise<void> {
  const { page } = world;
  await page.goto(`/profile/${world.member?.id}/settings`);
  await page
    .getByLabel("Пароль для подтверждения", { exact: false })
    .fill(refused ? "неверный пароль" : password);
  await page.getByRole("button", { name: "Удалить аккаунт" }).click();
  await hold(world, /^\/api\/users\/delete$/, "DELETE");
  await page
    .getByRole("dialog", { name: "Удалить аккаунт навсегда?" })
    .getByRole("button", { name: "Да, удалить" })
    .click();
  await caught(world);
}

const model: UiModel<World> = {
  machine: sessionMachine,
  shows: {
    "session.anonymous": showsVisitor,
    "session.authorized": showsMember,
    // The form's button spins while the server checks the password.
    "session.loggingIn": async (world) => {
      const submit = world.page
        .getByRole("tabpanel", { name: "Вход" })
        .getByRole("button", { name: "Войти" });
      await expect(submit).toHaveAttribute("data-loading", "true");
      await showsVisitor(world);
    },
    "session.verifying": async (world) => {
      await expect(world.page.getByText("Подтверждаем адрес и входим…")).toBeVisible();
    },
    "session.loggingOut": async (world) => {
      await expect(banner(world).getByRole("button", { name: "Выходим…" })).toBeDisabled();
    },
    // What the member did that has not reached the server goes first: the button already says so.
    "session.flushing": async (world) => {
      await expect(banner(world).getByRole("button", { name: "Выходим…" })).toBeDisabled();
    },
    // Heard a role change: the member stays on the page while the server is asked who they are now.
    "session.rechecking": showsMember,
    // Confirmed in the app's dialog, which has closed: the form's button waits for the server.
    "session.leaving": async (world) => {
      await expect(world.page.getByRole("dialog", { name: "Удалить аккаунт навсегда?" })).toBeHidden();
      await expect(world.page.getByRole("button", { name: "Удалить аккаунт" })).toHaveAttribute(
        "data-loading",
        "true",
      );
      await expect(account(world)).toContainText(world.member?.name ?? "");
    },
  },
  does: {
    // A member's first page waits for the check, and says so.
    "session.checking — готово: checkToken → session.authorized": async (world) => {
      world.member = await becomeMember(world.page.context().request, "Сессия Проверочная");
      await hold(world, /^\/api\/users\/checktoken$/);
      await world.page.goto("/", { waitUntil: "domcontentloaded" });
      await caught(world);
      await expect(world.page.getByText("Проверяем вход…")).toBeVisible();
      await socketReady(world.page, () => release(world));
    },
    "session.checking — ошибка: checkToken → session.anonymous": async (world) => {
      await world.page.goto("/");
    },
    "session.anonymous — session.login → session.loggingIn": async (world, step) => {
      const member = world.member ?? (await aMember(world, "Входящая Участница"));
      world.next = { member };
      const refused = step.next?.transition === "session.loggingIn — ошибка: login → session.anonymous";
      await world.page.goto("/auth?page=auth");
      const form = world.page.getByRole("tabpanel", { name: "Вход" });
      await form.getByLabel("Электронная почта", { exact: false }).fill(member.email);
      await form.getByLabel(/^Пароль/).fill(refused ? "не тот пароль" : password);
      await hold(world, /^\/api\/users\/auth$/, "POST");
      await form.getByRole("button", { name: "Войти" }).click();
      await caught(world);
    },
    "session.loggingIn — готово: login → session.authorized": async (world) => {
      await release(world);
      world.member = world.next?.member ?? null;
    },
    // A wrong password: refused by the server, said under the form; still a visitor.
    "session.loggingIn — ошибка: login → session.anonymous": async (world) => {
      await release(world);
      await expect(world.page.getByRole("tabpanel", { name: "Вход" }).getByRole("alert")).toBeVisible();
    },
    "session.anonymous — session.verify → session.verifying": openVerification,
    "session.authorized — session.verify → session.verifying": openVerification,
    // The link logs in as its owner — also a member who was logged in as someone else.
    "session.verifying — готово: verify → session.authorized": async (world) => {
      await release(world);
      world.member = world.next?.member ?? null;
    },
    "session.verifying — ошибка: verify [условие] → session.authorized": async (world) => {
      await usedMeanwhile(world);
      await expect(world.page.getByText("Ссылка уже использована")).toBeVisible();
    },
    "session.verifying — ошибка: verify → session.anonymous": async (world) => {
      await usedMeanwhile(world);
      await expect(world.page.getByText("Ссылка уже использована")).toBeVisible();
    },
    "session.anonymous — session.signedIn → session.authorized": async (world) => {
      await resetPassword(world, await aMember(world, "Забывшая Пароль"));
    },
    "session.authorized — session.signedIn → (остаётся)": async (world) => {
      await resetPassword(world, await aMember(world, "Другая Забывшая"));
    },
    "session.authorized — session.userUpdated → (остаётся)": async (world) => {
      const { page } = world;
      await page.goto(`/profile/${world.member?.id}?type=edit`);
      await page.getByLabel("Имя", { exact: false }).fill("Переименованная Участница");
      await page.getByRole("button", { name: "Сохранить" }).click();
      world.member = { ...(world.member as Member), name: "Переименованная Участница" };
    },
    "session.authorized — session.logout → session.flushing": async (world) => {
      await hold(world, /^\/api\/users\/logout$/);
      await banner(world).getByRole("button", { name: "Выйти" }).click();
    },
    // Nothing pending here: the logout's call goes out at once (the one held on its way).
    "session.flushing — готово: flush → session.loggingOut": caught,
    // Logged out: a reload finds no session either.
    "session.loggingOut — готово: logout → session.anonymous": async (world) => {
      await release(world);
      world.member = null;
      await showsVisitor(world);
      await world.page.reload();
    },
    // Unheard: the cookie still opens the session, so the member stays — told so — and a reload agrees.
    "session.loggingOut — ошибка: logout → session.authorized": async (world) => {
      await drop(world);
      await expect(
        world.page.getByText("Не удалось выйти — вы всё ещё в МИРе. Попробуйте ещё раз."),
      ).toBeVisible();
      await showsMember(world);
      await world.page.reload();
    },
    // An admin makes the member an administrator: the page asks who they are now.
    "session.authorized — session.recheck → session.rechecking": async (world) => {
      await hold(world, /^\/api\/users\/checktoken$/);
      const admin = await adminRequests(world.browser);
      const given = await admin.put(`/api/users/changerole/${world.member?.id}`, { data: { roleId: 1 } });
      expect(given.status(), await given.text()).toBe(200);
      await caught(world);
    },
    // The session knows the new role: the admin area opens (its guard asks the session, not the menu,
    // which follows the role event by itself).
    "session.rechecking — готово: checkToken → session.authorized": async (world) => {
      await release(world);
      await banner(world).getByRole("button", { name: "Открыть меню" }).click();
      await world.page.getByRole("dialog", { name: "Администрирование" }).locator('a[href="/admin"]').click();
      await expect(world.page.locator('[data-layout="admin"]')).toBeVisible();
    },
    // Unanswered: the member we know stays, as they were.
    "session.rechecking — ошибка: checkToken → session.authorized": drop,
    // The session ended meanwhile (logged out on another device): the check's answer is 401.
    "session.rechecking — ошибка: checkToken [unauthorized] → session.anonymous": async (world) => {
      const refused: string[] = [];
      world.page.on("response", (response) => {
        if (response.status() === 401) refused.push(new URL(response.url()).pathname);
      });
      const ended = await world.page.context().request.post("/api/users/logout");
      expect(ended.status(), await ended.text()).toBeLessThan(300);
      // The logout closes the page's socket, and the page may ask for its counts again and be refused too
      // (session.expired): the session, waiting for its check, does not end on those — the member stays.
      await showsMember(world);
      // The check's own 401 ends it.
      await release(world);
      world.member = null;
      await showsVisitor(world);
      expect(refused).toContain("/api/users/checktoken");
    },
    "session.authorized — session.leave → session.leaving": (world, step) =>
      deleteAccount(world, step.next?.transition === "session.leaving — session.stay → session.authorized"),
    // Refused (a wrong password): the account and the session stay, the field says why.
    "session.leaving — session.stay → session.authorized": async (world) => {
      await release(world);
      await expect(world.page.getByRole("textbox", { name: "Пароль для подтверждения" })).toHaveAttribute(
        "aria-invalid",
        "true",
      );
    },
    // Deleted: the page leaves for /, nobody logged in (the server's answer cleared the cookie).
    "session.leaving — session.ended → session.anonymous": async (world) => {
      await release(world);
      await expect(world.page).toHaveURL(/\/$/);
      world.member = null;
    },
  },
  routes: {
    // The plan reaches `verifying` from `authorized`, where a refused link keeps the member ([условие]):
    // the fallback to a visitor needs nobody logged in.
    "session.verifying — ошибка: verify → session.anonymous": {
      why: "the guard [условие] (a member is known) must not hold",
      through: [
        "session.checking — ошибка: checkToken → session.anonymous",
        "session.anonymous — session.verify → session.verifying",
        "session.verifying — ошибка: verify → session.anonymous",
      ],
    },
  },
  notFromUi: {
    "session.flushing — ошибка: flush → session.loggingOut":
      "the app's flush never rejects (each pending action keeps its own failure): tests/machines/session.machine.test.ts",
    "session.flushing — через 3000 мс → session.loggingOut":
      "a pending action held past the limit: tests/machines/session.machine.test.ts passes the time by hand; " +
      "the deletion sent before the logout in Chromium is tests/e2e/notifications.spec.ts's first test",
    "session.authorized — session.swap → session.swapping":
      "no page switches accounts yet: linked accounts (spec §7 accounts/*) have no issue so far",
    "session.swapping — готово: swap → session.authorized": "reached only through session.swap",
    "session.swapping — ошибка: swap [unauthorized] → session.anonymous": "reached only through session.swap",
    "session.swapping — ошибка: swap → session.authorized": "reached only through session.swap",
    "session.authorized — session.expired → session.anonymous":
      "a session ended elsewhere closes the page's socket first (4401, before the logout's answer), which is " +
      "heard as a re-check — the walk through rechecking … [unauthorized] takes that; expired is the 401 of a " +
      "token that ran out while no socket was open, which a page cannot arrange short of its 100 h life",
  },
};

const { paths, gaps } = uiPaths(model);

test("the session model maps every transition of its plan to the page, or says why not", () => {
  expect(gaps).toEqual([]);
});

for (const path of paths) {
  test(`the session in the page: ${path.transition}`, async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const world: World = { browser, page, others: [], member: null, next: null, gate: null };
    await walk(model, world, path);
    for (const other of [context, ...world.others]) await other.close();
  });
}
