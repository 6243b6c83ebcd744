import { expect, test } from "@playwright/test";
import { memberPage } from "./helpers/accounts";
import { injectAxe, violations } from "./helpers/axe";

// Issue 15, publications in real Chromium: writing in a section with the editor (the draft saves itself),
// publishing with a cover, the post page, the section's masonry feed as another member sees it; and
// hostile text that renders as text.

// A 1×1 PNG.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test("a member writes in «Новости»: the draft saves itself, publishing shows it in the section to others", async ({
  browser,
}) => {
  const { page: anna, member } = await memberPage(browser, "Анна Писательница");
  const title = `Город после дождя ${Date.now()}`;
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
  await expect(anna.locator("[data-editor-status]")).toHaveText("Черновик сохранён", { timeout: 15_000 });
  await expect(anna.locator("[data-feed=drafts]")).toContainText(title);

  await anna
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: "обложка.png", mimeType: "image/png", buffer: png });
  await anna.getByRole("button", { name: "Опубликовать", exact: true }).click();
  await expect(anna.locator("[data-editor-status]")).toHaveText("Опубликовано");
  await anna.getByRole("link", { name: "Открыть публикацию" }).click();
  await expect(anna.getByRole("heading", { name: title })).toBeVisible();
  await expect(anna.locator("[data-rich-text] strong")).toHaveText(" Очень красиво.");
  await expect(anna.getByRole("img", { name: `Обложка: ${title}` })).toBeVisible();

  const { page: boris } = await memberPage(browser, "Борис Читатель");
  await boris.goto("/news");
  const card = boris.locator("[data-feed=rubric] [data-publication-id]", { hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Анна Писательница");
  await injectAxe(boris);
  expect(await violations(boris), "axe on a section with its feed").toEqual([]);
  await card.getByRole("link", { name: title }).click();
  await expect(boris).toHaveURL(new RegExp(`/blogs/${member.id}/post/\\d+`));
  await expect(boris.getByText("Прогулка по набережной после ливня.")).toBeVisible();
  await expect(boris.getByRole("link", { name: "Редактировать" })).toHaveCount(0);

  // Boris reacts and comments; Anna, on her post, sees both and answers.
  await boris.getByRole("button", { name: "Добавить реакцию" }).click();
  await boris.locator("em-emoji-picker").locator('button[aria-label="👍"]').first().click();
  await expect(boris.locator("[data-reactions] [data-reaction]")).toHaveAttribute("aria-pressed", "true");
  await boris.getByRole("textbox", { name: "Ваш комментарий" }).fill("Отличная прогулка!");
  await boris.getByRole("button", { name: "Отправить" }).click();
  await expect(boris.locator("[data-comments]")).toContainText("Отличная прогулка!");
  await anna.reload();
  await expect(anna.locator("[data-reactions] [data-reaction]")).toContainText("1");
  const comment = anna.locator("[data-comment-id]", { hasText: "Отличная прогулка!" });
  await comment.getByRole("button", { name: "Ответить" }).click();
  await anna.getByRole("textbox", { name: "Ваш комментарий" }).fill("Спасибо!");
  await anna.getByRole("button", { name: "Отправить" }).click();
  await expect(anna.locator("[data-comment-id]", { hasText: "Спасибо!" })).toContainText(
    "в ответ Борис Читатель",
  );
  await injectAxe(anna);
  expect(await violations(anna), "axe on a post with reactions and comments").toEqual([]);
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
