import dayjs from "dayjs";
import Papa from "papaparse";
import type { ReferralLeader } from "../../../api/schema/structure";
import type { DayRange } from "../../components/dates/range-picker";

/**
 * The leaderboard's periods, as Discourse's gamification offers them: the last day, week, month or year up
 * to the moment it was asked — rolling, not the calendar's, so that «за сутки» at ten past midnight still
 * shows a day — all time, or days picked in the date picker (the first and the last whole, local days).
 */
export const periods = ["day", "week", "month", "year", "all", "custom"] as const;
export type Period = (typeof periods)[number];

/** The leaderboard's bounds (`startedAt` ≤ joined < `finishedAt`), or null while custom days are not picked. */
export function periodBounds(
  period: Period,
  now: Date,
  range: DayRange,
): { startedAt?: string; finishedAt?: string } | null {
  const since = (unit: "day" | "week" | "month" | "year") => ({
    startedAt: dayjs(now).subtract(1, unit).toDate().toISOString(),
  });
  switch (period) {
    case "all":
      return {};
    case "custom": {
      const [from, to] = range;
      if (!from || !to) return null;
      // The picker's days are local: from the first one's midnight to the midnight after the last.
      return {
        startedAt: dayjs(from).startOf("day").toDate().toISOString(),
        finishedAt: dayjs(to).startOf("day").add(1, "day").toDate().toISOString(),
      };
    }
    default:
      return since(period);
  }
}

/** What the file calls the period: `2026-03-01_2026-03-15` (local days), or `all`. */
export function periodSlug(bounds: { startedAt?: string; finishedAt?: string }, now: Date): string {
  if (!bounds.startedAt && !bounds.finishedAt) return "all";
  const day = (at: Date) => dayjs(at).format("YYYY-MM-DD");
  const last = bounds.finishedAt ? new Date(Date.parse(bounds.finishedAt) - 1) : now;
  return `${bounds.startedAt ? day(new Date(bounds.startedAt)) : "start"}_${day(last)}`;
}

/**
 * The rows shown, as a CSV file Excel opens as it is in Russia: UTF-8 with a byte-order mark (without it
 * Excel reads the Cyrillic as Windows-1251), `;` between fields (a Russian Excel's list separator: with
 * commas a row lands in one cell), CRLF, fields quoted when they hold `;`, a quote or a line break (quotes
 * doubled, RFC 4180). A name that starts like a formula (`=`, `+`, `-`, `@`) gets a leading `'`, so that a
 * member cannot make the administrator's spreadsheet run one (CSV injection). Papa Parse writes it.
 */
export function leadersCsv(
  rows: ReadonlyArray<ReferralLeader>,
  header: {
    readonly number: string;
    readonly member: string;
    readonly memberId: string;
    readonly invited: string;
  },
): string {
  const csv = Papa.unparse(
    {
      fields: [header.number, header.member, header.memberId, header.invited],
      data: rows.map((row, index) => [index + 1, row.user.name, row.user.id, row.invited]),
    },
    { delimiter: ";", newline: "\r\n", escapeFormulae: true },
  );
  return `\uFEFF${csv}\r\n`;
}

/** Hands `text` to the browser as a file download named `name`. */
export function download(text: string, name: string, type = "text/csv;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: the browser has taken the file by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
