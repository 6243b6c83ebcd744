// @vitest-environment node
// Issue 5: sending messages — text, files streamed to disk and checked by content, voice — what the call
// answers, what every member's socket receives, and that refused sends write nothing, in the database or
// on disk.
import { mkdirSync, rmSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messageFileRules } from "../../src/api/endpoints/messenger";
import { messageAttachments } from "../../src/server/db/schema";
import { createMember, type TestMember } from "./helpers/accounts";
import {
  calls,
  file,
  messengerEvents,
  multipart,
  png,
  snapshot,
  storedFiles,
  talker,
  urlencoded,
  waitForMessenger,
  webm,
  zip,
} from "./helpers/messenger";
import { backends, useTestApp } from "./helpers/test-app";

// A multipart body written by hand, so that a test decides when each piece of it goes out.
const boundary = "mir-test-boundary";
const fieldPart = (name: string, value: string) =>
  Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const fileHead = (name: string, filename: string, type: string) =>
  Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="${filename}"\r\ncontent-type: ${type}\r\n\r\n`,
  );
const closing = Buffer.from(`\r\n--${boundary}--\r\n`);

interface Answer {
  readonly status: number;
  readonly body: { error: { details?: { issues?: { path: string }[] } } };
}

describe.each(backends)("POST /api/messenger/message/ on $name", (backend) => {
  const ctx = useTestApp(backend, { listen: true });
  const api = calls(ctx);

  /**
   * A send over a real connection announcing `length` bytes, written piece by piece with `write`;
   * `answerWithin` is its answer, or undefined if none came in `ms` (the server still waiting for the body).
   */
  function openUpload(who: TestMember, length: number) {
    const request = http.request(new URL("/api/messenger/message/", ctx().url), {
      method: "POST",
      headers: {
        ...who.bearer,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": String(length),
      },
    });
    const answer = new Promise<Answer>((resolve, reject) => {
      request.on("response", (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
        response.on("error", reject);
      });
      request.on("error", reject);
    });
    answer.catch(() => {}); // a request given up on without an answer
    return {
      write: (piece: Buffer) => request.write(piece),
      answerWithin: (ms: number) =>
        Promise.race([answer, new Promise<undefined>((resolve) => setTimeout(resolve, ms))]),
      abort: () => request.destroy(),
    };
  }

  /** Two members with sockets and their direct chat. */
  async function pair() {
    const anna = await talker(ctx(), "Анна");
    const boris = await talker(ctx(), "Борис");
    const chat = await api.createChat(anna, [boris.id]);
    return { anna, boris, chat };
  }

  it("stores a text message, answers it and sends the same message to every member's socket", async () => {
    const { anna, boris, chat } = await pair();
    const response = await api.send(anna, chat.id, "  Привет, Борис!  ");
    expect(response.statusCode).toBe(200);
    const message = response.json();
    expect(message).toMatchObject({
      chatId: chat.id,
      userId: anna.id,
      content: "Привет, Борис!",
      isChecked: false,
      isAudio: false,
      audio: null,
      attachments: [],
      reactions: [],
      forwardedFrom: null,
      editedAt: null,
    });
    expect(message.id).toEqual(expect.any(Number));
    const toBoris = await waitForMessenger(boris.socket, "send");
    const toAnna = await waitForMessenger(anna.socket, "send");
    expect(toBoris.payload).toEqual(message);
    expect(toAnna.payload).toEqual(message);
    anna.socket.close();
    boris.socket.close();
  });

  it("takes 20 sends into one chat at once: all stored, each delivered once, the newest as the last message", async () => {
    const { anna, boris, chat } = await pair();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api.send(i % 2 ? anna : boris, chat.id, `Одновременно ${i}`)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const ids = responses.map((response) => response.json().id as number).sort((a, b) => a - b);
    const events = await boris.socket.until(
      () =>
        messengerEvents(boris.socket, "send").length >= 20
          ? messengerEvents(boris.socket, "send")
          : undefined,
      5000,
      "20 messages",
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(messengerEvents(boris.socket, "send").length).toBe(20);
    expect(events.map((event) => (event.payload as { id: number }).id).sort((a, b) => a - b)).toEqual(ids);
    const list = (await api.inject("GET", "/api/messenger/chat", anna)).json();
    const row = list.rows.find((c: { id: number }) => c.id === chat.id);
    expect(row.lastMessage.id).toBe(ids.at(-1));
    anna.socket.close();
    boris.socket.close();
  });

  it("takes the fields urlencoded as well", async () => {
    const { anna, boris, chat } = await pair();
    const response = await api.inject(
      "POST",
      "/api/messenger/message/",
      anna,
      urlencoded([
        ["chatId", String(chat.id)],
        ["content", "Форма без файлов"],
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().content).toBe("Форма без файлов");
    anna.socket.close();
    boris.socket.close();
  });

  it("stores attachments on disk with their detected type and serves them to members only", async () => {
    const { anna, boris, chat } = await pair();
    const before = storedFiles(ctx());
    const text = Buffer.from("Список покупок: хлеб, молоко\n");
    const message = await api.sent(anna, chat.id, "Фото и список", [
      ["attachments", file(png, "фото.png", "image/png")],
      ["attachments", file(text, "список.txt", "text/plain")],
    ]);
    expect(message.attachments).toEqual([
      {
        id: expect.any(Number),
        name: "фото.png",
        mime: "image/png",
        size: png.length,
        url: expect.any(String),
      },
      {
        id: expect.any(Number),
        name: "список.txt",
        mime: "text/plain",
        size: text.length,
        url: expect.any(String),
      },
    ]);
    expect(storedFiles(ctx()).length).toBe(before.length + 2);

    const [picture, list] = message.attachments;
    const got = await api.inject("GET", picture?.url ?? "", boris);
    expect(got.statusCode).toBe(200);
    expect(got.headers["content-type"]).toBe("image/png");
    expect(got.headers["content-disposition"]).toContain("inline");
    expect(got.headers["content-disposition"]).toContain("filename*=UTF-8''%D1%84%D0%BE%D1%82%D0%BE.png");
    expect(got.headers["x-content-type-options"]).toBe("nosniff");
    expect(got.rawPayload.equals(png)).toBe(true);
    const txt = await api.inject("GET", list?.url ?? "", anna);
    expect(txt.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(txt.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(txt.body).toBe(text.toString());

    // Someone outside the chat, and an admin, get 404 as for a file that does not exist.
    const stranger = await createMember(ctx().database.db);
    expect((await api.inject("GET", picture?.url ?? "", stranger)).statusCode).toBe(404);
    expect((await api.inject("GET", "/api/messenger/message/download/999999", anna)).statusCode).toBe(404);
    expect((await api.inject("GET", picture?.url ?? "", undefined)).statusCode).toBe(401);
    anna.socket.close();
    boris.socket.close();
  });

  it("shows a file name as it is: bidirectional controls that would disguise it are removed", async () => {
    const { anna, chat } = await pair();
    const text = Buffer.from("не программа\n");
    // Shown as «invoiceexe.txt» with the override in place; really a .exe name.
    const message = await api.sent(anna, chat.id, "Счёт", [
      ["attachments", file(text, "invoice\u202etxt.exe", "text/plain")],
    ]);
    expect(message.attachments[0]?.name).toBe("invoicetxt.exe");
  });

  it("answers byte ranges with 206 (audio seeking) and an impossible one with 416", async () => {
    const { anna, boris, chat } = await pair();
    const message = await api.sent(anna, chat.id, "", [["attachments", file(png, "a.png", "image/png")]]);
    const url = message.attachments[0]?.url ?? "";
    const part = await ctx().app.inject({
      method: "GET",
      url,
      headers: { ...boris.bearer, range: "bytes=0-9" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-9/${png.length}`);
    expect(part.rawPayload.equals(png.subarray(0, 10))).toBe(true);
    const tail = await ctx().app.inject({
      method: "GET",
      url,
      headers: { ...boris.bearer, range: "bytes=-5" },
    });
    expect(tail.rawPayload.equals(png.subarray(png.length - 5))).toBe(true);
    const beyond = await ctx().app.inject({
      method: "GET",
      url,
      headers: { ...boris.bearer, range: "bytes=9999-" },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${png.length}`);
    anna.socket.close();
    boris.socket.close();
  });

  it("sends a voice message: the recording in `audio`, served with isAudio=true", async () => {
    const { anna, boris, chat } = await pair();
    const body = await multipart([
      ["chatId", String(chat.id)],
      ["isAudio", "true"],
      ["audio", file(webm, "voice.webm", "audio/webm;codecs=opus")],
    ]);
    const response = await api.inject("POST", "/api/messenger/message/", anna, body);
    expect(response.statusCode).toBe(200);
    const message = response.json();
    expect(message).toMatchObject({ isAudio: true, content: "", attachments: [] });
    expect(message.audio).toMatchObject({ mime: "audio/webm", size: webm.length, name: "voice.webm" });
    expect(message.audio.url).toContain("isAudio=true");
    const played = await api.inject("GET", message.audio.url, boris);
    expect(played.statusCode).toBe(200);
    expect(played.headers["content-type"]).toBe("audio/webm");
    expect(played.headers["accept-ranges"]).toBe("bytes");
    // A file of another message is not a recording: 404 with isAudio=true.
    const picture = await api.sent(anna, chat.id, "", [["attachments", file(png, "a.png", "image/png")]]);
    const asAudio = await api.inject(
      "GET",
      `/api/messenger/message/download/${picture.attachments[0]?.id}?isAudio=true`,
      boris,
    );
    expect(asAudio.statusCode).toBe(404);
    anna.socket.close();
    boris.socket.close();
  });

  describe("refuses, writing nothing", () => {
    async function expectRefused(
      status: number,
      field: string,
      call: () => Promise<{
        statusCode: number;
        json: () => { error: { details?: { issues?: { path: string }[] } } };
      }>,
    ) {
      const db = ctx().database.db;
      const rows = await snapshot(db);
      const files = storedFiles(ctx());
      const response = await call();
      expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
      if (field) {
        expect(response.json().error.details?.issues?.map((issue) => issue.path)).toContain(field);
      }
      expect(await snapshot(db)).toBe(rows);
      expect(storedFiles(ctx())).toEqual(files);
    }

    it("a message without chatId → 400 naming chatId", async () => {
      const { anna } = await pair();
      await expectRefused(400, "chatId", async () =>
        api.inject("POST", "/api/messenger/message/", anna, await multipart([["content", "Куда?"]])),
      );
      await expectRefused(400, "chatId", async () =>
        api.inject(
          "POST",
          "/api/messenger/message/",
          anna,
          await multipart([["attachments", file(png, "a.png", "image/png")]]),
        ),
      );
      anna.socket.close();
    });

    it("a file before chatId (or chatId not a number) → 400 naming chatId at once, nothing stored", async () => {
      const { anna, chat } = await pair();
      const heads = [
        [fileHead("attachments", "big.png", "image/png")],
        [fieldPart("chatId", "мой чат"), fileHead("attachments", "big.png", "image/png")],
      ];
      for (const head of heads) {
        await expectRefused(400, "chatId", async () => {
          const upload = openUpload(anna, 50 * 1024 * 1024);
          for (const piece of head) upload.write(piece);
          upload.write(Buffer.concat([png, Buffer.alloc(1024 * 1024)]));
          const answer = await upload.answerWithin(3000);
          upload.abort();
          expect(answer, "no answer before the whole body").toBeDefined();
          return { statusCode: answer?.status ?? 0, json: () => answer?.body ?? { error: {} } };
        });
      }
      // chatId after the file is refused too, even for the sender's own chat.
      await expectRefused(400, "chatId", async () =>
        api.inject(
          "POST",
          "/api/messenger/message/",
          anna,
          await multipart([
            ["attachments", file(png, "a.png", "image/png")],
            ["chatId", String(chat.id)],
          ]),
        ),
      );
      anna.socket.close();
    });

    it("a file that cannot be removed after a refusal still leaves the refusal as the answer", async () => {
      const { anna, chat } = await pair();
      const first = Buffer.concat([
        fieldPart("chatId", String(chat.id)),
        fileHead("attachments", "a.png", "image/png"),
        png,
        Buffer.from(`\r\n--${boundary}`),
      ]);
      const rest = Buffer.concat([
        Buffer.from(`\r\ncontent-disposition: form-data; name="attachments"; filename="b.png"\r\n`),
        Buffer.from("content-type: image/png\r\n\r\n"),
        zip,
        closing,
      ]);
      const before = storedFiles(ctx());
      const upload = openUpload(anna, first.length + rest.length);
      upload.write(first);
      // The first file is stored; something takes its place that cannot simply be unlinked.
      const folder = join(ctx().config.uploadDir, "messenger");
      let stored: string | undefined;
      for (let waited = 0; !stored && waited < 5000; waited += 10) {
        stored = storedFiles(ctx()).find(
          (name) => !before.includes(name) && statSync(join(folder, name)).size === png.length,
        );
        if (!stored) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      if (!stored) throw new Error("the first file was not stored");
      const path = join(folder, stored);
      unlinkSync(path);
      mkdirSync(path);
      writeFileSync(join(path, "keep"), "x");
      upload.write(rest);
      const answer = await upload.answerWithin(5000);
      upload.abort();
      rmSync(path, { recursive: true });
      expect(answer?.status, JSON.stringify(answer?.body)).toBe(400);
      expect(answer?.body.error.details?.issues?.map((issue) => issue.path)).toEqual(["attachments"]);
      anna.socket.close();
    });

    it("an empty message with no files → 400 naming content", async () => {
      const { anna, chat } = await pair();
      await expectRefused(400, "content", () => api.send(anna, chat.id, "   "));
      anna.socket.close();
    });

    it("a file over the size limit → 413 naming the field, the partial file removed", async () => {
      const { anna, chat } = await pair();
      const big = Buffer.concat([png, Buffer.alloc(messageFileRules.attachments.maxBytes, 0)]);
      await expectRefused(413, "attachments", () =>
        api.send(anna, chat.id, "Большое", [
          ["attachments", file(png, "small.png", "image/png")],
          ["attachments", file(big, "big.png", "image/png")],
        ]),
      );
      anna.socket.close();
    });

    it("over a real connection, a client still uploading gets the 413 (not a dropped connection)", async () => {
      const { anna, chat } = await pair();
      const form = new FormData();
      form.append("chatId", String(chat.id));
      const big = new Uint8Array(messageFileRules.attachments.maxBytes + 5 * 1024 * 1024);
      big.set(png);
      form.append("attachments", new Blob([big], { type: "image/png" }), "big.png");
      await expectRefused(413, "attachments", async () => {
        const response = await fetch(`${ctx().url}/api/messenger/message/`, {
          method: "POST",
          headers: anna.bearer,
          body: form,
        });
        const body = await response.json();
        return { statusCode: response.status, json: () => body };
      });
      anna.socket.close();
    });

    it("more files than allowed → 400 naming the field", async () => {
      const { anna, chat } = await pair();
      const many = Array.from(
        { length: messageFileRules.attachments.maxCount + 1 },
        (_, i) => ["attachments", file(png, `${i}.png`, "image/png")] as const,
      );
      await expectRefused(400, "attachments", () => api.send(anna, chat.id, "Много", many));
      anna.socket.close();
    });

    it("a file whose type is a lie (an archive sent as image/png) → 400, nothing kept", async () => {
      const { anna, chat } = await pair();
      await expectRefused(400, "attachments", () =>
        api.send(anna, chat.id, "Фото", [
          ["attachments", file(png, "real.png", "image/png")],
          ["attachments", file(zip, "photo.png", "image/png")],
        ]),
      );
      // Bytes of no known type at all.
      const unknown = Buffer.from([
        0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0xff, 0xff, 0x00, 0xb8,
      ]);
      await expectRefused(400, "attachments", () =>
        api.send(anna, chat.id, "Программа", [
          ["attachments", file(unknown, "app.exe", "application/octet-stream")],
        ]),
      );
      // A picture is not a recording.
      const body = await multipart([
        ["chatId", String(chat.id)],
        ["isAudio", "true"],
        ["audio", file(png, "voice.webm", "image/png")],
      ]);
      await expectRefused(400, "audio", () => api.inject("POST", "/api/messenger/message/", anna, body));
      anna.socket.close();
    });

    it("isAudio without a recording, and a file in an unknown field → 400", async () => {
      const { anna, chat } = await pair();
      await expectRefused(400, "audio", async () =>
        api.inject(
          "POST",
          "/api/messenger/message/",
          anna,
          await multipart([
            ["chatId", String(chat.id)],
            ["isAudio", "true"],
          ]),
        ),
      );
      await expectRefused(400, "avatar", () =>
        api.send(anna, chat.id, "x", [["avatar", file(png, "a.png", "image/png")]]),
      );
      anna.socket.close();
    });

    it("a chat the sender is not in → 404 as for one that does not exist, before any file is stored", async () => {
      const { anna, boris, chat } = await pair();
      const eve = await talker(ctx(), "Ева");
      await expectRefused(404, "", () =>
        api.send(eve, chat.id, "Подслушала", [["attachments", file(png, "a.png", "image/png")]]),
      );
      // Over a real connection the 404 comes while the file is still on its way, none of it stored.
      await expectRefused(404, "", async () => {
        const files = storedFiles(ctx());
        const upload = openUpload(eve, 50 * 1024 * 1024);
        upload.write(fieldPart("chatId", String(chat.id)));
        upload.write(fileHead("attachments", "big.png", "image/png"));
        upload.write(Buffer.concat([png, Buffer.alloc(1024 * 1024)]));
        const answer = await upload.answerWithin(3000);
        expect(storedFiles(ctx())).toEqual(files);
        upload.abort();
        expect(answer, "no answer before the whole body").toBeDefined();
        return { statusCode: answer?.status ?? 0, json: () => answer?.body ?? { error: {} } };
      });
      await expectRefused(404, "", () => api.send(eve, 999_999, "Нет такого чата"));
      expect(messengerEvents(anna.socket, "send")).toEqual([]);
      expect(messengerEvents(boris.socket, "send")).toEqual([]);
      expect(messengerEvents(eve.socket, "send")).toEqual([]);
      for (const socket of [anna.socket, boris.socket, eve.socket]) socket.close();
    });

    it("a visitor → 401 before the body is read", async () => {
      const { anna, chat } = await pair();
      await expectRefused(401, "", () => api.send(undefined as never, chat.id, "Аноним"));
      anna.socket.close();
    });
  });

  it("keeps the stored paths private: never in the answer", async () => {
    const { anna, chat } = await pair();
    const message = await api.sent(anna, chat.id, "", [["attachments", file(png, "a.png", "image/png")]]);
    const [row] = await ctx()
      .database.db.select()
      .from(messageAttachments)
      .where(eq(messageAttachments.messageId, message.id));
    expect(row?.storedPath).toMatch(/^messenger\/[0-9a-f]{32}$/);
    expect(JSON.stringify(message)).not.toContain(row?.storedPath ?? "???");
    anna.socket.close();
  });
});
