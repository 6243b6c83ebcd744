import { Schema } from "effect";
import { ShownName, TrimmedText } from "./common";

// What a member tells about themselves and decides for others (issue 14's settings): the profile's own
// words, interests, privacy. The same rules on both ends: the form says what the server would refuse.

/** «О себе»: free text, up to 500 characters. */
export const About = TrimmedText.check(Schema.isMaxLength(500, { message: "Не длиннее 500 символов" }));

/** The city, as the member writes it. */
export const City = ShownName.check(Schema.isMaxLength(80, { message: "Не длиннее 80 символов" }));

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `YYYY-MM-DD` is a day of the calendar (not 2025-02-30). */
function isCalendarDay(text: string): boolean {
  const parts = isoDay.exec(text);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The earliest birthday taken: nobody living was born before it. */
export const earliestBirthday = "1900-01-01";

/** Today as `YYYY-MM-DD` by the UTC calendar (a birthday may be today's date anywhere on Earth). */
const latestBirthday = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

/** A birthday: a calendar day `YYYY-MM-DD` from {@link earliestBirthday} to today. */
export const Birthday = Schema.String.check(
  Schema.makeFilter(isCalendarDay, { message: "Дата — в виде ГГГГ-ММ-ДД" }),
  Schema.makeFilter((day: string) => day >= earliestBirthday && day <= latestBirthday(), {
    message: "Такой даты рождения не бывает",
  }),
);

/** A birthday as a form sends it: a day, or empty to remove it. */
export const BirthdayField = Schema.Union([Schema.Literal(""), Birthday]);

/** One interest: a short topic («фотография», «бег»). */
export const Interest = ShownName.check(
  Schema.isMinLength(2, { message: "Интерес — не короче 2 символов" }),
  Schema.isMaxLength(40, { message: "Интерес — не длиннее 40 символов" }),
);

/** How many interests a member may list. */
export const maxInterests = 20;

/** The member's interests in their order: each once (whatever its case), at most {@link maxInterests}. */
export const Interests = Schema.Array(Interest).check(
  Schema.isMaxLength(maxInterests, { message: `Не больше ${maxInterests} интересов` }),
  Schema.makeFilter(
    (topics: readonly string[]) =>
      new Set(topics.map((topic) => topic.toLocaleLowerCase("ru"))).size === topics.length,
    { message: "Интересы повторяются" },
  ),
);

/** The profile's own words as others see them (empty strings and null: not told). */
export const ProfileDetails = Schema.Struct({
  about: Schema.String,
  city: Schema.String,
  /** `YYYY-MM-DD`, or null. */
  birthday: Schema.NullOr(Schema.String),
  interests: Schema.Array(Schema.String),
});
export type ProfileDetails = typeof ProfileDetails.Type;

/** Who may do something to a member: everyone, their friends only, or no one but themselves. */
export const privacyLevels = ["everyone", "friends", "nobody"] as const;
export const PrivacyLevel = Schema.Literals(privacyLevels);
export type PrivacyLevel = typeof PrivacyLevel.Type;

/**
 * A member's privacy: who may write to them (start a direct chat or send in one; group chats they are
 * already in are not affected), and who sees the list of their friends (their count stays public).
 */
export const Privacy = Schema.Struct({ write: PrivacyLevel, friends: PrivacyLevel });
export type Privacy = typeof Privacy.Type;
