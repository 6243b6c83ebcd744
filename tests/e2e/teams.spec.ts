import { expect } from "@playwright/test";
import { memberPage } from "./helpers/accounts";
import { injectAxe, violations } from "./helpers/axe";
import { socketReady } from "./helpers/page-events";
import { test } from "./helpers/test";

// Issue 29, teams: Anna founds a team and invites Boris, found by name; he is told live and accepts; Anna's
// team page takes him in live; he writes in the team's chat and Anna reads it there. axe on the team page.

test("a team founded, a member invited and accepted live, a word in its chat; the team page axe-clean", async ({
  browser,
}) => {
  const anna = await memberPage(browser, "Анна Основательница");
  const boris = await memberPage(browser, "Борис Командный");

  // Boris waits on his teams page.
  await socketReady(boris.page, () => boris.page.goto(`/profile/${boris.member.id}/teams`));
  await expect(
    boris.page.getByText("Вы пока не состоите ни в одной команде.", { exact: false }),
  ).toBeVisible();

  // Anna founds the team and lands on its page.
  await anna.page.goto(`/profile/${anna.member.id}/teams`);
  await anna.page.getByLabel("Название команды").fill("Команда мечты");
  await anna.page.getByRole("button", { name: "Основать команду" }).click();
  await expect(anna.page.getByRole("heading", { level: 1, name: "Команда мечты" })).toBeVisible();
  await expect(anna.page.getByText("Вы лидер этой команды")).toBeVisible();
  const teamPath = new URL(anna.page.url()).pathname;

  // She finds Boris by name and invites him.
  await anna.page.getByLabel("Имя участника").fill("Борис Командный");
  await anna.page.getByRole("button", { name: "Найти", exact: true }).click();
  await anna.page.getByRole("button", { name: "Пригласить Борис Командный" }).click();
  await expect(anna.page.getByText("Борис Командный: приглашение отправлено")).toBeVisible();

  // Live on Boris's page: the invitation, and the bell; he accepts.
  const invitations = boris.page.getByRole("region", { name: "Приглашения" });
  await expect(invitations).toContainText("Приглашает Анна Основательница");
  await expect(
    boris.page.getByRole("banner").getByRole("button", { name: "Уведомления: 1 новое" }),
  ).toBeVisible();
  await invitations.getByRole("button", { name: "Принять приглашение в команду «Команда мечты»" }).click();
  await expect(boris.page.getByText("Вы вступили в команду «Команда мечты»")).toBeVisible();

  // Anna's team page takes him in without a reload.
  await expect(
    anna.page.locator(`[data-members="team"] [data-member-id="${boris.member.id}"]`),
  ).toContainText("Борис Командный");

  // Boris opens the team's chat from its page and writes there.
  await boris.page.goto(teamPath);
  await boris.page.getByRole("link", { name: "Чат команды" }).click();
  const composer = boris.page.getByRole("textbox", { name: "Сообщение" });
  await expect(composer).toBeVisible();
  await composer.fill("Привет, команда!");
  await composer.press("Enter");

  // Anna reads it in the team's chat, named after the team.
  await anna.page.getByRole("link", { name: "Чат команды" }).click();
  const chat = anna.page.getByRole("region", { name: "Команда мечты" });
  await expect(chat.getByRole("heading", { name: "Команда мечты" })).toBeVisible();
  await expect(chat.getByRole("log", { name: "Сообщения" })).toContainText("Привет, команда!");

  // The team page, as its leader sees it, passes axe.
  await anna.page.goto(teamPath);
  await expect(
    anna.page.locator(`[data-members="team"] [data-member-id="${boris.member.id}"]`),
  ).toBeVisible();
  await injectAxe(anna.page);
  expect(await violations(anna.page)).toEqual([]);
});
