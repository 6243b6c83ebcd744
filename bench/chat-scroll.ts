// bench/chat-scroll: a chat of 10 000 messages in real Chromium (issue 5: "the message list is virtualized,
// 10 000 messages scroll smoothly"). Opens the chat, then scrolls up with the mouse wheel for
// BENCH_SECONDS, loading older pages as it goes, and reports: the time to the first message, frame times
// while scrolling (p50/p99, frames over 50 ms), how many messages were loaded and how many rows the DOM
// held at most (the virtualizer keeps it to the screen, not the chat).
// Run: npm run bench:chat-scroll   (BENCH_MESSAGES=10000, BENCH_SECONDS=20)
import { resolve } from "node:path";
import { ensureClientBuild } from "../scripts/client-build";
import { chatMembers, chats, messages } from "../src/server/db/schema";
import { directKeyOf } from "../src/server/messenger/chats";
import { launchChromium } from "./lib/chromium";
import { type Member, seedMembers } from "./lib/members";
import { startServer } from "./lib/server";
import { latencyRow } from "./lib/stats";

const port = 3207;
const dataDir = resolve(".tmp/bench-chat-scroll-data");
const messageCount = Number(process.env.BENCH_MESSAGES ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);

await ensureClientBuild();
console.log(`bench: seeding a chat of ${messageCount} messages…`);
const { members } = await seedMembers({
  dataDir,
  count: 2,
  extra: async (db, [a, b]) => {
    if (!a || !b) throw new Error("bench: two members expected");
    const [chat] = await db
      .insert(chats)
      .values({ directKey: directKeyOf(a.id, b.id), createdBy: a.id })
      .returning({ id: chats.id });
    if (!chat) throw new Error("bench: chat not created");
    await db.insert(chatMembers).values([
      { chatId: chat.id, userId: a.id },
      { chatId: chat.id, userId: b.id },
    ]);
    // Two years of talk, a message every ~1.75 h: date separators all the way up; some long messages.
    const start = Date.now() - messageCount * 105 * 60_000;
    for (let i = 0; i < messageCount; i += 1000) {
      await db.insert(messages).values(
        Array.from({ length: Math.min(1000, messageCount - i) }, (_, k) => {
          const n = i + k;
          return {
            chatId: chat.id,
            userId: n % 3 === 0 ? a.id : b.id,
            content: n % 7 === 0 ? `Сообщение ${n}: ${"длинный текст, ".repeat(12)}` : `Сообщение ${n}`,
            isChecked: true,
            createdAt: new Date(start + n * 105 * 60_000),
          };
        }),
      );
    }
  },
});
const [self, other] = members as [Member, Member];
const server = await startServer(port, { DATA_DIR: dataDir, RATE_LIMITS: "off", SEED_DEMO: "0" });
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: "l", value: self.token, url: server.url }]);
  const page = await context.newPage();
  if (process.env.BENCH_TRACE) {
    page.on("requestfinished", (request) => {
      const t = request.timing();
      console.log(
        `${t.responseEnd.toFixed(0).padStart(6)} ms  ${request.method()} ${request.url().replace(server.url, "")}`,
      );
    });
  }
  const opening = performance.now();
  await page.goto(`${server.url}/profile/${self.id}/chat?user=${other.id}`);
  await page.getByText(`Сообщение ${messageCount - 1}`, { exact: true }).waitFor();
  const openedInMs = performance.now() - opening;
  // Again with the browser's cache warm and the server's queries planned: what a member sees daily.
  const reopening = performance.now();
  await page.reload();
  await page.getByText(`Сообщение ${messageCount - 1}`, { exact: true }).waitFor();
  const reopenedInMs = performance.now() - reopening;

  const list = page.locator("[data-message-list]");
  const box = await list.boundingBox();
  if (!box) throw new Error("bench: the message list is not on screen");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // Frame times from the page itself: every requestAnimationFrame while the wheel turns.
  // A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__rows = 0;
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      window.__rows = Math.max(window.__rows, document.querySelectorAll("[data-message-list] [data-index]").length);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    await page.mouse.wheel(0, -600);
    await page.waitForTimeout(16);
  }
  const { frames, rows } = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __rows: number };
    return { frames: w.__frames.slice(1), rows: w.__rows };
  });
  const loaded = await page.evaluate(() => {
    const texts = [...document.querySelectorAll("[data-message-list] [data-index]")].map(
      (node) => node.textContent ?? "",
    );
    const numbers = texts.flatMap((text) => [...text.matchAll(/Сообщение (\d+)/g)].map((m) => Number(m[1])));
    return numbers.length ? Math.min(...numbers) : Number.NaN;
  });
  console.log(`\nA chat of ${messageCount} messages in Chromium (1280×900), this machine`);
  console.table([latencyRow(`frame time while scrolling up for ${seconds} s, ms`, frames)]);
  console.table([
    { measure: "open the chat → newest message on screen (cold), ms", value: openedInMs.toFixed(0) },
    { measure: "the same after a reload (warm cache), ms", value: reopenedInMs.toFixed(0) },
    { measure: "frames over 50 ms", value: frames.filter((f) => f > 50).length },
    { measure: "oldest message reached (of 0…)", value: loaded },
    { measure: "most rows in the DOM at once", value: rows },
  ]);
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
