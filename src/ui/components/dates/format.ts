import { ru } from "../../i18n/ru";

// Every date and time the app shows, one way each, in Russian (lower-case months in the genitive, no «г.»,
// no seconds outside /dev's logs). A view never formats a date itself: it takes one of these, or
// <Moment> (./moment.tsx) for a moment in a list, which stays fresh while it is on screen.
//
//   momentLabel   a moment in a list or feed   «только что», «5 минут назад», «сегодня в 19:41»,
//                                              «вчера в 19:41», «25 ноября», «25 ноября 2025»
//   dateLabel     a date alone                 «27 ноября» this year, «27 ноября 2025» before
//   fullDateLabel a date with its year         «9 марта 1990» (a birthday, the date picker)
//   timeLabel     a time alone                 «19:41» (a message in a chat)
//   fullLabel     a date and time              «27 ноября 2026 в 19:41» (a title's tooltip, a schedule)
//   dayLabel      a day separator in a chat    «Сегодня», «Вчера», then as dateLabel
//
// Times are the browser's local ones; the functions read the parts of a Date (not Intl's formats, which
// fix their time zone when made).

/** `YYYY-MM-DD`, optionally with ` HH:mm[:ss]` (the date picker's value): a local date, with no time zone. */
const localPattern = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** The date of a value, or null when it is not one (then a label is the text as it came). */
function dateOf(value: string): Date | null {
  const local = localPattern.exec(value);
  const date = local
    ? new Date(
        Number(local[1]),
        Number(local[2]) - 1,
        Number(local[3]),
        Number(local[4] ?? 0),
        Number(local[5] ?? 0),
        Number(local[6] ?? 0),
      )
    : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (value: number) => String(value).padStart(2, "0");
const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
/** Calendar days from `date` to `now`: 0 today, 1 yesterday, -1 tomorrow (a day of 23 or 25 hours too). */
const daysBefore = (date: Date, now: Date) =>
  Math.round((startOfDay(now).getTime() - startOfDay(date).getTime()) / 86_400_000);

const time = (date: Date, seconds = false) =>
  `${pad(date.getHours())}:${pad(date.getMinutes())}${seconds ? `:${pad(date.getSeconds())}` : ""}`;
const dayMonth = (date: Date) => `${date.getDate()} ${ru.dates.monthsOf[date.getMonth()]}`;
const fullDate = (date: Date) => `${dayMonth(date)} ${date.getFullYear()}`;
const yearIfOther = (date: Date, now: Date) =>
  date.getFullYear() === now.getFullYear() ? dayMonth(date) : fullDate(date);

/** Applies `format` to the date of `value`, or gives `value` back when it is not a date. */
const labelOf = (value: string, format: (date: Date) => string) => {
  const parsed = dateOf(value);
  return parsed ? format(parsed) : value;
};

/** A time alone: «19:41»; with `seconds` «19:41:07», only where events within a minute are told apart (/dev). */
export function timeLabel(value: string, { seconds = false } = {}): string {
  return labelOf(value, (at) => time(at, seconds));
}

/** A date with its year: «9 марта 1990» (a birthday; the days of the date picker). */
export function fullDateLabel(value: string): string {
  return labelOf(value, fullDate);
}

/** A date alone: «27 ноября» this year, «27 ноября 2025» another (the day a member joined). */
export function dateLabel(value: string, now: Date = new Date()): string {
  return labelOf(value, (at) => yearIfOther(at, now));
}

/** A date and its time, in full: «27 ноября 2026 в 19:41» (the tooltip of a moment, a scheduled time). */
export function fullLabel(value: string): string {
  return labelOf(value, (at) => ru.dates.dateAt(fullDate(at), time(at)));
}

/** A day as a chat's separator says it: «Сегодня», «Вчера», else as {@link dateLabel}. */
export function dayLabel(value: string, now: Date = new Date()): string {
  return labelOf(value, (at) => {
    const days = daysBefore(at, now);
    if (days === 0) return ru.dates.today;
    if (days === 1) return ru.dates.yesterday;
    return yearIfOther(at, now);
  });
}

const relative = new Intl.RelativeTimeFormat("ru-RU", { numeric: "auto" });

/**
 * A moment in a list or a feed (a post, a comment, a chat's last message, a notification, «был(а) в сети»):
 * «только что» within a minute (also a little ahead: clocks differ), «5 минут назад» within an hour, then
 * «сегодня в 19:41», «вчера в 19:41» (and «завтра в 15:00» for a moment to come), else as {@link dateLabel}.
 */
export function momentLabel(value: string, now: Date = new Date()): string {
  return labelOf(value, (at) => {
    const seconds = (now.getTime() - at.getTime()) / 1000;
    if (seconds > -60 && seconds < 60) return ru.dates.justNow;
    if (seconds > 0 && seconds < 3600) return relative.format(-Math.floor(seconds / 60), "minute");
    const days = daysBefore(at, now);
    if (days === 0) return ru.dates.todayAt(time(at));
    if (days === 1) return ru.dates.yesterdayAt(time(at));
    if (days === -1) return ru.dates.tomorrowAt(time(at));
    return yearIfOther(at, now);
  });
}

/** The local calendar day of a time, `2025-3-9`: what groups messages under one separator. */
export function dayKey(value: string): string {
  return labelOf(value, (at) => `${at.getFullYear()}-${at.getMonth() + 1}-${at.getDate()}`);
}

/** A duration as «0:07», «12:30» (a voice message). */
export function durationLabel(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${pad(seconds % 60)}`;
}

/** Spec §9's names for a date picker: the weekday of a day, the month heading, a month in the list. */
export const pickerNames = {
  weekday: (day: string) => ru.dates.daysShort[dateOf(day)?.getDay() ?? 0] ?? "",
  monthHeading: (day: string) =>
    labelOf(day, (at) => `${ru.dates.months[at.getMonth()]} ${at.getFullYear()}`),
  month: (day: string) => ru.dates.monthsShort[dateOf(day)?.getMonth() ?? 0] ?? "",
};
