import { ru } from "../../i18n/ru";
import { ruMessenger } from "../../i18n/ru.messenger";

const pad = (value: number) => String(value).padStart(2, "0");

/** The local calendar day of a time, `2025-3-9`: what groups messages under one separator. */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/**
 * A date separator of the message list, with spec §9's names: «Сегодня», «Вчера»; a day of this week
 * (weeks start on Sunday) as «Вт, 11 Мар»; earlier days of this year as «11 Мар»; others with the year.
 */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = startOfDay(date);
  const today = startOfDay(now);
  const daysAgo = Math.round((today.getTime() - day.getTime()) / 86_400_000);
  if (daysAgo === 0) return ruMessenger.chatPage.today;
  if (daysAgo === 1) return ruMessenger.chatPage.yesterday;
  const dayMonth = `${date.getDate()} ${ru.dates.monthsShort[date.getMonth()]}`;
  // getDay() counts from Sunday, as the week does here (ru.dates.firstDayOfWeek = 0).
  if (daysAgo > 0 && daysAgo <= today.getDay()) return `${ru.dates.daysShort[date.getDay()]}, ${dayMonth}`;
  return date.getFullYear() === now.getFullYear() ? dayMonth : `${dayMonth} ${date.getFullYear()}`;
}

/** «14:05». */
export function timeLabel(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The time in a chat list row: today's as «14:05», earlier as a date. */
export function listTimeLabel(iso: string, now: Date = new Date()): string {
  return dayKey(iso) === dayKey(now.toISOString()) ? timeLabel(iso) : dayLabel(iso, now);
}

/** A duration as «0:07», «12:30». */
export function durationLabel(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${pad(seconds % 60)}`;
}
