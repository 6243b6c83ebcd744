import type { Tx } from "../db/connect";
import { chatMembers, chats, divisions, messages, teamMembers, teams } from "../db/schema";
import { newTeamCode } from "../teams";

/** A demo team: its leader first among its members (logins), when each joined, and a few words in its chat. */
interface DemoTeam {
  readonly name: string;
  /** Logins with the days since they joined; the first founded it and leads it. */
  readonly members: ReadonlyArray<readonly [login: string, daysAgo: number]>;
  /** Lines of its chat: who (an index into `members`), how many minutes ago, what. */
  readonly lines: ReadonlyArray<readonly [from: number, minutesAgo: number, text: string]>;
}

const day = 24 * 60;

/**
 * Two teams in one division, so that the team and division pages show life on a first start: Anna's with
 * Dmitry, and Mikhail's with Olga and Alexey (Mikhail invited Alexey and Alexey Maria while in it: its
 * `teamsReferrals`).
 */
const demoTeams: ReadonlyArray<DemoTeam> = [
  {
    name: "Казанские первопроходцы",
    members: [
      ["anna.smirnova", 30],
      ["dmitry.ivanov", 28],
    ],
    lines: [
      [0, 28 * day, "Дмитрий, добро пожаловать в команду! Здесь договариваемся о встречах."],
      [1, 28 * day - 40, "Спасибо, Анна! Предлагаю собираться по четвергам."],
      [0, 2 * day, "В четверг в 19:00 в коворкинге на Баумана — жду всех 🙂"],
    ],
  },
  {
    name: "Школа финансов",
    members: [
      ["mikhail.popov", 45],
      ["olga.sokolova", 40],
      ["aleksey.lebedev", 20],
    ],
    lines: [
      [0, 20 * day, "Алексей с нами! Начинаем готовить курс для новичков."],
      [2, 20 * day - 15, "Рад присоединиться. Могу взять занятие про бюджет."],
    ],
  },
];

const demo = (login: string) => `${login}@demo.mir.local`;

/** Writes the demo teams with their chats, and a division holding them. Part of the seeding transaction. */
export async function seedDemoTeams(tx: Tx, idOf: ReadonlyMap<string, number>, now: Date): Promise<void> {
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const [division] = await tx
    .insert(divisions)
    .values({ name: "Поволжье", createdAt: ago(50 * day) })
    .returning({ id: divisions.id });
  for (const team of demoTeams) {
    const members = team.members.flatMap(([login, daysAgo]) => {
      const id = idOf.get(demo(login));
      return id === undefined ? [] : [{ id, joinedAt: ago(daysAgo * day) }];
    });
    const [leader] = members;
    if (!leader || members.length !== team.members.length) continue;
    const last = team.lines.at(-1);
    const [chat] = await tx
      .insert(chats)
      .values({
        title: team.name,
        createdBy: leader.id,
        createdAt: leader.joinedAt,
        lastActivityAt: last ? ago(last[1]) : leader.joinedAt,
      })
      .returning({ id: chats.id });
    if (!chat) continue;
    const stored = await tx
      .insert(messages)
      .values(
        team.lines.map(([from, minutesAgo, content]) => ({
          chatId: chat.id,
          userId: members[from]?.id ?? leader.id,
          content,
          isChecked: true,
          createdAt: ago(minutesAgo),
        })),
      )
      .returning({ id: messages.id });
    // Read by all: the demo does not add to anyone's unread count.
    const lastId = stored.at(-1)?.id ?? null;
    await tx.insert(chatMembers).values(
      members.map(({ id, joinedAt }) => ({
        chatId: chat.id,
        userId: id,
        joinedAt,
        lastReadMessageId: lastId,
      })),
    );
    const [made] = await tx
      .insert(teams)
      .values({
        name: team.name,
        leaderId: leader.id,
        chatId: chat.id,
        divisionId: division?.id ?? null,
        code: newTeamCode(),
        createdAt: leader.joinedAt,
      })
      .returning({ id: teams.id });
    if (!made) continue;
    await tx
      .insert(teamMembers)
      .values(members.map(({ id, joinedAt }) => ({ teamId: made.id, memberId: id, joinedAt })));
  }
}
