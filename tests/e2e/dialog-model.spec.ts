import { type Browser, expect, type Page } from "@playwright/test";
import { dialogMachine } from "../../src/machines/lib/dialog.machine";
import { adminPage, type Member, memberPage } from "./helpers/accounts";
import { type Gate, gate } from "./helpers/gate";
import { test } from "./helpers/test";
import { type UiModel, uiPaths, walk } from "./helpers/ui-model";

// Issue 27 §2: the dialog machine's QA plan (docs/machines/paths/dialog.md) walked in Chromium on a real
// confirmation — an author deleting their own publication from its page. The author acts with the page's
// and the dialog's buttons; the network's answer is held, let through or dropped. What each state shows
// is written here from spec §3/§4 "Dialogs" (shown with its words, closing resets, a failure stays in it).

interface World {
  readonly browser: Browser;
  readonly author: { readonly page: Page; readonly member: Member };
  readonly post: { readonly id: number; readonly title: string; readonly url: string };
  gate: Gate | null;
}

const dialog = (world: World) => world.author.page.getByRole("dialog", { name: "Удалить публикацию" });

/** A publication of the author's, published now, its page open. */
async function authorWithPost(browser: Browser): Promise<World> {
  const author = await memberPage(browser, "Автор Удаляющий");
  const title = `Запись на удаление ${Date.now()}`;
  const created = await author.page.request.post("/api/publications/article/create", {
    multipart: { type: "1", title, text: "Скоро её не станет.", rubricId: "1", publish: "now" },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: number };
  const url = `/blogs/${author.member.id}/post/${id}`;
  await author.page.goto(url);
  await expect(author.page.getByRole("heading", { name: title })).toBeVisible();
  return { browser, author, post: { id, title, url }, gate: null };
}

const model: UiModel<World> = {
  machine: dialogMachine,
  shows: {
    // No dialog; the page under it is whatever the last step left (the post, or the author's list).
    "dialog.closed": async (world) => {
      await expect(world.author.page.getByRole("dialog")).toHaveCount(0);
    },
    "dialog.open": async (world) => {
      await expect(dialog(world)).toContainText("Публикация удалится вместе с файлами");
      await expect(dialog(world).getByRole("button", { name: "Удалить" })).toBeEnabled();
      await expect(dialog(world).getByRole("button", { name: "Отмена" })).toBeEnabled();
    },
    // The call on its way: the confirm spins, «Отмена» waits, the cross is gone.
    "dialog.confirming": async (world) => {
      await expect(dialog(world).locator("button[data-loading]")).toHaveCount(1);
      await expect(dialog(world).getByRole("button", { name: "Отмена" })).toBeDisabled();
      await expect(dialog(world).getByRole("button", { name: "Закрыть" })).toHaveCount(0);
    },
  },
  does: {
    "dialog.closed — dialog.show → dialog.open": async (world) => {
      await world.author.page
        .locator("[data-author-actions]")
        .getByRole("button", { name: "Удалить" })
        .click();
    },
    "dialog.open — dialog.close → dialog.closed": async (world) => {
      await world.author.page.keyboard.press("Escape");
      // Nothing was deleted; asked again, the dialog opens afresh.
      await expect(world.author.page.getByRole("heading", { name: world.post.title })).toBeVisible();
    },
    "dialog.open — dialog.confirm → dialog.confirming": async (world) => {
      world.gate = await gate(world.author.page, /^\/api\/publications\/article\/delete\/\d+$/, "DELETE");
      await dialog(world).getByRole("button", { name: "Удалить" }).click();
      await world.gate.caught;
    },
    // Deleted: another member never saw a delete button; the author is on their list, told; readers get 404.
    "dialog.confirming — готово: confirm → dialog.closed": async (world) => {
      const reader = await memberPage(world.browser, "Читатель Другой");
      await reader.page.goto(world.post.url);
      await expect(reader.page.getByRole("heading", { name: world.post.title })).toBeVisible();
      await expect(reader.page.getByRole("button", { name: "Удалить", exact: true })).toHaveCount(0);
      await world.gate?.release();
      const { page, member } = world.author;
      await expect(page).toHaveURL(new RegExp(`/profile/${member.id}/publications`));
      await expect(page.getByText("Публикация удалена")).toBeVisible();
      await expect(page.getByText(world.post.title)).toHaveCount(0);
      await reader.page.reload();
      await expect(reader.page.getByText("Публикация не найдена")).toBeVisible();
      await reader.page.context().close();
    },
    // Dropped on its way: the dialog stays with its words, saying why; the post is still there.
    "dialog.confirming — ошибка: confirm → dialog.open": async (world) => {
      await world.gate?.fail();
      await expect(dialog(world).getByRole("alert")).toContainText("Нет связи с сервером");
    },
  },
  notFromUi: {
    "dialog.open — dialog.show → (остаётся)":
      "the open dialog covers the page: nothing under it can ask for another (tests/machines, tests/model take it)",
  },
};

const { paths, gaps } = uiPaths(model);

test("the dialog model maps every transition of its plan to the page", () => {
  expect(gaps).toEqual([]);
});

for (const path of paths) {
  test(`deleting one's publication through the dialog: ${path.transition}`, async ({ browser }) => {
    const world = await authorWithPost(browser);
    await walk(model, world, path);
    await world.author.page.context().close();
  });
}

// An admin may delete any member's publication (the server lets only its author and an admin): the same
// «Удалить» and dialog on its page; the admin lands on the author's blog, told; the author finds it gone.
test("the admin deletes another member's publication through the same dialog", async ({ browser }) => {
  const world = await authorWithPost(browser);
  const admin = await adminPage(browser);
  await admin.goto(world.post.url);
  const actions = admin.locator("[data-author-actions]");
  await expect(actions.getByRole("link", { name: "Редактировать" })).toHaveCount(0);
  await actions.getByRole("button", { name: "Удалить" }).click();
  const asked = admin.getByRole("dialog", { name: "Удалить публикацию" });
  await asked.getByRole("button", { name: "Удалить" }).click();
  await expect(asked).toBeHidden();
  await expect(admin).toHaveURL(new RegExp(`/blogs/user/${world.author.member.id}$`));
  await expect(admin.getByText("Публикация удалена")).toBeVisible();
  await world.author.page.reload();
  await expect(world.author.page.getByText("Публикация не найдена")).toBeVisible();
  await admin.context().close();
  await world.author.page.context().close();
});
