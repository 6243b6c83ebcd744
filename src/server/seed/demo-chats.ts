import type { Tx } from "../db/connect";
import { chatMembers, chats, messageReactions, messages } from "../db/schema";
import { directKeyOf } from "../messenger";

/** A line of a demo conversation: who says it (an index into the chat's members) and how long ago. */
interface Line {
  readonly from: number;
  readonly minutesAgo: number;
  readonly text: string;
  /** Reactions of other members (indexes) by emoji code. */
  readonly reactions?: Readonly<Record<string, ReadonlyArray<number>>>;
}

interface DemoChat {
  /** Demo member e-mails, or "admin"; the first is the one who started the chat. */
  readonly members: ReadonlyArray<string>;
  readonly lines: ReadonlyArray<Line>;
  /** How many of the last lines each member has not read yet (by member index); 0 by default. */
  readonly unread?: Readonly<Record<number, number>>;
}

const hour = 60;
const day = 24 * hour;
const demo = (name: string) => `${name}@demo.mir.local`;

/** A few conversations between demo members, so the messenger shows its life on the first start. */
const demoChats: ReadonlyArray<DemoChat> = [
  {
    members: [demo("anna.smirnova"), demo("dmitry.ivanov")],
    lines: [
      {
        from: 0,
        minutesAgo: 3 * day,
        text: "Дмитрий, добрый день! Вы ведёте курс по финансовой грамотности?",
      },
      { from: 1, minutesAgo: 3 * day - 20, text: "Здравствуйте, Анна! Да, набор открыт до пятницы." },
      {
        from: 0,
        minutesAgo: 3 * day - 25,
        text: "Отлично, запишите меня, пожалуйста 🙂",
        reactions: { "+1": [1] },
      },
      {
        from: 1,
        minutesAgo: 2 * day,
        text: "Записал. Первое занятие в понедельник в 19:00, ссылку пришлю накануне.",
      },
      { from: 0, minutesAgo: 2 * day - 5, text: "Спасибо! Буду.", reactions: { heart: [1] } },
    ],
  },
  {
    members: [demo("ekaterina.kuznetsova"), demo("olga.sokolova")],
    lines: [
      {
        from: 0,
        minutesAgo: day + 4 * hour,
        text: "Оля, посмотри черновик дайджеста про городские события?",
      },
      {
        from: 1,
        minutesAgo: day + 3 * hour,
        text: "Конечно. Про ярмарку выходного дня добавь время работы.",
      },
      { from: 0, minutesAgo: day + 2 * hour, text: "Добавила. И фото с прошлой ярмарки нашла." },
      { from: 1, minutesAgo: 5 * hour, text: "Теперь прямо хорошо. Публикуй!", reactions: { tada: [0] } },
    ],
  },
  {
    members: [demo("aleksey.lebedev"), demo("anna.smirnova"), demo("mikhail.popov"), demo("maria.novikova")],
    lines: [
      { from: 0, minutesAgo: 6 * hour, text: "Друзья, тренировка в субботу переносится на 11:00." },
      { from: 2, minutesAgo: 5 * hour + 40, text: "Принято. Зал тот же?", reactions: { "+1": [0, 1] } },
      { from: 0, minutesAgo: 5 * hour + 30, text: "Да, на Садовой. Возьмите воду и хорошее настроение." },
      { from: 3, minutesAgo: 50, text: "Я впервые, можно прийти пораньше познакомиться?" },
      { from: 0, minutesAgo: 42, text: "Конечно, Мария! Приходите к 10:40, всё покажу." },
    ],
    unread: { 1: 2, 2: 2 },
  },
  {
    members: [demo("dmitry.ivanov"), demo("maria.novikova")],
    lines: [
      { from: 1, minutesAgo: 2 * hour, text: "Дмитрий, подскажите, где найти задание к первому уроку?" },
      { from: 0, minutesAgo: 90, text: "В разделе «Академия», вкладка «Мои курсы». Там же сроки сдачи." },
      { from: 0, minutesAgo: 88, text: "Если что-то не откроется — пишите, помогу." },
    ],
    unread: { 1: 2 },
  },
  {
    members: [demo("anna.smirnova"), "admin"],
    lines: [
      {
        from: 0,
        minutesAgo: 10,
        text: "Здравствуйте! Это демо-сообщество МИР. Напишите кому-нибудь из участников — ответят 🙂",
      },
    ],
    unread: { 1: 1 },
  },
];

/**
 * Writes the demo conversations (members by e-mail; `adminId` for "admin") with their read state: every
 * line is read by the others except each member's `unread` last ones. Part of the seeding transaction.
 */
export async function seedDemoChats(
  tx: Tx,
  idOf: ReadonlyMap<string, number>,
  adminId: number,
  now: Date,
): Promise<void> {
  for (const chat of demoChats) {
    const memberIds = chat.members.map((email) => (email === "admin" ? adminId : idOf.get(email)));
    if (memberIds.some((id) => id === undefined)) continue;
    const ids = memberIds as number[];
    const at = (line: Line) => new Date(now.getTime() - line.minutesAgo * 60_000);
    const last = chat.lines.at(-1);
    const [row] = await tx
      .insert(chats)
      .values({
        directKey: ids.length === 2 ? directKeyOf(ids[0] as number, ids[1] as number) : null,
        createdBy: ids[0],
        createdAt: chat.lines[0] ? at(chat.lines[0]) : now,
        lastActivityAt: last ? at(last) : now,
      })
      .returning({ id: chats.id });
    if (!row) continue;
    const stored = await tx
      .insert(messages)
      .values(
        chat.lines.map((line, i) => {
          // Checked once someone other than the sender has read it.
          const readByOther = ids.some(
            (_, member) => member !== line.from && i < chat.lines.length - (chat.unread?.[member] ?? 0),
          );
          return {
            chatId: row.id,
            userId: ids[line.from] as number,
            content: line.text,
            isChecked: readByOther,
            createdAt: at(line),
          };
        }),
      )
      .returning({ id: messages.id });
    await tx.insert(chatMembers).values(
      ids.map((userId, member) => {
        const readCount = chat.lines.length - (chat.unread?.[member] ?? 0);
        return {
          chatId: row.id,
          userId,
          joinedAt: chat.lines[0] ? at(chat.lines[0]) : now,
          lastReadMessageId: readCount > 0 ? (stored[readCount - 1]?.id ?? null) : null,
        };
      }),
    );
    const reactions = chat.lines.flatMap((line, i) =>
      Object.entries(line.reactions ?? {}).flatMap(([code, who]) =>
        who.map((member) => ({ messageId: stored[i]?.id as number, userId: ids[member] as number, code })),
      ),
    );
    if (reactions.length > 0) await tx.insert(messageReactions).values(reactions);
  }
}
