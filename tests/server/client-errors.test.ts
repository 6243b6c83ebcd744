// @vitest-environment node
// Requests Node's HTTP parser or the router refuse before any route runs still get the contract's one
// error shape (ARCHITECTURE §4), not Fastify's own `{ statusCode, error, message }`.
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { backends, useTestApp } from "./helpers/test-app";

/** Sends raw bytes to the server and resolves with everything it answers before closing. */
function raw(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(request)}`)));
  });
}

function errorOf(answer: string) {
  const [head = "", body = ""] = answer.split("\r\n\r\n");
  return { status: Number(head.split(" ")[1]), body: JSON.parse(body) };
}

describe.each(backends.slice(0, 1))("requests refused before any route, on $name", (backend) => {
  const ctx = useTestApp(backend, { listen: true });

  it.each([
    ["a control byte in a header", "GET /api/health HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n"],
    [
      "broken chunked encoding",
      "POST /api/users/auth HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
    ],
    ["a broken request line", "GET /api/health HTTP/9\r\n\r\n"],
  ])("%s → 400 in the contract's shape", async (_label, request) => {
    const { status, body } = errorOf(await raw(ctx().url, request));
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: "VALIDATION", message: expect.any(String) } });
  });

  it("a path with bad %-encoding → 400 in the contract's shape", async () => {
    const response = await fetch(`${ctx().url}/api/users/one/%E0%A4%A`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "VALIDATION", message: expect.any(String) } });
  });
});
