import { expect, type Page } from "@playwright/test";
import { messageReadStateMachine } from "../../src/machines/messenger/message-read-state.machine";
import { type DirectChat, openDirectChat, otherSends } from "./helpers/chat";
import { type Gate, gate } from "./helpers/gate";
import { test } from "./helpers/test";
import { type UiModel, type UiPath, uiPaths, walk } from "./helpers/ui-model";

// Issue 27 §2: the read state's QA plan (docs/machines/paths/messageReadState.md) walked in Chromium, on
// the messenger of a member («the reader») with a direct chat open. The other member writes, reads and
// deletes from their own browser context; the reader writes, scrolls the chat, turns to another window;
// the network holds the mark-read call (PUT /api/messenger/chat/{id}), lets it through or drops it. What
// the page shows in each state — the chat's unread count in the list and the header, the ticks of the
// reader's own message (spec §4 Message: unchecked becomes checked when the recipient views the chat) —
// is written here from the spec and the messenger's strings, not read from the machine.

interface World {
  readonly chat: DirectChat;
  /** Messages of the other member the list must count unread. */
  unread: number;
  /** The reader's newest message and the ticks it must show (1 sent, 2 read by the other member). */
  own: { readonly text: string; ticks: 1 | 2 } | null;
  /** The other member's newest message, which the page must show. */
  otherText: string;
  /** A message of the other member's, read long ago, that they may delete. */
  removable: number;
  /** Mark-read calls the page has sent so far; how many it had when it was to stop sending them. */
  marks: number;
  quietFrom: number;
  gate: Gate | null;
  /** The reader is looking at another window; the chat is scrolled up to older messages. */
  away: boolean;
  scrolledUp: boolean;
  /** The server said no for good: this chat's read state asks no more (the chat is opened again). */
  refused: boolean;
  /** Numbers the messages of the walk. */
  sequence: number;
}

const markPath = (world: World) => new RegExp(`^/api/messenger/chat/${world.chat.chatId}$`);
const list = (page: Page) => page.locator("[data-message-list]");
const bubble = (page: Page, text: string) => page.locator("[data-message-id]", { hasText: text });
const say = (world: World, who: string) => `${who} ${++world.sequence}`;

/** The chat's unread count in the chat list and in the header; the reader's newest message's ticks. */
async function showsCounts(world: World): Promise<void> {
  const { page, chatId } = world.chat;
  await expect(page.locator(`[data-chat-id="${chatId}"]`)).toHaveAttribute(
    "data-unread",
    String(world.unread),
  );
  const header = page.getByRole("banner");
  if (world.unread === 0)
    await expect(header.getByRole("link", { name: "Сообщения", exact: true })).toBeVisible();
  else await expect(header.getByRole("link", { name: /^Сообщения: \d+ непрочитанн/ })).toBeVisible();
  // Scrolled up, the newest messages are off screen (and out of the page: the list is virtualized).
  if (world.own && !world.scrolledUp) {
    const ticks = bubble(page, world.own.text).locator("[data-ticks]");
    await expect(ticks).toHaveAttribute("data-ticks", String(world.own.ticks));
  }
}

/** The other member's newest message is on screen, still counted unread: nobody has said it was read. */
async function showsWaiting(world: World): Promise<void> {
  await expect(bubble(world.chat.page, world.otherText)).toBeVisible();
  expect(world.unread).toBeGreaterThan(0);
  await showsCounts(world);
}

/** From now on the page must send no mark-read call. */
const quiet = (world: World) => {
  world.quietFrom = world.marks;
};

/** No mark-read call has left the page since {@link quiet}, `ms` later (past its gathering, or its retry). */
async function noMarkCallFor(world: World, ms: number): Promise<void> {
  await world.chat.page.waitForTimeout(ms);
  expect(world.marks, "mark-read calls").toBe(world.quietFrom);
}

/** The next mark-read call is held on its way. */
async function holdMark(world: World): Promise<void> {
  world.gate = await gate(world.chat.page, markPath(world), "PUT");
}

/** The reader turns to another window (the page hears its window lose the focus) or back. */
async function turnAway(world: World): Promise<void> {
  quiet(world);
  await world.chat.page.evaluate(() => window.dispatchEvent(new FocusEvent("blur")));
  world.away = true;
}
async function turnBack(world: World): Promise<void> {
  await world.chat.page.evaluate(() => window.dispatchEvent(new FocusEvent("focus")));
  world.away = false;
}

/** The reader scrolls the chat to its oldest messages, or back to the newest. */
async function scroll(world: World, to: "top" | "bottom"): Promise<void> {
  await list(world.chat.page).evaluate((element, top) => {
    element.scrollTop = top ? 0 : element.scrollHeight;
  }, to === "top");
  world.scrolledUp = to === "top";
}

/**
 * The reader leaves the messenger for the home page and comes back by the header's link, then opens the
 * chat again from the list: a new read state (the page is not loaded again).
 */
async function reopen(world: World, meanwhile?: () => Promise<void>): Promise<void> {
  const { page, chatId } = world.chat;
  const banner = page.getByRole("banner");
  await banner.getByRole("link", { name: "Главная", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Сообщение" })).toHaveCount(0);
  await banner.getByRole("link", { name: /^Сообщения/ }).click();
  await meanwhile?.();
  await page.locator(`[data-chat-id="${chatId}"]`).click();
  await expect(page.getByRole("textbox", { name: "Сообщение" })).toBeVisible();
}

/** The reader sends a message from the composer: it shows with one tick. */
async function readerWrites(world: World): Promise<void> {
  const { page } = world.chat;
  const text = say(world, "Читатель пишет");
  await page.getByRole("textbox", { name: "Сообщение" }).fill(text);
  await page.getByRole("textbox", { name: "Сообщение" }).press("Enter");
  world.own = { text, ticks: 1 };
}

/**
 * Where every path starts: the chat open and read (nothing unread, no call held), the reader looking at
 * its newest messages in a focused window.
 */
async function settle(world: World): Promise<void> {
  await world.gate?.open();
  world.gate = null;
  if (world.refused) {
    await reopen(world);
    world.refused = false;
  }
  if (world.away) await turnBack(world);
  if (world.scrolledUp) await scroll(world, "bottom");
  world.unread = 0;
  await showsCounts(world);
}

const model: UiModel<World> = {
  machine: messageReadStateMachine,
  shows: {
    "messageReadState.idle": showsCounts,
    // The message is on screen; the call that says it was read has not been answered yet.
    "messageReadState.batching": showsWaiting,
    "messageReadState.marking": showsWaiting,
    // Dropped: still unread, and the page says nothing of it (it tries again by itself).
    "messageReadState.retrying": async (world) => {
      await showsWaiting(world);
      await expect(world.chat.page.getByRole("alert")).toHaveCount(0);
    },
    // Refused for good: still unread, and no other call follows (a retry would within a second).
    "messageReadState.refused": async (world) => {
      await showsWaiting(world);
      await noMarkCallFor(world, 1_500);
    },
  },
  does: {
    // The other member writes while the reader looks at the chat: the list counts it until it is read.
    "messageReadState.idle — сразу [canMark] → messageReadState.batching": async (world, step) => {
      const { page } = world.chat;
      await holdMark(world);
      world.otherText = say(world, "Другой пишет");
      if (
        step.next?.transition === "messageReadState.batching — сразу [cannotMark] → messageReadState.idle"
      ) {
        // The reader turns away the moment it shows, before the page has gathered it into a call.
        await page.evaluate((text) => {
          const watch = new MutationObserver(() => {
            const shown = [...document.querySelectorAll("[data-message-id]")].some((row) =>
              row.textContent?.includes(text),
            );
            if (!shown) return;
            watch.disconnect();
            window.dispatchEvent(new FocusEvent("blur"));
          });
          watch.observe(document.body, { childList: true, subtree: true });
        }, world.otherText);
        world.away = true;
        quiet(world);
      }
      await otherSends(world.chat, world.otherText);
      world.unread = 1;
    },
    "messageReadState.batching — через batch → messageReadState.marking": async (world) => {
      await world.gate?.caught;
    },
    // Turned away: the message stays unread, and no call is made for it.
    "messageReadState.batching — сразу [cannotMark] → messageReadState.idle": (world) =>
      noMarkCallFor(world, 1_000),
    // Answered: the list and the header count it read (the server's check event says so).
    "messageReadState.marking — готово: markRead → messageReadState.idle": async (world) => {
      await world.gate?.release();
      world.unread = 0;
    },
    // Dropped by the network; the next try is held in its turn.
    "messageReadState.marking — ошибка: markRead [transient] → messageReadState.retrying": async (
      world,
      step,
    ) => {
      const dropped = world.gate;
      // Where the path goes on to leave the chat unread, the reader has turned away before the drop.
      if (step.next?.transition === "messageReadState.retrying — сразу [cannotMark] → messageReadState.idle")
        await turnAway(world);
      await holdMark(world);
      await dropped?.fail();
    },
    "messageReadState.retrying — через retry → messageReadState.marking": async (world) => {
      await world.gate?.caught;
    },
    // Nobody looks at the chat any more: no retry comes (it would within a second).
    "messageReadState.retrying — сразу [cannotMark] → messageReadState.idle": (world) =>
      noMarkCallFor(world, 1_500),
    // The server refuses for good. No member can leave a chat yet, so its answer to one who is no longer
    // in it (404, `chatNotFound`) is given in its stead.
    "messageReadState.marking — ошибка: markRead → messageReadState.refused": async (world) => {
      await world.gate?.answer(404, { error: { code: "NOT_FOUND", message: "Чат не найден" } });
      world.refused = true;
      quiet(world);
    },
    // The reader writes: their message shows with one tick, and nothing of theirs is counted unread.
    "messageReadState — message.add → (остаётся)": readerWrites,
    // The other member deletes one of their old messages: it leaves the chat for everyone.
    "messageReadState — message.remove → (остаётся)": async (world) => {
      const { other } = world.chat;
      const deleted = await other.request.delete(`/api/messenger/message/${world.removable}`);
      expect(deleted.status(), await deleted.text()).toBe(200);
      await expect(world.chat.page.locator(`[data-message-id="${world.removable}"]`)).toHaveCount(0);
    },
    // The other member reads the chat (their own window): the reader's message turns two ticks, live.
    "messageReadState — messenger.check → (остаётся)": async (world) => {
      if (world.own?.ticks !== 1) {
        await readerWrites(world);
        await showsCounts(world);
      }
      const { other, chatId } = world.chat;
      const read = await other.request.put(`/api/messenger/chat/${chatId}`, { form: {} });
      expect(read.status(), await read.text()).toBe(200);
      if (world.own) world.own.ticks = 2;
    },
    // The reader read the new message on another device, then opens the chat here: its page comes with
    // their read position, so nothing is counted unread and no call is made.
    "messageReadState — chat.position → (остаётся)": async (world) => {
      const { page, chatId } = world.chat;
      world.otherText = say(world, "Прочитано на телефоне");
      quiet(world);
      await reopen(world, async () => {
        await otherSends(world.chat, world.otherText);
        const read = await page.request.put(`/api/messenger/chat/${chatId}`, { form: {} });
        expect(read.status(), await read.text()).toBe(200);
      });
      await expect(bubble(page, world.otherText)).toBeVisible();
      await noMarkCallFor(world, 800);
    },
    "messageReadState — chat.hide → (остаётся)": (world) => scroll(world, "top"),
    "messageReadState — chat.show → (остаётся)": async (world) => {
      if (!world.scrolledUp) await scroll(world, "top");
      await scroll(world, "bottom");
    },
    "messageReadState — window.blur → (остаётся)": turnAway,
    "messageReadState — window.focus → (остаётся)": async (world) => {
      if (!world.away) await turnAway(world);
      await turnBack(world);
    },
  },
  notFromUi: {},
};

const { paths, gaps } = uiPaths(model);

test("the read state model maps every transition of its plan to the page", () => {
  expect(gaps).toEqual([]);
});

// One reader, one chat, one page for every path (each starts from the chat open and read).
test("the read state on the messenger, every path of its plan", async ({ browser }) => {
  test.setTimeout(90_000);
  let removable = 0;
  // A history longer than the screen, to scroll, written before the chat opens (and is read).
  const chat = await openDirectChat(browser, "Читатель Чата", "Собеседник Чата", async (opening) => {
    removable = await otherSends(opening, "Давнее сообщение");
    await Promise.all(Array.from({ length: 20 }, (_, line) => otherSends(opening, `История ${line}`)));
  });
  const world: World = {
    chat,
    unread: 0,
    own: null,
    otherText: "",
    removable,
    marks: 0,
    quietFrom: 0,
    gate: null,
    away: false,
    scrolledUp: false,
    refused: false,
    sequence: 0,
  };
  chat.page.on("request", (request) => {
    if (request.method() === "PUT" && markPath(world).test(new URL(request.url()).pathname)) world.marks++;
  });
  for (const path of paths) {
    await test.step(path.transition, async () => {
      await settle(world);
      await walk(model, world, path as UiPath);
    });
  }
  await chat.close();
});
