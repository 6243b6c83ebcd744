import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { RichText } from "../../api/schema/rich-text";
import type { Tx } from "../db/connect";
import { publicationComments, publicationFiles, publicationReactions, publications } from "../db/schema";
import { excerptOf } from "../publications";
import { uploadFolders } from "../uploads/folders";
import { landscape, type Scene } from "./demo-images";

const demo = (name: string) => `${name}@demo.mir.local`;

const paragraphs = (...texts: string[]): RichText => ({
  type: "doc",
  content: texts.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })),
});

/** A few believable publications in several sections, with reactions and comments (issue 15's seed). */
const demoPublications: ReadonlyArray<{
  readonly author: string;
  readonly rubricId: number;
  readonly type: 1 | 2;
  readonly title: string;
  readonly text: RichText;
  readonly daysAgo: number;
  readonly reactions: ReadonlyArray<readonly [who: string, code: string]>;
  readonly comments: ReadonlyArray<readonly [who: string, text: string]>;
  /** Its cover, drawn at seeding (./demo-images.ts). */
  readonly cover?: { readonly name: string; readonly scene: Scene };
}> = [
  {
    author: demo("ekaterina.kuznetsova"),
    rubricId: 1,
    type: 1,
    title: "МИР открыл публикации для всех участников",
    cover: {
      name: "утро-над-холмами.png",
      scene: {
        skyTop: [96, 160, 220],
        skyLow: [210, 232, 246],
        sun: [255, 250, 226],
        far: [120, 168, 150],
        near: [58, 120, 86],
        sunAt: [0.5, 0.3],
        phase: 4.2,
      },
    },
    text: {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "С сегодняшнего дня каждый участник может вести блог прямо в МИРе." },
          ],
        },
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Что умеет редактор" }] },
        {
          type: "bulletList",
          content: [
            {
              type: "listItem",
              content: [
                { type: "paragraph", content: [{ type: "text", text: "заголовки, списки и цитаты;" }] },
              ],
            },
            {
              type: "listItem",
              content: [
                {
                  type: "paragraph",
                  content: [{ type: "text", text: "черновик сохраняется сам, пока вы пишете;" }],
                },
              ],
            },
            {
              type: "listItem",
              content: [
                {
                  type: "paragraph",
                  content: [{ type: "text", text: "публикацию можно запланировать на нужное время." }],
                },
              ],
            },
          ],
        },
        {
          type: "blockquote",
          content: [
            {
              type: "paragraph",
              content: [
                { type: "text", text: "Пишите о том, что знаете лучше всех.", marks: [{ type: "italic" }] },
              ],
            },
          ],
        },
      ],
    },
    daysAgo: 1,
    reactions: [
      [demo("anna.smirnova"), "tada"],
      [demo("dmitry.ivanov"), "+1"],
      [demo("olga.sokolova"), "heart"],
    ],
    comments: [
      [demo("anna.smirnova"), "Наконец-то! Уже пишу первую заметку."],
      [demo("mikhail.popov"), "Отличная новость для всех авторов."],
    ],
  },
  {
    author: demo("mikhail.popov"),
    rubricId: 4,
    type: 1,
    title: "Городской забег: итоги субботы",
    cover: {
      name: "забег-на-рассвете.png",
      scene: {
        skyTop: [38, 70, 140],
        skyLow: [250, 190, 120],
        sun: [255, 236, 170],
        far: [86, 104, 132],
        near: [44, 62, 58],
        sunAt: [0.22, 0.55],
        phase: 0.6,
      },
    },
    text: paragraphs(
      "В субботу на набережной стартовали больше трёхсот бегунов — от новичков до мастеров спорта.",
      "Лучшее время на десятке — 34 минуты. Спасибо волонтёрам и всем, кто пришёл поддержать!",
    ),
    daysAgo: 3,
    reactions: [[demo("anna.smirnova"), "fire"]],
    comments: [[demo("anna.smirnova"), "Бежала впервые — очень понравилось!"]],
  },
  {
    author: demo("anna.smirnova"),
    rubricId: 5,
    type: 1,
    title: "Казань за выходные: маршрут фотографа",
    cover: {
      name: "закат-над-казанкой.png",
      scene: {
        skyTop: [58, 42, 110],
        skyLow: [246, 142, 86],
        sun: [255, 214, 140],
        far: [120, 72, 96],
        near: [52, 36, 60],
        sunAt: [0.7, 0.58],
        phase: 2.1,
      },
    },
    text: paragraphs(
      "Утро начните с Кремля — до десяти часов там почти нет людей и самый мягкий свет.",
      "После обеда — улица Баумана и набережная Казанки, а закат лучше всего встречать у Дворца земледельцев.",
    ),
    daysAgo: 5,
    reactions: [
      [demo("olga.sokolova"), "heart"],
      [demo("ekaterina.kuznetsova"), "heart"],
    ],
    comments: [[demo("olga.sokolova"), "Сохранила в избранное, поеду весной."]],
  },
  {
    author: demo("ekaterina.kuznetsova"),
    rubricId: 3,
    type: 2,
    title: "",
    text: paragraphs(
      "Дочитала «Мастера и Маргариту» в третий раз — и снова нашла то, чего не замечала раньше.",
    ),
    daysAgo: 2,
    reactions: [],
    comments: [],
  },
  {
    author: demo("dmitry.ivanov"),
    rubricId: 6,
    type: 1,
    title: "Встреча кураторов в четверг",
    text: paragraphs(
      "Собираемся в 19:00 в онлайн-комнате. Обсудим план занятий на декабрь и новые учебные группы.",
    ),
    daysAgo: 0,
    reactions: [[demo("maria.novikova"), "+1"]],
    comments: [],
  },
];

/** Draws a cover and stores it as the publication's files are (`publications/<32 hex digits>`). */
async function storeCover(
  tx: Tx,
  uploadDir: string,
  publicationId: number,
  cover: { name: string; scene: Scene },
) {
  const bytes = landscape(cover.scene);
  const storedPath = `${uploadFolders.publications}/${randomBytes(16).toString("hex")}`;
  await mkdir(join(uploadDir, uploadFolders.publications), { recursive: true });
  await writeFile(join(uploadDir, storedPath), bytes);
  await tx.insert(publicationFiles).values({
    publicationId,
    role: "preview",
    position: 0,
    name: cover.name,
    mime: "image/png",
    size: bytes.length,
    storedPath,
  });
}

/**
 * The demo publications with their reactions and comments; their covers are drawn into `uploadDir` when
 * it is given (a cover whose transaction rolls back is swept later: src/server/uploads/sweep.ts).
 */
export async function seedDemoPublications(
  tx: Tx,
  idOf: ReadonlyMap<string, number>,
  now: Date,
  uploadDir?: string,
): Promise<void> {
  for (const item of demoPublications) {
    const authorId = idOf.get(item.author);
    if (authorId === undefined) continue;
    const at = new Date(now.getTime() - item.daysAgo * 86_400_000 - 3_600_000);
    const [row] = await tx
      .insert(publications)
      .values({
        authorId,
        type: item.type,
        title: item.title,
        text: item.text,
        excerpt: excerptOf(item.text),
        rubricId: item.rubricId,
        status: "published",
        publishedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: publications.id });
    if (!row) continue;
    if (item.cover && uploadDir) await storeCover(tx, uploadDir, row.id, item.cover);
    const reactions = item.reactions.flatMap(([who, code]) => {
      const userId = idOf.get(who);
      return userId === undefined ? [] : [{ publicationId: row.id, userId, code }];
    });
    if (reactions.length > 0) await tx.insert(publicationReactions).values(reactions);
    const comments = item.comments.flatMap(([who, text]) => {
      const authorOf = idOf.get(who);
      return authorOf === undefined ? [] : [{ publicationId: row.id, authorId: authorOf, text }];
    });
    if (comments.length > 0) await tx.insert(publicationComments).values(comments);
  }
}
