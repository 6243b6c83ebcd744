// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  dateLabel,
  dayLabel,
  durationLabel,
  fullDateLabel,
  fullLabel,
  momentLabel,
  timeLabel,
} from "../../src/ui/components/dates/format";
import { Moment } from "../../src/ui/components/dates/moment";

// The formatters say local times: the zone is Moscow's here whatever the machine's (Node reads TZ afresh).
const machineZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/Moscow";
});
afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

// Friday, 27 November 2026, 19:41 in Moscow (16:41 UTC).
const now = new Date("2026-11-27T16:41:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe("a moment in a list or a feed", () => {
  it("is relative while recent: «только что», minutes, then today's and yesterday's time", () => {
    expect(momentLabel(ago(20_000), now)).toBe("только что");
    // A server's clock a little ahead of the browser's.
    expect(momentLabel(ago(-30_000), now)).toBe("только что");
    expect(momentLabel(ago(60_000), now)).toBe("1 минуту назад");
    expect(momentLabel(ago(5 * 60_000), now)).toBe("5 минут назад");
    expect(momentLabel(ago(22 * 60_000), now)).toBe("22 минуты назад");
    expect(momentLabel("2026-11-27T09:15:00.000Z", now)).toBe("сегодня в 12:15");
    // 00:30 in Moscow is still the 26th in UTC: the local day counts.
    expect(momentLabel("2026-11-26T21:30:00.000Z", now)).toBe("сегодня в 00:30");
    expect(momentLabel("2026-11-26T20:59:00.000Z", now)).toBe("вчера в 23:59");
    expect(momentLabel("2026-11-28T07:00:00.000Z", now)).toBe("завтра в 10:00");
  });

  it("is a date after that: no weekday, no capitals, the year only when it is another", () => {
    // The chat list said «Ср, 25 Ноя» here.
    expect(momentLabel("2026-11-25T16:40:19.000Z", now)).toBe("25 ноября");
    expect(momentLabel("2026-01-01T09:00:00.000Z", now)).toBe("1 января");
    expect(momentLabel("2025-11-25T16:40:19.000Z", now)).toBe("25 ноября 2025");
    expect(momentLabel("не время", now)).toBe("не время");
  });
});

describe("dates and times alone", () => {
  it("says a time without seconds (seconds only when asked, for /dev's logs)", () => {
    expect(timeLabel("2026-11-27T16:41:19.000Z")).toBe("19:41");
    expect(timeLabel("2026-11-27T05:04:09.000Z", { seconds: true })).toBe("08:04:09");
  });

  it("says a date in the genitive without «г.», the year when it is another or asked for", () => {
    expect(dateLabel("2026-03-12T10:00:00.000Z", now)).toBe("12 марта");
    expect(dateLabel("2025-03-12T10:00:00.000Z", now)).toBe("12 марта 2025");
    expect(fullDateLabel("1990-03-09")).toBe("9 марта 1990");
  });

  it("says the full date and time of a tooltip or a schedule, to the minute", () => {
    // The post page said «27 ноября 2026 г. в 19:40:19».
    expect(fullLabel("2026-11-27T16:40:19.000Z")).toBe("27 ноября 2026 в 19:40");
    // The date picker's own value: a local time.
    expect(fullLabel("2027-03-09 15:00:00")).toBe("9 марта 2027 в 15:00");
  });

  it("says a chat's separators «Сегодня», «Вчера», then the date", () => {
    expect(dayLabel("2026-11-27T05:00:00.000Z", now)).toBe("Сегодня");
    expect(dayLabel("2026-11-26T05:00:00.000Z", now)).toBe("Вчера");
    expect(dayLabel("2026-11-25T05:00:00.000Z", now)).toBe("25 ноября");
    expect(dayLabel("2025-12-31T05:00:00.000Z", now)).toBe("31 декабря 2025");
  });

  it("keeps a calendar day (a birthday) on its day west of Greenwich too", () => {
    process.env.TZ = "America/Los_Angeles";
    try {
      expect(fullDateLabel("1990-03-09")).toBe("9 марта 1990");
    } finally {
      process.env.TZ = "Europe/Moscow";
    }
  });

  it("says a voice message's length", () => {
    expect(durationLabel(67_400)).toBe("1:07");
  });
});

describe("<Moment>", () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("stays fresh while on screen, with the full date and time as its tooltip", () => {
    vi.useFakeTimers({ now });
    render(<Moment at={now.toISOString()} />);
    const time = screen.getByText("только что");
    expect(time.getAttribute("title")).toBe("27 ноября 2026 в 19:41");
    expect(time.getAttribute("datetime")).toBe(now.toISOString());
    act(() => vi.advanceTimersByTime(75_000));
    expect(time.textContent).toBe("1 минуту назад");
    act(() => vi.advanceTimersByTime(60 * 60_000));
    expect(time.textContent).toBe("сегодня в 19:41");
  });
});
