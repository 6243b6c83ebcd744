// What the messenger tests share: forms as browsers send them, sample files, snapshots of the messenger's
// tables and upload folder (to prove a refused call wrote nothing), and members with open sockets.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Message } from "../../../src/api/schema/message";
import type { Db } from "../../../src/server/db/connect";
import { createMember, type TestMember } from "./accounts";
import { TestSocket } from "./socket-client";
import type { TestApp } from "./test-app";

export interface FilePart {
  readonly data: Buffer;
  readonly filename: string;
  readonly type: string;
}

/** A form part: a text field, or a file. */
export type Part = readonly [name: string, value: string | FilePart];

/** A multipart body exactly as a browser's FormData sends it, in the order given. */
export async function multipart(parts: ReadonlyArray<Part>) {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type }), value.filename);
  }
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    headers: { "content-type": request.headers.get("content-type") ?? "" },
    payload: Buffer.from(await request.arrayBuffer()),
  };
}

/** An urlencoded body (the other way a form may come). */
export function urlencoded(parts: ReadonlyArray<readonly [string, string]>) {
  return {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(parts.map(([name, value]) => [name, value])).toString(),
  };
}

/** A JSON body. */
export const json = (body: unknown) => ({
  headers: { "content-type": "application/json" },
  payload: JSON.stringify(body),
});

// A real 1×1 PNG.
export const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
/** The start of a WebM file (EBML header, "webm" doc type) and some bytes: what MediaRecorder makes. */
export const webm = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
  Buffer.from("webm"),
  Buffer.alloc(6000, 7),
]);
/** A ZIP archive's first bytes: what a "photo" that is not one looks like. */
export const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(5000, 1)]);

export const file = (data: Buffer, filename: string, type: string): FilePart => ({ data, filename, type });

/** Every file under the messenger's upload folder, sorted. */
export function storedFiles(app: TestApp): string[] {
  const folder = join(app.config.uploadDir, "messenger");
  return existsSync(folder) ? readdirSync(folder).sort() : [];
}

const tables = [
  "chats",
  "chat_members",
  "messages",
  "message_attachments",
  "message_reactions",
  "user_events",
];

/** Every row of the messenger's tables and the event log, as one string: equal means nothing was written. */
export async function snapshot(db: Db): Promise<string> {
  const parts: string[] = [];
  for (const table of tables) {
    const result = await db.execute(
      sql.raw(`select coalesce(string_agg(t::text, '|' order by t::text), '') as rows from ${table} t`),
    );
    parts.push(String((result as unknown as { rows: Array<{ rows: string }> }).rows[0]?.rows));
  }
  return parts.join("\n");
}

/** A member with a socket open on the listening test app. */
export interface Talker extends TestMember {
  readonly socket: TestSocket;
}

export async function talker(ctx: TestApp, name?: string): Promise<Talker> {
  const member = await createMember(ctx.database.db, name ? { name } : {});
  const socket = await TestSocket.open(ctx.url, member.id, { headers: member.bearer });
  await socket.waitFor((frame) => frame.type === "user_connect");
  return { ...member, socket };
}

/** The `messenger` events of a socket so far with this action. */
export function messengerEvents(socket: TestSocket, action: "send" | "update" | "delete" | "check" | "chat") {
  return socket.events.filter((event) => event.type === "messenger" && event.action === action);
}

/** Waits for a `messenger` event with this action whose payload matches. */
export function waitForMessenger(
  socket: TestSocket,
  action: "send" | "update" | "delete" | "check" | "chat",
  match: (payload: Record<string, unknown>) => boolean = () => true,
) {
  return socket.waitFor(
    (frame) =>
      frame.type === "messenger" &&
      "action" in frame &&
      frame.action === action &&
      match(frame.payload as unknown as Record<string, unknown>),
  );
}

/** Inject helpers bound to one app. */
export function calls(ctx: () => TestApp) {
  const inject = async (
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    who: TestMember | undefined,
    body?: { headers: Record<string, string>; payload: string | Buffer },
  ) =>
    ctx().app.inject({
      method,
      url,
      headers: { ...body?.headers, ...who?.bearer },
      ...(body ? { payload: body.payload } : {}),
    });
  return {
    inject,
    /** POST /api/messenger/chat with `members` (comma-separated) as urlencoded. */
    async createChat(who: TestMember, members: ReadonlyArray<number>) {
      const response = await inject(
        "POST",
        "/api/messenger/chat",
        who,
        urlencoded([["members", members.join(",")]]),
      );
      if (response.statusCode !== 200) throw new Error(`createChat: ${response.statusCode} ${response.body}`);
      return response.json() as { id: number };
    },
    /** POST /api/messenger/message/ as multipart with text (and parts). */
    async send(who: TestMember, chatId: number, content: string, parts: ReadonlyArray<Part> = []) {
      const body = await multipart([["chatId", String(chatId)], ["content", content], ...parts]);
      return inject("POST", "/api/messenger/message/", who, body);
    },
    async sent(who: TestMember, chatId: number, content: string, parts: ReadonlyArray<Part> = []) {
      const response = await this.send(who, chatId, content, parts);
      if (response.statusCode !== 200) throw new Error(`send: ${response.statusCode} ${response.body}`);
      return response.json() as Message;
    },
  };
}
