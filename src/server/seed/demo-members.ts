import { RoleId } from "../../api/schema/user";

export interface DemoMember {
  readonly name: string;
  readonly email: string;
  /** Roles besides «Участник», which every member has. */
  readonly extraRoles: ReadonlyArray<RoleId>;
  /** How long ago they joined, so the community does not look born this second. */
  readonly joinedDaysAgo: number;
}

/** A demo member: the address is `<login>@demo.mir.local`. */
const demo = (name: string, login: string, joinedDaysAgo: number, ...extraRoles: RoleId[]): DemoMember => ({
  name,
  email: `${login}@demo.mir.local`,
  extraRoles,
  joinedDaysAgo,
});

/** The small demo community of a first start (ARCHITECTURE §1); SEED_DEMO=0 leaves it out. */
export const demoMembers: ReadonlyArray<DemoMember> = [
  demo("Анна Смирнова", "anna.smirnova", 120),
  demo("Дмитрий Иванов", "dmitry.ivanov", 98, RoleId.curator),
  demo("Екатерина Кузнецова", "ekaterina.kuznetsova", 75, RoleId.digestAuthor),
  demo("Михаил Попов", "mikhail.popov", 61, RoleId.sponsor),
  demo("Ольга Соколова", "olga.sokolova", 40),
  demo("Алексей Лебедев", "aleksey.lebedev", 23, RoleId.trainer),
  demo("Мария Новикова", "maria.novikova", 9, RoleId.student),
];
