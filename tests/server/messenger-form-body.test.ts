// @vitest-environment node
// Issue 5: form bodies as register() reads them since the messenger — urlencoded and multipart for form
// endpoints only (a JSON call refuses both, as before), field names that would reach a prototype refused,
// and the detection of file types from their first bytes that decides what an upload may be.
import { describe, expect, it } from "vitest";
import { detectFileType, reconcileType } from "../../src/api/file-type";
import { byteRange, contentDisposition } from "../../src/server/http/send-stored";
import { cleanFileName } from "../../src/server/uploads/stream-to-disk";
import { createMember } from "./helpers/accounts";
import { multipart, png, urlencoded, webm, zip } from "./helpers/messenger";
import { backends, useTestApp } from "./helpers/test-app";

describe.each(backends)("form bodies on $name", (backend) => {
  const ctx = useTestApp(backend);

  it("a JSON call refuses urlencoded and multipart bodies with 400", async () => {
    for (const body of [urlencoded([["email", "a@b.ru"]]), await multipart([["email", "a@b.ru"]])]) {
      const response = await ctx().app.inject({ method: "POST", url: "/api/users/auth", ...body });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: "VALIDATION",
        message: "Этот тип содержимого не поддерживается",
      });
    }
  });

  it("refuses a field named after a prototype property instead of polluting anything", async () => {
    const member = await createMember(ctx().database.db);
    const other = await createMember(ctx().database.db);
    // Without the guard these would be a valid call: the chat made, the odd field dropped.
    const urlencodedBody = {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `__proto__=1&members=${other.id}`,
    };
    const bodies = [
      ["__proto__", urlencodedBody],
      [
        "__proto__",
        await multipart([
          ["__proto__", "1"],
          ["members", String(other.id)],
        ]),
      ],
      [
        "constructor",
        await multipart([
          ["constructor", "x"],
          ["members", String(other.id)],
        ]),
      ],
    ] as const;
    for (const [name, body] of bodies) {
      const response = await ctx().app.inject({
        method: "POST",
        url: "/api/messenger/chat",
        headers: { ...body.headers, ...member.bearer },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      const { error } = response.json();
      expect(error.message).toBe("Недопустимое имя поля");
      // The urlencoded parser is ours and names the field; @fastify/multipart refuses it without a name.
      if (body === urlencodedBody) {
        expect(error.details.issues).toEqual([{ in: "body", path: name, message: "Недопустимое имя поля" }]);
      }
    }
    const chats = await ctx().app.inject({
      method: "GET",
      url: `/api/messenger/chat?memberId=${member.id}`,
      headers: member.bearer,
    });
    expect(chats.json().count).toBe(0);
    expect(({} as Record<string, unknown>).members).toBeUndefined();
  });

  it("still takes a profile form with a buffered avatar (an endpoint without file rules)", async () => {
    const member = await createMember(ctx().database.db);
    const body = await multipart([["avatar", { data: png, filename: "me.png", type: "image/png" }]]);
    const response = await ctx().app.inject({
      method: "PUT",
      url: "/api/users/update",
      headers: { ...body.headers, ...member.bearer },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().avatar).toMatch(/^\/api\/uploads\/avatars\//);
  });
});

describe("file types from content", () => {
  it("tells pictures, recordings, archives and text by their bytes, not their names", () => {
    expect(detectFileType(png, true)?.mimes).toEqual(["image/png"]);
    expect(detectFileType(webm, false)?.mimes).toEqual(["video/webm", "audio/webm"]);
    expect(detectFileType(zip, false)?.mimes).toEqual(["application/zip"]);
    expect(detectFileType(Buffer.from("Привет, мир!\n"), true)?.mimes).toEqual(["text/plain"]);
    expect(detectFileType(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]), true)).toBeUndefined();
    expect(detectFileType(Buffer.from("text\u0000with nul"), true)).toBeUndefined();
    // A sample cut inside a two-byte letter is still text.
    const cut = Buffer.from("Привет").subarray(0, 5);
    expect(detectFileType(cut, false)?.mimes).toEqual(["text/plain"]);
  });

  it("takes the bytes' word over a slip of the same kind, and refuses a lie", () => {
    const pngType = { mimes: ["image/png"] } as const;
    expect(reconcileType(pngType, "image/jpeg")).toBe("image/png");
    expect(reconcileType(pngType, "application/octet-stream")).toBe("image/png");
    expect(reconcileType({ mimes: ["application/zip"] }, "image/png")).toBeUndefined();
    expect(reconcileType({ mimes: ["text/plain"] }, "image/png")).toBeUndefined();
    expect(reconcileType({ mimes: ["text/plain"] }, "text/csv")).toBe("text/plain");
    const webmType = { mimes: ["video/webm", "audio/webm"] } as const;
    expect(reconcileType(webmType, "audio/webm;codecs=opus")).toBe("audio/webm");
    expect(reconcileType(webmType, "", ["audio/webm", "audio/ogg"])).toBe("audio/webm");
    expect(
      reconcileType(
        { mimes: ["application/zip"] },
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      ),
    ).toBe("application/zip");
  });

  it("keeps only the last segment of a file name, without control characters", () => {
    expect(cleanFileName("C:\\Users\\anna\\фото.png")).toBe("фото.png");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("a\u0000b\nc.txt")).toBe("abc.txt");
    expect(cleanFileName("..")).toBe("file");
    expect(cleanFileName(`${"я".repeat(300)}.pdf`)).toMatch(/^я{196}\.pdf$/);
  });

  it("names files for every browser and reads single byte ranges", () => {
    expect(contentDisposition("attachment", 'отчёт "1".pdf')).toBe(
      "attachment; filename=\"_____ _1_.pdf\"; filename*=UTF-8''%D0%BE%D1%82%D1%87%D1%91%D1%82%20%221%22.pdf",
    );
    expect(byteRange("bytes=0-9", 100)).toEqual({ start: 0, end: 9 });
    expect(byteRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange("bytes=50-500", 100)).toEqual({ start: 50, end: 99 });
    expect(byteRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(byteRange("bytes=0-1,5-6", 100)).toBeUndefined();
    expect(byteRange("items=0-1", 100)).toBeUndefined();
    expect(byteRange(undefined, 100)).toBeUndefined();
  });
});
