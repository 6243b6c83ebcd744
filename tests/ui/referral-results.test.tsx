// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ReferralLeader } from "../../src/api/schema/structure";
import { leadersCsv, periodBounds, periodSlug } from "../../src/ui/pages/admin/referral-results";
import { ReferralResultsPage } from "../../src/ui/pages/admin/referral-results-page";
import { anna, json, renderPage, stubFetch, testSession } from "./helpers/render-page";

// /admin/results/referrals (issue 29): the referral leaderboard for a period — Discourse's rolling day, week,
// month, year, all time, or days picked in the Russian date picker — in either order, 10 to 100 rows, and
// the rows shown as a CSV file Excel opens with its Cyrillic intact and no formula run.

const machineZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/Moscow";
});
afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const leader = (id: number, name: string, invited: number): ReferralLeader => ({
  user: { id, name, avatar: null, roles: [], createdAt: "2026-03-12T10:00:00.000Z" },
  invited,
});
const header = { number: "№", member: "Участник", memberId: "ID участника", invited: "Приглашено" };

describe("the leaderboard's periods and its file", () => {
  // Friday, 27 November 2026, 19:41 in Moscow.
  const now = new Date("2026-11-27T16:41:00.000Z");

  it("counts the rolling periods back from the moment asked, all time unbounded", () => {
    expect(periodBounds("day", now, [null, null])).toEqual({ startedAt: "2026-11-26T16:41:00.000Z" });
    expect(periodBounds("week", now, [null, null])).toEqual({ startedAt: "2026-11-20T16:41:00.000Z" });
    expect(periodBounds("month", now, [null, null])).toEqual({ startedAt: "2026-10-27T16:41:00.000Z" });
    expect(periodBounds("year", now, [null, null])).toEqual({ startedAt: "2025-11-27T16:41:00.000Z" });
    expect(periodBounds("all", now, [null, null])).toEqual({});
    expect(periodSlug({}, now)).toBe("all");
  });

  it("takes picked days whole, in local time, and waits for both ends", () => {
    expect(periodBounds("custom", now, ["2026-11-01", null])).toBeNull();
    const bounds = periodBounds("custom", now, ["2026-11-01", "2026-11-15"]);
    // Moscow's midnight of the 1st to the midnight after the 15th.
    expect(bounds).toEqual({ startedAt: "2026-10-31T21:00:00.000Z", finishedAt: "2026-11-15T21:00:00.000Z" });
    expect(periodSlug(bounds ?? {}, now)).toBe("2026-11-01_2026-11-15");
    expect(periodSlug({ startedAt: "2026-11-26T16:41:00.000Z" }, now)).toBe("2026-11-26_2026-11-27");
  });

  it("writes a CSV with a BOM, semicolons and CRLF, quoting what needs it and disarming formulas", () => {
    const csv = leadersCsv(
      [
        leader(5, "Анна Смирнова", 12),
        leader(9, 'Борис "Бобр"; Орлов', 3),
        leader(11, '=HYPERLINK("http://evil")', 1),
        leader(12, "-2+3", 0),
      ],
      header,
    );
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "№;Участник;ID участника;Приглашено",
      "1;Анна Смирнова;5;12",
      '2;"Борис ""Бобр""; Орлов";9;3',
      `3;"'=HYPERLINK(""http://evil"")";11;1`,
      `4;"'-2+3";12;0`,
      "",
    ]);
  });
});

/** The server: refleaders answered from `board` whatever the query (each request kept). */
function server(board: ReferralLeader[]) {
  return stubFetch((path) => {
    const url = new URL(path, "http://mir.test");
    if (url.pathname === "/api/users/refleaders") return json(200, board);
    return json(404, { error: { code: "NOT_FOUND", message: "Нет такого" } });
  });
}
const asked = (requests: Array<{ path: string }>) =>
  requests
    .map((request) => new URL(request.path, "http://mir.test"))
    .filter((url) => url.pathname === "/api/users/refleaders")
    .map((url) => Object.fromEntries(url.searchParams));

describe("the referral results page", () => {
  it("shows the last month's leaders, then the period, order and amount chosen, and downloads the rows", async () => {
    const { requests } = server([leader(5, "Анна Смирнова", 12), leader(9, "Борис Орлов", 3)]);
    const { session } = await testSession(anna);
    const before = Date.now();
    await renderPage(() => <ReferralResultsPage title="Рефералы" />, session);

    const table = await screen.findByRole("table", { name: "Приглашённые участники, за месяц" });
    const rows = within(table).getAllByRole("row").slice(1);
    const shown = rows.map((row) => {
      const cells = within(row).getAllByRole("cell");
      return [cells[0]?.textContent, within(row).getByRole("link").textContent, cells[2]?.textContent];
    });
    expect(shown).toEqual([
      ["1", "Анна Смирнова", "12"],
      ["2", "Борис Орлов", "3"],
    ]);
    expect(within(table).getByRole("link", { name: "Анна Смирнова" }).getAttribute("href")).toBe(
      "/profile/5",
    );
    const first = asked(requests)[0];
    expect(first).toMatchObject({ order: "desc", amount: "10" });
    const monthAgo = new Date(before);
    monthAgo.setMonth(monthAgo.getMonth() - 1);
    expect(Math.abs(Date.parse(first?.startedAt ?? "") - monthAgo.getTime())).toBeLessThan(60_000);

    fireEvent.click(screen.getByRole("radio", { name: "За сутки" }));
    fireEvent.change(screen.getByLabelText("Порядок"), { target: { value: "asc" } });
    fireEvent.change(screen.getByLabelText("Сколько строк"), { target: { value: "25" } });
    await waitFor(() => expect(asked(requests).at(-1)).toMatchObject({ order: "asc", amount: "25" }));
    const day = asked(requests).at(-1);
    expect(Math.abs(Date.parse(day?.startedAt ?? "") - (Date.now() - 86_400_000))).toBeLessThan(60_000);
    expect(day?.finishedAt).toBeUndefined();
    expect(await screen.findByRole("table", { name: "Приглашённые участники, за сутки" })).toBeTruthy();

    // All time: no bounds at all.
    fireEvent.click(screen.getByRole("radio", { name: "За всё время" }));
    await waitFor(() => expect(asked(requests).at(-1)).toEqual({ order: "asc", amount: "25" }));

    const files: Blob[] = [];
    Object.defineProperty(URL, "createObjectURL", {
      configurable: true,
      value: (blob: Blob) => {
        files.push(blob);
        return "blob:referrals";
      },
    });
    Object.defineProperty(URL, "revokeObjectURL", { configurable: true, value: () => undefined });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    fireEvent.click(await screen.findByRole("button", { name: "Скачать CSV" }));
    expect(clicked).toEqual(["referrals-all.csv"]);
    expect(files[0]?.type).toBe("text/csv;charset=utf-8");
    const text = new TextDecoder().decode(await files[0]?.arrayBuffer());
    // The BOM survives as bytes EF BB BF: Excel reads the file as UTF-8.
    expect(new Uint8Array((await files[0]?.arrayBuffer()) ?? []).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
    expect(text.split("\r\n").slice(0, 3)).toEqual([
      "№;Участник;ID участника;Приглашено",
      "1;Анна Смирнова;5;12",
      "2;Борис Орлов;9;3",
    ]);
  });

  it("asks for days in the Russian date picker, starting the week on Sunday, and asks nothing until both are picked", async () => {
    const { requests } = server([]);
    const { session } = await testSession(anna);
    await renderPage(() => <ReferralResultsPage title="Рефералы" />, session);
    expect(await screen.findByText("За этот период по ссылкам никто не пришёл.")).toBeTruthy();
    const sent = asked(requests).length;

    fireEvent.click(screen.getByRole("radio", { name: "Свои даты" }));
    expect(screen.getByText("Выберите первый и последний день периода.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Даты/ }));
    const weekdays = await screen.findAllByRole("columnheader");
    expect(weekdays.slice(0, 7).map((cell) => cell.textContent)).toEqual([
      "Вс",
      "Пн",
      "Вт",
      "Ср",
      "Чт",
      "Пт",
      "Сб",
    ]);
    expect(asked(requests)).toHaveLength(sent);
  });
});
