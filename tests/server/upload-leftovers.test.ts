// @vitest-environment node
// Issue 12 item 4: an upload is written under a temporary name and moved into place only with its row,
// and the sweep removes what a crash leaves (partial uploads, files whose row never committed), never a
// member's file or an upload in flight.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { scheduleHousekeeping } from "../../src/server/system/housekeeping";
import { leftoverAfterMs, sweepUploads } from "../../src/server/uploads/sweep";
import { calls, file, multipart, png, storedFiles, talker } from "./helpers/messenger";
import { backends, useTestApp } from "./helpers/test-app";

const boundary = "mir-leftovers";
// PGlite is enough: the sweep's queries are two plain selects.
const pglite = backends[0] as (typeof backends)[number];

/** A send whose body goes out in two pieces: the test looks at the disk in between. */
function sendInTwoPieces(url: string, bearer: Record<string, string>, chatId: number) {
  const first = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="chatId"\r\n\r\n${chatId}\r\n`),
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="attachments"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.alloc(64 * 1024, 0),
  ]);
  const rest = Buffer.concat([Buffer.alloc(64 * 1024, 0), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const request = http.request(new URL("/api/messenger/message/", url), {
    method: "POST",
    headers: {
      ...bearer,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": String(first.length + rest.length),
    },
  });
  const status = new Promise<number>((resolve, reject) => {
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
  });
  request.write(first);
  return {
    finish: () => {
      request.end(rest);
      return status;
    },
  };
}

describe("uploads left over by a crash", () => {
  const ctx = useTestApp(pglite, { listen: true });
  const api = calls(ctx);
  const folder = (name: string) => join(ctx().config.uploadDir, name);

  it("keeps a file under a temporary name while it is uploaded, and in place once its message is saved", async () => {
    const anna = await talker(ctx(), "Анна");
    const boris = await talker(ctx(), "Борис");
    const chat = await api.createChat(anna, [boris.id]);
    const upload = sendInTwoPieces(ctx().url, anna.bearer, chat.id);
    let during: string[] = [];
    for (let waited = 0; during.length === 0 && waited < 5000; waited += 20) {
      during = storedFiles(ctx());
      if (during.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // A crash now would leave only a `.part` file, which nothing can mistake for a stored one.
    expect(during).toHaveLength(1);
    expect(during[0]).toMatch(/^[0-9a-f]{32}\.part$/);
    expect(await upload.finish()).toBe(200);
    expect(storedFiles(ctx())).toEqual([during[0]?.replace(/\.part$/, "")]);
    anna.socket.close();
    boris.socket.close();
  });

  it("sweeps partial uploads and files without a row once they are stale, never a member's files", async () => {
    const anna = await talker(ctx(), "Анна");
    const boris = await talker(ctx(), "Борис");
    const chat = await api.createChat(anna, [boris.id]);
    const message = await api.sent(anna, chat.id, "Файл", [["attachments", file(png, "a.png", "image/png")]]);
    const avatarForm = await multipart([["avatar", file(png, "me.png", "image/png")]]);
    const avatar = await api.inject("PUT", "/api/users/update", anna, avatarForm);
    expect(avatar.statusCode).toBe(200);
    const kept = { messenger: storedFiles(ctx()), avatars: readdirSync(folder("avatars")).sort() };
    expect(kept.avatars).toHaveLength(1);

    // What kill -9 leaves: a partial upload, and a file moved into place whose transaction never committed.
    const leftovers = [
      "messenger/0123456789abcdef0123456789abcdef.part",
      "messenger/fedcba9876543210fedcba9876543210",
      `avatars/${anna.id}-0123456789abcdef01234567.png.part`,
      `avatars/${anna.id}-fedcba9876543210fedcba98.png`,
    ];
    mkdirSync(folder("messenger"), { recursive: true });
    for (const path of leftovers) writeFileSync(join(ctx().config.uploadDir, path), "partial");

    // Fresh, they may be uploads in flight (here or in another process): left alone.
    expect(await sweepUploads(ctx().database.db, ctx().config.uploadDir)).toBe(0);
    expect(leftovers.every((path) => existsSync(join(ctx().config.uploadDir, path)))).toBe(true);

    const later = Date.now() + leftoverAfterMs + 1000;
    expect(await sweepUploads(ctx().database.db, ctx().config.uploadDir, { now: later })).toBe(4);
    expect(leftovers.filter((path) => existsSync(join(ctx().config.uploadDir, path)))).toEqual([]);
    expect(storedFiles(ctx())).toEqual(kept.messenger);
    expect(readdirSync(folder("avatars")).sort()).toEqual(kept.avatars);
    const attachment = message.attachments[0];
    if (!attachment) throw new Error("the message has no attachment");
    const download = await api.inject("GET", attachment.url, anna);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(png)).toBe(true);
    expect((await api.inject("GET", avatar.json().avatar, undefined)).statusCode).toBe(200);
    anna.socket.close();
    boris.socket.close();
  });

  it("sweeps at start what kill -9 left: alone, all from before the start; beside other processes, what is a minute old", async () => {
    const anna = await talker(ctx(), "Анна");
    const boris = await talker(ctx(), "Борис");
    const chat = await api.createChat(anna, [boris.id]);
    await api.sent(anna, chat.id, "Файл", [["attachments", file(png, "a.png", "image/png")]]);
    const kept = storedFiles(ctx());
    const { config, database } = ctx();
    const write = (name: string) => {
      writeFileSync(join(folder("messenger"), name), "partial");
      return name;
    };
    const start = async (scaledOut: boolean, startedAt: number) => {
      const stop = scheduleHousekeeping(
        database.db,
        { ...config, redisUrl: scaledOut ? "redis://127.0.0.1:6379" : undefined },
        pino({ level: "silent" }),
        startedAt,
      );
      await stop(); // waits for the runs at start
    };

    // Alone: what the crash left a moment ago goes; an upload this process began since its start stays.
    const crashed = [
      write("0123456789abcdef0123456789abcdef.part"),
      write("fedcba9876543210fedcba9876543210"),
    ];
    const startedAt = Date.now() + 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const inFlight = write("00000000000000000000000000000000.part");
    await start(false, startedAt);
    expect(storedFiles(ctx())).toEqual([...kept, inFlight].sort());
    expect(crashed.some((name) => storedFiles(ctx()).includes(name))).toBe(false);

    // Beside other processes (Redis): their uploads in flight are touched every few milliseconds; one
    // untouched for a minute is a leftover. (A file's change time cannot be set back: the start is moved on.)
    const stale = write("11111111111111111111111111111111.part");
    const scaledStart = Date.now() + 61_000;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const elsewhere = write("22222222222222222222222222222222.part");
    await start(true, scaledStart);
    expect(storedFiles(ctx())).toEqual([...kept, elsewhere].sort());
    expect([stale, inFlight].some((name) => storedFiles(ctx()).includes(name))).toBe(false);
    anna.socket.close();
    boris.socket.close();
  });
});
