// @vitest-environment happy-dom
import { MantineProvider } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { Message } from "../../src/api/schema/message";
import { type ChatInfo, type ChatPage, chatMachine } from "../../src/machines/messenger/chat.machine";
import { MessageList } from "../../src/ui/pages/messenger/message-list";

const SELF = 7;
const OTHER = 9;
const TOTAL = 10_000;

const info: ChatInfo = {
  id: 1,
  isDirect: true,
  user: { id: OTHER, name: "Анна", avatar: "/a.png" },
  members: [],
  lastMessage: null,
  unread: 0,
  readUpToId: null,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
};

/** 10 000 messages, one a minute, alternating authors. */
const messages: Message[] = Array.from({ length: TOTAL }, (_, i) => ({
  id: i + 1,
  chatId: 1,
  userId: i % 2 ? SELF : OTHER,
  content: `сообщение ${i + 1}`,
  isAudio: false,
  isChecked: true,
  audio: null,
  attachments: [],
  reactions: [],
  forwardedFrom: null,
  createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
  editedAt: null,
}));

// happy-dom lays nothing out: the list's box is 600 px high and every row 40 px, as a browser would say.
const heightOf = (element: HTMLElement) =>
  element.hasAttribute("data-message-list") ? 600 : element.hasAttribute("data-index") ? 40 : 0;
const originalRect = HTMLElement.prototype.getBoundingClientRect;
const laidOut = ["clientHeight", "offsetHeight", "clientWidth", "offsetWidth"] as const;
const originals = laidOut.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
beforeEach(() => {
  HTMLElement.prototype.getBoundingClientRect = function rect(this: HTMLElement) {
    const height = heightOf(this);
    return {
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      bottom: height,
      right: 800,
      width: 800,
      height,
      toJSON: () => ({}),
    };
  };
  for (const name of laidOut) {
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return name.endsWith("Height") ? heightOf(this) : 800;
      },
    });
  }
});
afterEach(() => {
  HTMLElement.prototype.getBoundingClientRect = originalRect;
  laidOut.forEach((name, i) => {
    const descriptor = originals[i];
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  });
  cleanup();
});

async function openChat() {
  const page: ChatPage = { chat: info, rows: messages, count: TOTAL };
  const chat = createActor(chatMachine.provide({ actors: { loadChat: fromPromise(async () => page) } }), {
    input: { chatId: 1, selfId: SELF },
  }).start();
  await act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
  expect(chat.getSnapshot().value).toMatchObject({ ready: {} });
  return chat;
}

describe("message list", () => {
  it("draws only the rows on screen of a 10 000-message chat, and keeps doing so as messages arrive", async () => {
    const chat = await openChat();
    const started = performance.now();
    render(
      <MantineProvider>
        <MessageList chat={chat} onForward={() => {}} onDelete={() => {}} />
      </MantineProvider>,
    );
    const drawn = document.querySelectorAll("[data-message-id]").length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(40);
    // Far from a list that draws every message (that takes seconds here).
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(screen.getByRole("log").querySelector("[data-message-id]")).not.toBeNull();

    act(() => {
      chat.send({
        type: "messenger.send",
        message: {
          ...messages[0],
          id: TOTAL + 1,
          content: "новое",
          createdAt: "2025-02-01T12:00:00.000Z",
        } as Message,
      });
    });
    expect(chat.getSnapshot().context.messages).toHaveLength(TOTAL + 1);
    expect(document.querySelectorAll("[data-message-id]").length).toBeLessThan(40);
    expect(document.querySelectorAll("[data-message-id]").length).toBeGreaterThan(0);
  });

  // Issue 28 §13: Tab from the chat header walked through «Реакция» and «Действия с сообщением» of every
  // loaded message before the text box.
  it("is one tab stop: the newest message and its own actions take Tab, the arrows move between messages", async () => {
    const chat = await openChat();
    render(
      <MantineProvider>
        <MessageList chat={chat} onForward={() => {}} onDelete={() => {}} />
      </MantineProvider>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const log = screen.getByRole("log");
    /** What Tab stops at inside the list, in order: its controls and messages not taken out of the order. */
    const tabbable = () =>
      [...log.querySelectorAll<HTMLElement>("button, a[href], [tabindex]")].filter(
        (element) => element.getAttribute("tabindex") !== "-1" && !element.hasAttribute("disabled"),
      );
    const drawn = log.querySelectorAll("[data-message-id]").length;
    expect(drawn).toBeGreaterThan(3);
    const stops = tabbable();
    expect(stops.map((element) => element.getAttribute("aria-label") ?? element.tagName)).toEqual([
      "ARTICLE",
      "Реакция",
      "Действия с сообщением",
    ]);
    // The newest message on screen (happy-dom scrolls nothing: the first page's last row).
    const newest = stops[0] as HTMLElement;
    const texts = [...log.querySelectorAll("[data-message-text]")].map((text) => text.textContent);
    const last = Number(texts.at(-1)?.replace("сообщение ", ""));
    expect(newest.querySelector("[data-message-text]")?.textContent).toBe(`сообщение ${last}`);
    expect(log.getAttribute("aria-describedby")).toBeTruthy();

    act(() => newest.focus());
    fireEvent.keyDown(newest, { key: "ArrowUp" });
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "ArrowUp" });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    const focused = document.activeElement as HTMLElement;
    expect(focused.tagName).toBe("ARTICLE");
    expect(focused.querySelector("[data-message-text]")?.textContent).toBe(`сообщение ${last - 2}`);
    // Still one tab stop: the message moved to, with its actions.
    expect(tabbable()[0]).toBe(focused);
    expect(tabbable()).toHaveLength(3);
    fireEvent.keyDown(focused, { key: "Home" });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect((document.activeElement as HTMLElement).querySelector("[data-message-text]")?.textContent).toBe(
      "сообщение 1",
    );
  });
});
