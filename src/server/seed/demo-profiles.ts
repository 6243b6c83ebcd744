import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../db/connect";
import { favorites, messages, users } from "../db/schema";

const demo = (name: string) => `${name}@demo.mir.local`;

/** What the demo members tell about themselves, so profiles and the people search show life. */
const demoProfiles: ReadonlyArray<{
  readonly email: string;
  readonly about: string;
  readonly city: string;
  readonly birthday: string | null;
  readonly interests: ReadonlyArray<string>;
  readonly writePrivacy?: "friends";
}> = [
  {
    email: demo("anna.smirnova"),
    about: "Фотограф и организатор городских прогулок. Пишите, если хотите пройтись с камерой.",
    city: "Казань",
    birthday: "1994-03-09",
    interests: ["Фотография", "Путешествия", "Бег"],
  },
  {
    email: demo("dmitry.ivanov"),
    about: "Куратор учебных групп. Помогаю новичкам разобраться в МИРе.",
    city: "Москва",
    birthday: "1987-11-21",
    interests: ["Образование", "Настольные игры"],
  },
  {
    email: demo("ekaterina.kuznetsova"),
    about: "Пишу дайджесты о технологиях и книгах.",
    city: "Санкт-Петербург",
    birthday: null,
    interests: ["Книги", "Программирование", "Дизайн"],
  },
  {
    email: demo("mikhail.popov"),
    about: "Спонсор спортивных проектов.",
    city: "Екатеринбург",
    birthday: "1979-06-02",
    interests: ["Спорт", "Бизнес"],
  },
  {
    // Writes are for friends only: a visitor sees the privacy at work (no «Написать сообщение»).
    email: demo("olga.sokolova"),
    about: "Люблю горы и йогу.",
    city: "Сочи",
    birthday: "1998-08-15",
    interests: ["Горы", "Йога"],
    writePrivacy: "friends",
  },
];

export async function seedDemoProfiles(tx: Tx, idOf: ReadonlyMap<string, number>): Promise<void> {
  for (const { email, writePrivacy, interests, ...words } of demoProfiles) {
    const id = idOf.get(email);
    if (id === undefined) continue;
    await tx
      .update(users)
      .set({ ...words, interests: [...interests], ...(writePrivacy ? { writePrivacy } : {}) })
      .where(eq(users.id, id));
  }
  // Anna keeps her curator and his latest message to her at hand.
  const anna = idOf.get(demo("anna.smirnova"));
  const dmitry = idOf.get(demo("dmitry.ivanov"));
  if (anna === undefined || dmitry === undefined) return;
  await tx.insert(favorites).values({ userId: anna, kind: "member", targetId: dmitry });
  const [fromDmitry] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.userId, dmitry),
        sql`${messages.chatId} in (select chat_id from chat_members where user_id = ${anna})`,
      ),
    )
    .orderBy(sql`${messages.id} desc`)
    .limit(1);
  if (fromDmitry)
    await tx.insert(favorites).values({ userId: anna, kind: "message", targetId: fromDmitry.id });
}
