// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import {
  mergeMessages,
  type PendingMessage,
  settleRestored,
} from "../../src/machines/messenger/chat.messages";
import { uploadSummary } from "../../src/ui/app/wiring/messenger-uploads";
import { emojiOf } from "../../src/ui/components/emoji-picker/reaction-emoji";
import { ruMessenger } from "../../src/ui/i18n/ru.messenger";
import { browserChatStorage } from "../../src/ui/pages/messenger/chat-storage";
import { chatTitle } from "../../src/ui/pages/messenger/chat-title";
import { buildTimeline } from "../../src/ui/pages/messenger/timeline";
import { testMessage } from "../helpers/messenger";

const message = (id: number, createdAt: string, userId = 2) => testMessage(id, 1, userId, { createdAt });

// Wednesday, 12 March 2025, 15:00 local time.
const now = new Date(2025, 2, 12, 15, 0);
const at = (day: number, month = 2, year = 2025, hour = 10) =>
  new Date(year, month, day, hour, 5).toISOString();

describe("date separators", () => {
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
      "10 марта",
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

describe("chat titles", () => {
  const member = (id: number, name: string) => ({ id, name, avatar: `/api/avatars/${id}.svg` });
  const group = {
    id: 9,
    isDirect: false,
    user: null,
    members: [member(1, "Анна"), member(2, "Борис"), member(3, "Вера")],
    lastMessage: null,
    unread: 0,
    readUpToId: null,
    createdAt: at(1),
    updatedAt: at(1),
  };

  it("names a group chat after its other members, and a chat with a name of its own (a team's) by it", () => {
    expect(chatTitle(group, 1)).toBe("Борис, Вера");
    expect(chatTitle({ ...group, title: "Первопроходцы" }, 1)).toBe("Первопроходцы");
  });
});
