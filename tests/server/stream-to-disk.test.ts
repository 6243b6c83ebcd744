// @vitest-environment node
// A file refused while it streams to disk leaves nothing behind, even when it is refused before the
// file was opened: the removal must wait for the write stream to let go of it.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { messageFileRules } from "../../src/api/endpoints/messenger";
import { sniffBytes } from "../../src/api/file-type";
import { streamToDisk } from "../../src/server/uploads/stream-to-disk";
import { png, zip } from "./helpers/messenger";

describe("streamToDisk", () => {
  const uploadDir = mkdtempSync(join(tmpdir(), "mir-stream-"));
  afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

  it("removes a file refused at its first bytes, pending or not, twenty times in a row", async () => {
    // One chunk big enough to be judged at once: refused before the write stream has opened its file.
    const archive = Buffer.concat([zip, Buffer.alloc(sniffBytes, 1)]);
    for (let i = 0; i < 20; i++) {
      const file = {
        field: "attachments",
        filename: "photo.png",
        declared: "image/png",
        stream: Readable.from([archive]),
      };
      await expect(
        streamToDisk(uploadDir, "messenger", file, messageFileRules.attachments),
      ).rejects.toThrow();
    }
    expect(readdirSync(join(uploadDir, "messenger"))).toEqual([]);
  });

  it("keeps an accepted file, pending until its row is saved", async () => {
    const file = {
      field: "attachments",
      filename: "a.png",
      declared: "image/png",
      stream: Readable.from([png]),
    };
    const stored = await streamToDisk(uploadDir, "messenger", file, messageFileRules.attachments);
    expect(readdirSync(join(uploadDir, "messenger"))).toEqual([`${stored.storedPath.split("/")[1]}.part`]);
  });
});
