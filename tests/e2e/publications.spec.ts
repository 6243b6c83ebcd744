import { expect, type Page } from "@playwright/test";
import { memberPage } from "./helpers/accounts";
import { injectAxe, violations } from "./helpers/axe";
import { socketReady } from "./helpers/page-events";
import { test } from "./helpers/test";

// Issue 15, publications in real Chromium: writing in a section with the editor (the draft saves itself),
// publishing with a cover, the post page, the section's masonry feed as another member sees it; and
// hostile text that renders as text.

// A 1×1 PNG.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** The rubric at `path` (`/sport` is rubric `sport`), as the server lists them. */
async function rubricOf(page: Page, path: string): Promise<{ id: number; path: string }> {
  const rubrics = (await (await page.request.get("/api/publications/rubrics")).json()) as Array<{
    id: number;
    path: string;
  }>;
  const rubric = rubrics.find((one) => one.path === path);
  if (!rubric) throw new Error(`the rubric «${path}» is missing from /api/publications/rubrics`);
  return rubric;
}

test("A writes in «Новости» with a cover and a file; B, subscribed, gets it live, reacts and comments; A sees both live and edits", async ({
  browser,
}) => {
  test.setTimeout(120_000); // two members, a whole story
  const { page: boris, member: reader } = await memberPage(browser, "Борис Читатель");
  const { page: anna, member } = await memberPage(browser, "Анна Писательница");
  const title = `Город после дождя ${Date.now()}`;

  // Boris follows Anna and keeps his feed open.
  await boris.goto(`/profile/${member.id}`);
  await boris.getByRole("button", { name: "Подписаться" }).click();
  await expect(boris.getByRole("button", { name: "Отписаться" })).toBeVisible();
  // (His socket is live long before Anna publishes: she writes for several seconds first.)
  await boris.goto(`/profile/${reader.id}/feed`);
  await expect(boris.getByText(/ещё ничего не опубликовали/)).toBeVisible();

  // Anna writes: the draft saves itself with its cover and file (the upload toast), and survives a reload.
  await anna.goto("/news");
  await anna.getByRole("link", { name: "Написать в раздел" }).click();
  await expect(anna.getByRole("heading", { name: "Новая публикация" })).toBeVisible();
  await expect(anna.getByRole("combobox", { name: "Раздел" })).toHaveValue("1");
  await anna.getByRole("textbox", { name: "Заголовок" }).fill(title);
  const text = anna.getByRole("textbox", { name: "Текст" });
  await text.click();
  await anna.keyboard.type("Прогулка по набережной после ливня.");
  await anna.getByRole("button", { name: "Жирный" }).click();
  await anna.keyboard.type(" Очень красиво.");
  const fileInputs = anna.locator('input[type="file"]');
  await fileInputs.nth(0).setInputFiles({ name: "обложка.png", mimeType: "image/png", buffer: png });
  await fileInputs.nth(1).setInputFiles({
    name: "маршрут.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Набережная — мост — парк"),
  });
  await expect(anna.locator("[data-editor-status]")).toHaveText("Черновик сохранён", { timeout: 15_000 });
  // The toast says what became of the publication, not which files went with it.
  const toast = anna.locator("[data-upload-toast]", { hasText: "Черновик сохранён" });
  await expect(toast).toBeVisible();
  await expect(toast).not.toContainText("обложка.png");
  await expect(toast.getByRole("link", { name: "Перейти к публикации" })).toBeVisible();
  await expect(anna.locator("[data-feed=drafts]")).toContainText(title);
  await expect(anna).toHaveURL(/\?edit=\d+/);
  // Saved once, it is no longer new: the heading says so, as the address does.
  await expect(anna.getByRole("heading", { name: "Редактирование публикации" })).toBeVisible();
  await anna.reload();
  await expect(anna.getByRole("textbox", { name: "Заголовок" })).toHaveValue(title);
  await expect(boris.getByRole("button", { name: /новую запись/ })).toHaveCount(0); // a draft is nobody's news

  await anna.getByRole("button", { name: "Опубликовать", exact: true }).click();
  await expect(anna.locator("[data-editor-status]")).toHaveText("Опубликовано");

  // Boris: announced live in his feed, and by the bell.
  await boris.getByRole("button", { name: "Показать 1 новую запись" }).click();
  const mine = boris.locator("[data-feed=following] [data-publication-id]", { hasText: title });
  await expect(mine).toBeVisible();
  await expect(boris.getByRole("button", { name: "Уведомления: 1 новое" })).toBeVisible();

  // Anna opens her post and keeps it open.
  await anna.getByRole("link", { name: "Открыть публикацию" }).click();
  await expect(anna.getByRole("heading", { name: title })).toBeVisible();
  await expect(anna.locator("[data-rich-text] strong")).toHaveText(" Очень красиво.");
  await expect(anna.getByRole("img", { name: `Обложка: ${title}` })).toBeVisible();
  await expect(anna.getByRole("link", { name: "маршрут.txt" })).toBeVisible();

  // Boris finds it in the section's masonry too, reads, reacts and comments.
  await boris.goto("/news");
  const card = boris.locator("[data-feed=rubric] [data-publication-id]", { hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Анна Писательница");
  await injectAxe(boris);
  expect(await violations(boris), "axe on a section with its feed").toEqual([]);
  await card.getByRole("link", { name: title }).click();
  await expect(boris).toHaveURL(new RegExp(`/blogs/${member.id}/post/\\d+`));
  await expect(boris.locator("[data-rich-text]")).toContainText("Прогулка по набережной после ливня.");
  await expect(boris.getByRole("link", { name: "Редактировать" })).toHaveCount(0);
  await boris.getByRole("button", { name: "Добавить реакцию" }).click();
  await boris.locator("em-emoji-picker").locator('button[aria-label="👍"]').first().click();
  await expect(boris.locator("[data-reactions] [data-reaction]")).toHaveAttribute("aria-pressed", "true");
  await expect(boris.getByText("Реакции: 1", { exact: false })).toBeVisible(); // his own counts at once
  await boris.getByRole("textbox", { name: "Ваш комментарий" }).fill("Отличная прогулка!");
  await boris.getByRole("button", { name: "Отправить" }).click();
  await expect(boris.locator("[data-comments]")).toContainText("Отличная прогулка!");
  // He changes his comment in place.
  const own = boris.locator("[data-comment-id]", { hasText: "Отличная прогулка!" });
  await own.getByRole("button", { name: "Изменить" }).click();
  await own.getByRole("textbox", { name: "Комментарий" }).fill("Отличная прогулка! Сохраню маршрут.");
  await own.getByRole("button", { name: "Сохранить" }).click();
  await expect(own).toContainText("Сохраню маршрут.");
  await expect(own).toContainText("изменён");

  // Anna sees both without reloading, and answers.
  await expect(anna.locator("[data-reactions] [data-reaction]")).toContainText("1");
  const comment = anna.locator("[data-comment-id]", { hasText: "Отличная прогулка!" });
  await expect(comment).toBeVisible();
  await comment.getByRole("button", { name: "Ответить" }).click();
  await anna.getByRole("textbox", { name: "Ваш комментарий" }).fill("Спасибо!");
  await anna.getByRole("button", { name: "Отправить" }).click();
  await expect(anna.locator("[data-comment-id]", { hasText: "Спасибо!" })).toContainText(
    "в ответ Борис Читатель",
  );
  await injectAxe(anna);
  expect(await violations(anna), "axe on a post with reactions and comments").toEqual([]);

  // She takes her answer back, confirming in the dialog: it leaves the list.
  const answer = anna.locator("[data-comment-id]", { hasText: "Спасибо!" });
  await answer.getByRole("button", { name: /^Удалить комментарий/ }).click();
  const deleting = anna.getByRole("dialog", { name: "Удалить комментарий" });
  await deleting.getByRole("button", { name: "Удалить", exact: true }).click();
  await expect(deleting).toBeHidden();
  await expect(answer).toHaveCount(0);
  await expect(comment).toBeVisible();

  // Anna edits the published one: its history shows the version it replaced.
  await anna.getByRole("link", { name: "Редактировать" }).click();
  await expect(anna.getByRole("heading", { name: "Редактирование публикации" })).toBeVisible();
  await expect(anna.locator("[data-revisions]")).toContainText("ещё не меняли");
  await anna.getByRole("textbox", { name: "Заголовок" }).fill(`${title} (дополнено)`);
  await anna.getByRole("button", { name: "Сохранить изменения" }).click();
  await expect(anna.locator("[data-revision]")).toHaveCount(1);
  await anna.locator("[data-revision] summary").click();
  await expect(anna.locator("[data-revision]")).toContainText(title);
  await expect(anna.locator("[data-revision] [data-rich-text]")).toContainText("Прогулка по набережной");
});

test("a file the rules refuse is left out with its reason, and the publication is saved without attachments (§5)", async ({
  browser,
}) => {
  const { page } = await memberPage(browser, "Вера Вложения");
  await page.goto("/news");
  await page.getByRole("link", { name: "Написать в раздел" }).click();
  await page.getByRole("textbox", { name: "Заголовок" }).fill("С вложениями");
  await page
    .locator('input[type="file"]')
    .nth(1)
    .setInputFiles([
      { name: "фото.png", mimeType: "image/png", buffer: png },
      { name: "программа.exe", mimeType: "application/x-msdownload", buffer: Buffer.from("MZ") },
    ]);
  const leftOut = page.locator("[data-left-out]");
  await expect(leftOut).toContainText("«программа.exe» — такой тип файлов не принимается");
  await expect(leftOut).toContainText("«фото.png» — пропущен вместе с ними");
  await page.getByRole("button", { name: "Опубликовать", exact: true }).click();
  await expect(page.locator("[data-editor-status]")).toHaveText("Опубликовано");
  await page.getByRole("link", { name: "Открыть публикацию" }).click();
  await expect(page.getByRole("heading", { name: "С вложениями" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Вложения", exact: true })).toHaveCount(0);
});

test("a scheduled publication appears in its readers' feeds at its time", async ({ browser }) => {
  const { page: reader, member: readerMember } = await memberPage(browser, "Глеб Ждущий");
  const { page: author, member } = await memberPage(browser, "Дарья Планирующая");
  const followed = await reader.request.post("/api/users/subscriptions/create", {
    form: { userId: String(member.id) },
  });
  expect(followed.status(), await followed.text()).toBe(200);
  await socketReady(reader, () => reader.goto(`/profile/${readerMember.id}/feed`));
  const at = new Date(Date.now() + 4_000);
  const created = await author.request.post("/api/publications/article/create", {
    multipart: {
      type: "1",
      title: "Утренняя новость",
      text: "Ровно в срок.",
      rubricId: "1",
      publish: "scheduled",
      publishAt: at.toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  expect(((await created.json()) as { status: string }).status).toBe("scheduled");
  // Nothing before its time; then the schedule (every 5 s) announces it.
  await expect(reader.getByRole("button", { name: /новую запись/ })).toHaveCount(0);
  await reader.getByRole("button", { name: "Показать 1 новую запись" }).click({ timeout: 20_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  await expect(reader.locator("[data-publication-id]", { hasText: "Утренняя новость" })).toBeVisible();
});

test("a section's open feed announces what anyone publishes in it, as the member's own feed does", async ({
  browser,
}) => {
  const { page: reader } = await memberPage(browser, "Зоя Болельщица");
  const { page: author } = await memberPage(browser, "Игорь Бегун"); // nobody Zoya follows
  const title = `Забег на рассвете ${Date.now()}`;
  await socketReady(reader, () => reader.goto("/sport"));
  await expect(reader.getByRole("link", { name: "Написать в раздел" })).toBeVisible();
  const sport = await rubricOf(author, "sport");
  const created = await author.request.post("/api/publications/article/create", {
    multipart: { type: "1", title, text: "Десять километров.", rubricId: String(sport.id), publish: "now" },
  });
  expect(created.status(), await created.text()).toBe(200);
  await reader.getByRole("button", { name: "Показать 1 новую запись" }).click();
  await expect(reader.locator("[data-feed=rubric] [data-publication-id]", { hasText: title })).toBeVisible();
});

test("back from a post, the reader finds the section's feed where they left it", async ({ browser }) => {
  const { page, member } = await memberPage(browser, "Ева Листающая");
  await page.setViewportSize({ width: 390, height: 700 });
  // A section of its own for this test (no other test writes there): eight publications, one column.
  const section = await rubricOf(page, "rentals");
  for (let i = 1; i <= 8; i++) {
    const created = await page.request.post("/api/publications/article/create", {
      multipart: {
        type: "1",
        title: `Квартира № ${i} у парка`,
        text: "Светлая, с балконом. ".repeat(8),
        rubricId: String(section.id),
        publish: "now",
      },
    });
    expect(created.status(), await created.text()).toBe(200);
  }
  await page.goto(`/${section.path}`);
  const cards = page.locator("[data-feed=rubric] [data-publication-id]");
  await expect(cards).toHaveCount(8);
  // A little way down: the page without its cards (loader, footer) is already that tall, so the cards
  // arriving on return land above where the browser would anchor the page.
  await page.evaluate(() => window.scrollTo(0, 260));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(260);
  const second = cards.filter({ hasText: "Квартира № 7 у парка" });
  await expect(second).toBeInViewport();
  await second.getByRole("link", { name: "Квартира № 7 у парка" }).click();
  await expect(page).toHaveURL(new RegExp(`/blogs/${member.id}/post/\\d+`));
  await expect(page.getByRole("heading", { name: "Квартира № 7 у парка" })).toBeVisible();
  await page.goBack();
  await expect(cards).toHaveCount(8);
  // Where the reader was, once the rows are back — and it stays there.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(260);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBe(260);
  await expect(second).toBeInViewport();
  // And by the viewer's own close link («← Аренда»), a new visit of the list that only the guard's
  // memory brings back to the place (the browser restores nothing on a link).
  await second.getByRole("link", { name: "Квартира № 7 у парка" }).click();
  await expect(page.getByRole("heading", { name: "Квартира № 7 у парка" })).toBeVisible();
  await expect(page.locator("[data-viewer-close]")).toHaveText(/Аренда/);
  await page.locator("[data-viewer-close]").click();
  await expect(page).toHaveURL(new RegExp(`/${section.path}$`));
  await expect(cards).toHaveCount(8);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(260);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBe(260);
});

test("a member's photos and videos: a grid, the full-screen viewer, → to the next, Escape back", async ({
  browser,
}) => {
  const { page, member } = await memberPage(browser, "Фёдор Фотограф");
  const created = await page.request.post("/api/publications/article/create", {
    multipart: {
      type: "3",
      title: "Прогулка",
      text: "Два кадра.",
      rubricId: "1",
      publish: "now",
      preview: { name: "обложка.png", mimeType: "image/png", buffer: png },
      attachments: { name: "мост.png", mimeType: "image/png", buffer: png },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  await page.goto(`/profile/${member.id}/photo-video`);
  const tiles = page.locator("[data-media-grid] a");
  await expect(tiles).toHaveCount(2);
  await tiles.first().click();
  await expect(page.getByRole("img", { name: "обложка.png" })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0); // full-screen: no header
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("img", { name: "мост.png" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Следующее →" })).toHaveCount(0);
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("img", { name: "обложка.png" })).toBeVisible();
  await injectAxe(page);
  expect(await violations(page), "axe on the media viewer").toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(new RegExp(`/profile/${member.id}/photo-video$`));
  await expect(tiles).toHaveCount(2);
});

test("a member names their blog and gives it a cover; the blogosphere lists them, their author page shows it", async ({
  browser,
}) => {
  const { page, member } = await memberPage(browser, "Жанна Путешественница");
  const created = await page.request.post("/api/publications/article/create", {
    multipart: { type: "1", title: "Байкал зимой", text: "Лёд и тишина.", rubricId: "1", publish: "now" },
  });
  expect(created.status(), await created.text()).toBe(200);
  await page.goto("/blogosphere");
  await page.getByRole("link", { name: "Настроить свой блог" }).click();
  await expect(page.getByRole("heading", { name: "Ваш блог" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Название" })).toHaveValue("Жанна Путешественница");
  await page.getByRole("textbox", { name: "Название" }).fill("Дороги и города");
  await page.getByRole("textbox", { name: "Описание" }).fill("Заметки о поездках по России.");
  await page.getByLabel("Обложка").setInputFiles({ name: "обложка.png", mimeType: "image/png", buffer: png });
  await expect(page.locator("[data-cover-preview]")).toBeVisible();
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Блог сохранён" })).toBeVisible();

  await page.goto("/blogosphere");
  const card = page.locator(`[data-author-id="${member.id}"]`);
  await expect(card).toContainText("Заметки о поездках по России.");
  await expect(card).toContainText("Байкал зимой");
  await injectAxe(page);
  expect(await violations(page), "axe on the blogosphere").toEqual([]);
  await card.getByRole("link", { name: "Открыть блог «Дороги и города»" }).click();
  await expect(page).toHaveURL(new RegExp(`/blogosphere/authors/${member.id}$`));
  await expect(page.getByRole("heading", { name: "Дороги и города" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Обложка блога «Дороги и города»" })).toBeVisible();
  await expect(
    page.locator("[data-feed=author] [data-publication-id]", { hasText: "Байкал зимой" }),
  ).toBeVisible();
});

test("hostile text in a publication is shown as text: nothing it holds runs", async ({ browser }) => {
  const { page } = await memberPage(browser, "Хакер Проверочный");
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const hostile = [
    "<img src=x onerror=alert(1)>",
    "<script>alert(2)</script>",
    '"><svg onload=alert(3)>',
    "javascript:alert(4)",
  ];
  const created = await page.request.post("/api/publications/article/create", {
    multipart: { type: "2", text: hostile.join("\n"), rubricId: "1", publish: "now" },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id, author } = (await created.json()) as { id: number; author: { id: number } };
  // A link that would run is refused before anything is stored.
  const refused = await page.request.post("/api/publications/article/create", {
    multipart: {
      type: "2",
      text: JSON.stringify({
        type: "doc",
        content: [
          {
            type: "paragraph",
            content: [
              {
                type: "text",
                text: "клик",
                marks: [{ type: "link", attrs: { href: "javascript:alert(5)" } }],
              },
            ],
          },
        ],
      }),
      rubricId: "1",
      publish: "now",
    },
  });
  expect(refused.status()).toBe(400);

  await page.goto(`/blogs/${author.id}/post/${id}`);
  for (const line of hostile) await expect(page.locator("[data-rich-text]")).toContainText(line);
  await expect(
    page.locator("[data-rich-text] img, [data-rich-text] script, [data-rich-text] svg"),
  ).toHaveCount(0);
  expect(dialogs).toBe(0);
});

// Issue 28 item 3: a post opened from a link elsewhere (a message, a search engine) — a visitor's
// first page — is no dead end: its section and its author's blog are offered, beside the header-sized logo.
test("a post opened from a direct link leads on to its section and its author's blog, on a phone and wide", async ({
  browser,
}) => {
  const { page, member } = await memberPage(browser, "Вера Ссылочная");
  const created = await page.request.post("/api/publications/article/create", {
    multipart: {
      type: "1",
      title: "Осенний Суздаль",
      text: "Купола и яблоки.",
      rubricId: "1",
      publish: "now",
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: number };
  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await visitor.goto(`/blogs/${member.id}/post/${id}`);
  await expect(visitor.getByRole("heading", { level: 1, name: "Осенний Суздаль" })).toBeInViewport();
  const ways = visitor.getByRole("navigation", { name: "Куда перейти" });
  await expect(ways.getByRole("link", { name: "Блоги" })).toBeInViewport({ ratio: 1 });
  await expect(ways.getByRole("link", { name: "Блог автора" })).toBeInViewport({ ratio: 1 });
  const logo = await visitor.getByRole("link", { name: "МИР — Главная" }).boundingBox();
  expect(logo?.height ?? 0, "the logo as large as the header's").toBeGreaterThanOrEqual(32);
  await injectAxe(visitor);
  expect(await violations(visitor), "axe on a post opened directly at 390 px").toEqual([]);
  await ways.getByRole("link", { name: "Блог автора" }).click();
  await expect(visitor).toHaveURL(new RegExp(`/blogs/user/${member.id}$`));
  await expect(visitor.getByText("Осенний Суздаль").first()).toBeVisible();

  await visitor.setViewportSize({ width: 1280, height: 800 });
  await visitor.goto(`/blogs/${member.id}/post/${id}`);
  await visitor
    .getByRole("navigation", { name: "Куда перейти" })
    .getByRole("link", { name: "Блоги" })
    .click();
  await expect(visitor).toHaveURL(/\/blogs$/);
  await expect(visitor.getByRole("heading", { level: 1, name: "Блоги" })).toBeVisible();
});
