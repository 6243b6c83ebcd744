import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { adminRequests, becomeMember, memberPage } from "./helpers/accounts";
import { e2eOrigin } from "./helpers/env";
import { test } from "./helpers/test";

// Acceptance of issue 4 in a real Chromium: one socket for the tabs of a browser and its hand-over, the
// burger menu switching live on a role change, and the member's background on the page.

async function giveRole(admin: APIRequestContext, userId: number, roleId: number) {
  const answer = await admin.put(`/api/users/changerole/${userId}`, { data: { roleId } });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function takeRole(admin: APIRequestContext, userId: number, roleId: number) {
  const answer = await admin.delete(`/api/users/del/role/${userId}/${roleId}`);
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Every member socket a page opens (their addresses), in order. */
function socketsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on("websocket", (ws) => {
    if (ws.url().includes("/api/sockets/")) urls.push(ws.url());
  });
  return urls;
}

const realtime = (page: Page) => ({
  state: page.locator("[data-realtime-state]"),
  holder: page.locator("[data-realtime-leader]"),
  seq: page.locator("[data-realtime-seq]"),
  event: (seq: number) => page.locator(`[data-event-seq="${seq}"]`),
  events: page.locator("[data-event-seq]"),
});

test("two tabs share one socket; closing the one that holds it hands it over, nothing lost", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const member = await becomeMember(context.request, "Вкладкина Двойная");
  const admin = await adminRequests(browser);

  const first = await context.newPage();
  const firstSockets = socketsOf(first);
  await first.goto("/dev");
  const one = realtime(first);
  await expect(one.state).toHaveAttribute("data-realtime-state", "open");
  await expect(one.holder).toHaveAttribute("data-realtime-leader", "leader");

  const second = await context.newPage();
  const secondSockets = socketsOf(second);
  await second.goto("/dev");
  const two = realtime(second);
  await expect(two.state).toHaveAttribute("data-realtime-state", "open");
  await expect(two.holder).toHaveAttribute("data-realtime-leader", "follower");

  // An admin gives the member role 7: the event, and the notification it leaves, reach the second tab
  // through the first tab's socket.
  await giveRole(admin, member.id, 7);
  await expect(two.event(1)).toHaveAttribute("data-event-type", "role");
  await expect(two.event(1)).toHaveAttribute("data-event-action", "add");
  await expect(two.event(1)).toContainText("Роли");
  await expect(two.event(2)).toHaveAttribute("data-event-type", "notification");
  await expect(one.event(1)).toHaveAttribute("data-event-type", "role");
  await expect(two.seq).toHaveAttribute("data-realtime-seq", "2");
  expect(firstSockets).toHaveLength(1);
  expect(secondSockets).toEqual([]);

  // The first tab closes: the second takes the socket over, resuming after the last seq it saw.
  await first.close();
  await expect(two.holder).toHaveAttribute("data-realtime-leader", "leader");
  await expect(two.state).toHaveAttribute("data-realtime-state", "open");
  expect(secondSockets).toHaveLength(1);
  expect(new URL(secondSockets[0] as string).searchParams.get("after")).toBe("2");

  // Later events arrive there, once.
  await takeRole(admin, member.id, 7);
  await expect(two.event(3)).toHaveAttribute("data-event-action", "remove");
  await expect(two.seq).toHaveAttribute("data-realtime-seq", "4");
  await expect(two.events).toHaveCount(4);
  // Newest first, the time to the second (a log), the date in Russian in its tooltip.
  await expect(two.events.first()).toHaveAttribute("data-event-seq", "4");
  await expect(two.event(3).locator("time")).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  await expect(two.event(3).locator("time")).toHaveAttribute("title", /^\d{1,2} [а-я]+ \d{4} в \d{2}:\d{2}$/);
  expect(secondSockets).toHaveLength(1);
  await context.close();
});

test("granting role 1 switches the burger menu to its admin variant at once, taking it switches back", async ({
  browser,
}) => {
  const { page, member } = await memberPage(browser, "Бургерова Живая");
  const admin = await adminRequests(browser);
  const socket = page.waitForEvent("websocket", (ws) => ws.url().includes("/api/sockets/"));
  await page.goto("/");
  // Connected, with its position (`user_connect`): what comes next is live.
  await (await socket).waitForEvent("framereceived");
  const burger = page.getByRole("banner").getByRole("button", { name: "Открыть меню" });
  await expect(burger).toHaveAttribute("data-variant", "user");

  await giveRole(admin, member.id, 1);
  await expect(burger).toHaveAttribute("data-variant", "admin");
  await burger.click();
  await expect(page.getByRole("dialog", { name: "Администрирование" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Администрирование" })).toBeHidden();

  await takeRole(admin, member.id, 1);
  await expect(burger).toHaveAttribute("data-variant", "user");
  await page.context().close();
});

test("the member's active background is painted on the page: a colour, then an image; gone after logout", async ({
  browser,
}) => {
  const { page, member } = await memberPage(browser, "Фоновая Цветная");
  const html = page.locator("html");
  const shell = page.locator("[data-chrome]");

  const colour = await page.request.post("/api/users/back/create", {
    data: { type: 1, background: "#1e90ff", active: true },
  });
  expect(colour.status(), await colour.text()).toBe(200);
  await page.goto("/");
  await expect(html).toHaveAttribute("data-page-background", "colour");
  await expect(shell).toHaveCSS("background-color", "rgb(30, 144, 255)");

  // An image (the member's own avatar, served by us) becomes the active one.
  const image = await page.request.post("/api/users/back/create", {
    data: { type: 0, background: `${e2eOrigin}/api/avatars/${member.id}.svg` },
  });
  expect(image.status(), await image.text()).toBe(200);
  const { id } = (await image.json()) as { id: number };
  const activated = await page.request.put(`/api/users/back/update/one/${id}`);
  expect(activated.status(), await activated.text()).toBe(200);
  await page.reload();
  await expect(html).toHaveAttribute("data-page-background", "image");
  await expect(shell).toHaveCSS("background-image", new RegExp(`/api/avatars/${member.id}\\.svg`));

  await page.getByRole("banner").getByRole("button", { name: "Выйти" }).click();
  await expect(page.getByTestId("account-link")).toHaveCount(0);
  await expect(html).not.toHaveAttribute("data-page-background");
  await expect(shell).not.toHaveCSS("background-color", "rgb(30, 144, 255)");
  await page.context().close();
});
