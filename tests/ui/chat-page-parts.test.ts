// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import {
  mergeMessages,
  type PendingMessage,
  settleRestored,
} from "../../src/machines/messenger/chat.messages";
import { uploadSummary } from "../../src/ui/app/wiring/messenger-uploads";
import { emojiOf } from "../../src/ui/components/emoji-picker/reaction-emoji";
import {
  agoLabel,
  dayLabel,
  durationLabel,
  formatDay,
  formatMoment,
  listTimeLabel,
  timeLabel,
} from "../../src/ui/i18n/dates";
import { ruMessenger } from "../../src/ui/i18n/ru.messenger";
import { browserChatStorage } from "../../src/ui/pages/messenger/chat-storage";
import { buildTimeline } from "../../src/ui/pages/messenger/timeline";
import { testMessage } from "../helpers/messenger";

const message = (id: number, createdAt: string, userId = 2) => testMessage(id, 1, userId, { createdAt });

// Wednesday, 12 March 2025, 15:00 local time: its week began on Sunday the 9th.
const now = new Date(2025, 2, 12, 15, 0);
const at = (day: number, month = 2, year = 2025, hour = 10) =>
  new Date(year, month, day, hour, 5).toISOString();

describe("how long ago (notifications)", () => {
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it("says moments, minutes and hours in Russian, then the date", () => {
    expect(agoLabel(ago(20_000), now)).toBe("только что");
    expect(agoLabel(ago(60_000), now)).toBe("1 минуту назад");
    expect(agoLabel(ago(5 * 60_000), now)).toBe("5 минут назад");
    expect(agoLabel(ago(22 * 60_000), now)).toBe("22 минуты назад");
    expect(agoLabel(ago(2 * 3_600_000), now)).toBe("2 часа назад");
    expect(agoLabel(ago(26 * 3_600_000), now)).toBe("Вчера");
    expect(agoLabel("не время", now)).toBe("не время");
  });
});

describe("date separators (spec §9 names, weeks from Sunday)", () => {
  it("says today, yesterday, a weekday of this week, a day of this year, and older days with the year", () => {
    expect(dayLabel(at(12), now)).toBe("Сегодня");
    expect(dayLabel(at(11), now)).toBe("Вчера");
    expect(dayLabel(at(10), now)).toBe("Пн, 10 Мар");
    expect(dayLabel(at(9), now)).toBe("Вс, 9 Мар");
    // Saturday the 8th belongs to the week before.
    expect(dayLabel(at(8), now)).toBe("8 Мар");
    expect(dayLabel(at(31, 11, 2024), now)).toBe("31 Дек 2024");
    expect(timeLabel(at(12))).toBe("10:05");
    expect(listTimeLabel(at(12), now)).toBe("10:05");
    expect(listTimeLabel(at(11), now)).toBe("Вчера");
    expect(durationLabel(67_400)).toBe("1:07");
  });

  it("writes whole dates and moments in Russian, and leaves what is not a date as it came", () => {
    expect(formatDay(at(12))).toBe("12 марта 2025 г.");
    expect(formatMoment(at(12))).toMatch(/^12 марта(,| в) 10:05:00$/);
    expect(formatMoment(at(12), { withYear: true })).toMatch(/^12 марта 2025 г\.(,| в) 10:05:00$/);
    expect(formatDay("вчера")).toBe("вчера");
    expect(formatMoment("вчера")).toBe("вчера");
    expect(timeLabel("вчера")).toBe("");
  });

  it("puts one separator before each day's first message, pending messages last", () => {
    const pending: PendingMessage = {
      localId: "x",
      content: "ещё",
      attachments: [],
      audio: null,
      status: "sending",
      progress: 0,
      problem: null,
      createdAt: at(12, 2, 2025, 14),
      attempt: 1,
    };
    const items = buildTimeline([message(1, at(10)), message(2, at(10)), message(3, at(12))], [pending], now);
    expect(items.map((item) => (item.kind === "day" ? item.label : item.key))).toEqual([
      "Пн, 10 Мар",
      "m-1",
      "m-2",
      "Сегодня",
      "m-3",
      "p-x",
    ]);
  });
});

describe("messages of a chat", () => {
  it("merges pages and live messages by id, oldest first, leaving out other chats'", () => {
    const list = [message(5, at(10)), message(7, at(10))];
    expect(mergeMessages(list, [message(8, at(11))], 1).map((m) => m.id)).toEqual([5, 7, 8]);
    expect(
      mergeMessages(
        list,
        [message(3, at(9)), message(6, at(10)), { ...message(7, at(10)), content: "новое" }],
        1,
      ).map((m) => [m.id, m.content]),
    ).toEqual([
      [3, "сообщение 3"],
      [5, "сообщение 5"],
      [6, "сообщение 6"],
      [7, "новое"],
    ]);
    expect(mergeMessages(list, [{ ...message(9, at(11)), chatId: 2 }], 1)).toBe(list);
  });

  it("drops a restored unsent message that the server has, keeps the others failed", () => {
    const restored = (localId: string, content: string): PendingMessage => ({
      localId,
      content,
      attachments: [],
      audio: null,
      status: "failed",
      progress: 0,
      problem: null,
      createdAt: at(10),
      attempt: 0,
    });
    const rows = [{ ...message(4, at(10), 7), content: "дошло" }];
    expect(
      settleRestored([restored("a", "дошло"), restored("b", "не дошло")], rows, 7).map((p) => p.localId),
    ).toEqual(["b"]);
  });
});

describe("chat page helpers", () => {
  beforeEach(() => localStorage.clear());

  it("keeps drafts and unsent text per member and chat in localStorage, and forgets empty ones", () => {
    const mine = browserChatStorage(7);
    mine.write(3, { draft: "черновик", outbox: [{ localId: "a", content: "в пути", createdAt: at(10) }] });
    expect(browserChatStorage(7).read(3)).toEqual({
      draft: "черновик",
      outbox: [{ localId: "a", content: "в пути", createdAt: at(10) }],
    });
    expect(browserChatStorage(8).read(3)).toEqual({ draft: "", outbox: [] });
    mine.write(3, { draft: "", outbox: [] });
    expect(localStorage.getItem("mir.chat.7.3")).toBeNull();
    localStorage.setItem("mir.chat.7.4", "{сломано");
    expect(mine.read(4)).toEqual({ draft: "", outbox: [] });
  });

  it("names an upload by its first file or as a voice message", () => {
    const file = (name: string) => new File(["x"], name);
    expect(uploadSummary({ attachments: [file("закат.png")], audio: null })).toBe("закат.png");
    expect(uploadSummary({ attachments: [file("a.pdf"), file("b.pdf"), file("c.pdf")], audio: null })).toBe(
      "a.pdf и ещё 2",
    );
    expect(uploadSummary({ attachments: [], audio: new Blob(["x"]) })).toBe("Голосовое сообщение");
  });

  it("shows a reaction code as its emoji, with its skin tone and through aliases", async () => {
    const data = (await import("@emoji-mart/data/sets/15/apple.json")).default as never;
    expect(emojiOf("heart", data)).toBe("❤️");
    expect(emojiOf("+1::skin-tone-3", data)).toBe("👍🏼");
    expect(emojiOf("thumbsup", data)).toBe("👍");
    expect(emojiOf("no_such_emoji", data)).toBeNull();
    expect(emojiOf("heart", null)).toBeNull();
  });
});

describe("file sizes", () => {
  it("are written the Russian way: a comma, КБ and МБ", () => {
    const { fileSize } = ruMessenger.chatPage;
    expect(fileSize(100)).toBe("1 КБ");
    expect(fileSize(340 * 1024)).toBe("340 КБ");
    expect(fileSize(1.5 * 1024 * 1024)).toBe("1,5 МБ");
    expect(fileSize(3 * 1024 * 1024)).toBe("3 МБ");
  });
});
