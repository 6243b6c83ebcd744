import { RoleId } from "../../api/schema/user";

export interface DemoMember {
  readonly name: string;
  readonly email: string;
  /** Roles besides «Участник», which every member has. */
  readonly extraRoles: ReadonlyArray<RoleId>;
  /** How long ago they joined, so the community does not look born this second. */
  readonly joinedDaysAgo: number;
  /** The login of the demo member whose link they registered through (joined before them). */
  readonly invitedBy?: string;
}

/** A demo member: the address is `<login>@demo.mir.local`. */
const demo = (
  name: string,
  login: string,
  joinedDaysAgo: number,
  invitedBy?: string,
  ...extraRoles: RoleId[]
): DemoMember => ({
  name,
  email: `${login}@demo.mir.local`,
  extraRoles,
  joinedDaysAgo,
  ...(invitedBy ? { invitedBy } : {}),
});

/**
 * The small demo community of a first start (ARCHITECTURE §1); SEED_DEMO=0 leaves it out. Anna's
 * structure is four levels deep: Dmitry and Ekaterina came through her link, Mikhail through Dmitry's,
 * Olga through Ekaterina's, Alexey through Mikhail's, Maria through Alexey's. Igor came yesterday
 * on his own. Mikhail and Olga are sponsors (src/server/seed/demo-sponsors.ts).
 */
export const demoMembers: ReadonlyArray<DemoMember> = [
  demo("Анна Смирнова", "anna.smirnova", 120),
  demo("Дмитрий Иванов", "dmitry.ivanov", 98, "anna.smirnova", RoleId.curator),
  demo("Екатерина Кузнецова", "ekaterina.kuznetsova", 75, "anna.smirnova", RoleId.digestAuthor),
  demo("Михаил Попов", "mikhail.popov", 61, "dmitry.ivanov", RoleId.sponsor),
  demo("Ольга Соколова", "olga.sokolova", 40, "ekaterina.kuznetsova", RoleId.sponsor),
  demo("Алексей Лебедев", "aleksey.lebedev", 23, "mikhail.popov", RoleId.trainer),
  demo("Мария Новикова", "maria.novikova", 9, "aleksey.lebedev", RoleId.student),
  demo("Игорь Белов", "igor.belov", 1),
];

/** A franchise of the demo: who holds it (a demo login), what and where, and how long ago it was granted. */
export interface DemoFranchise {
  readonly holder: string;
  readonly name: string;
  readonly territory: string;
  readonly territoryKind: "city" | "region";
  readonly grantedDaysAgo: number;
}

/** Anna, at the top of the demo's structure, holds the Moscow franchise: the franchise pages show life. */
export const demoFranchises: ReadonlyArray<DemoFranchise> = [
  { holder: "anna.smirnova", name: "МИР", territory: "Москва", territoryKind: "city", grantedDaysAgo: 60 },
];
