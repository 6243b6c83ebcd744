import { ru } from "./ru";

// Every date and time the app shows, in Russian (spec §9: weeks start on Sunday, its short names).
// One module, so that a page never formats a date its own way.

const dayMonthYear = new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", year: "numeric" });
const dayMonthTime = new Intl.DateTimeFormat("ru-RU", {
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});
const fullDateTime = new Intl.DateTimeFormat("ru-RU", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

const pad = (value: number) => String(value).padStart(2, "0");

/** The date of an ISO time, or null when it is not one (then a view shows the text as it came). */
function dateOf(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** «12 марта 2026 г.» (the genitive month that «с …» needs). */
export function formatDay(iso: string): string {
  const date = dateOf(iso);
  return date ? dayMonthYear.format(date) : iso;
}

/** «14:05»; empty for a time that is not one. */
export function timeLabel(iso: string): string {
  const date = dateOf(iso);
  return date ? `${pad(date.getHours())}:${pad(date.getMinutes())}` : "";
}

/** «25 ноября, 14:05:09» — to the second, for logs and events (/dev); `withYear` adds the year. */
export function formatMoment(iso: string, { withYear = false } = {}): string {
  const date = dateOf(iso);
  if (!date) return iso;
  return (withYear ? fullDateTime : dayMonthTime).format(date);
}

/** The local calendar day of a time, `2025-3-9`: what groups messages under one separator. */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/**
 * A day as a list separator says it, with spec §9's names: «Сегодня», «Вчера»; a day of this week
 * (weeks start on Sunday) as «Вт, 11 Мар»; earlier days of this year as «11 Мар»; others with the year.
 */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const date = dateOf(iso);
  if (!date) return iso;
  const today = startOfDay(now);
  const daysAgo = Math.round((today.getTime() - startOfDay(date).getTime()) / 86_400_000);
  if (daysAgo === 0) return ru.dates.today;
  if (daysAgo === 1) return ru.dates.yesterday;
  const dayMonth = `${date.getDate()} ${ru.dates.monthsShort[date.getMonth()]}`;
  // getDay() counts from Sunday, as the week does here (ru.dates.firstDayOfWeek = 0).
  if (daysAgo > 0 && daysAgo <= today.getDay()) return `${ru.dates.daysShort[date.getDay()]}, ${dayMonth}`;
  return date.getFullYear() === now.getFullYear() ? dayMonth : `${dayMonth} ${date.getFullYear()}`;
}

/** The time in a list row (chats, notifications): today's as «14:05», earlier as a date. */
export function listTimeLabel(iso: string, now: Date = new Date()): string {
  return dayKey(iso) === dayKey(now.toISOString()) ? timeLabel(iso) : dayLabel(iso, now);
}

const relative = new Intl.RelativeTimeFormat("ru-RU", { numeric: "auto" });

/**
 * How long ago, for a list that lives (notifications): «только что», «5 минут назад», «2 часа назад»
 * within a day; older times as {@link listTimeLabel} says them.
 */
export function agoLabel(iso: string, now: Date = new Date()): string {
  const date = dateOf(iso);
  if (!date) return iso;
  const minutes = Math.floor((now.getTime() - date.getTime()) / 60_000);
  if (minutes < 1) return ru.dates.justNow;
  if (minutes < 60) return relative.format(-minutes, "minute");
  if (minutes < 24 * 60) return relative.format(-Math.floor(minutes / 60), "hour");
  return listTimeLabel(iso, now);
}

/** A duration as «0:07», «12:30». */
export function durationLabel(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${pad(seconds % 60)}`;
}

/** The local date of a calendar day `YYYY-MM-DD` (a birthday has no time and no time zone). */
function calendarDate(day: string): Date | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return parts ? new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])) : null;
}

/** A calendar day `YYYY-MM-DD` as «9 марта 1990 г.» (birthdays). */
export function formatCalendarDay(day: string): string {
  const date = calendarDate(day);
  return date ? dayMonthYear.format(date) : day;
}

/** Spec §9's names for a date picker: the weekday of a day, the month heading, a month in the list. */
export const pickerNames = {
  weekday: (day: string) => ru.dates.daysShort[calendarDate(day)?.getDay() ?? 0] ?? "",
  monthHeading: (day: string) => {
    const date = calendarDate(day);
    return date ? `${ru.dates.months[date.getMonth()]} ${date.getFullYear()}` : day;
  },
  month: (day: string) => ru.dates.monthsShort[calendarDate(day)?.getMonth() ?? 0] ?? "",
};
