import { RoleId } from "../../api/schema/user";

export interface DemoMember {
  readonly name: string;
  readonly email: string;
  /** Roles besides «Участник», which every member has. */
  readonly extraRoles: ReadonlyArray<RoleId>;
  /** How long ago they joined, so the community does not look born this second. */
  readonly joinedDaysAgo: number;
}

/** The small demo community of a first start (ARCHITECTURE §1); SEED_DEMO=0 leaves it out. */
export const demoMembers: ReadonlyArray<DemoMember> = [
  { name: "Анна Смирнова", email: "anna.smirnova@demo.mir.local", extraRoles: [], joinedDaysAgo: 120 },
  {
    name: "Дмитрий Иванов",
    email: "dmitry.ivanov@demo.mir.local",
    extraRoles: [RoleId.curator],
    joinedDaysAgo: 98,
  },
  {
    name: "Екатерина Кузнецова",
    email: "ekaterina.kuznetsova@demo.mir.local",
    extraRoles: [RoleId.digestAuthor],
    joinedDaysAgo: 75,
  },
  {
    name: "Михаил Попов",
    email: "mikhail.popov@demo.mir.local",
    extraRoles: [RoleId.sponsor],
    joinedDaysAgo: 61,
  },
  { name: "Ольга Соколова", email: "olga.sokolova@demo.mir.local", extraRoles: [], joinedDaysAgo: 40 },
  {
    name: "Алексей Лебедев",
    email: "aleksey.lebedev@demo.mir.local",
    extraRoles: [RoleId.trainer],
    joinedDaysAgo: 23,
  },
  {
    name: "Мария Новикова",
    email: "maria.novikova@demo.mir.local",
    extraRoles: [RoleId.student],
    joinedDaysAgo: 9,
  },
];
