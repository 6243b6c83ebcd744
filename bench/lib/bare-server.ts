// The yardstick of bench/reads and bench/lcp: a bare Fastify route answering a 10-row JSON page, in its own process (as
// ARCHITECTURE §8 defines 100 %). Started by bench/reads.ts with the port as its only argument.
import Fastify from "fastify";

const port = Number(process.argv[2]);
const page = {
  count: 10,
  rows: Array.from({ length: 10 }, (_, i) => ({
    id: i + 1,
    name: `Участник ${i + 1}`,
    createdAt: new Date(Date.UTC(2026, 0, 1, 12, i)).toISOString(),
  })),
};
const app = Fastify({ logger: false });
app.get("/page", async () => page);
// The yardstick of bench/lcp: the least a page can be, a heading in 1 KB of HTML.
const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>МИР</title></head><body><h1>МИР - социальная экосистема</h1><p>${"Пустая страница для сравнения. ".repeat(20)}</p></body></html>`;
app.get("/html", async (_request, reply) => reply.type("text/html; charset=utf-8").send(html));
await app.listen({ port, host: "127.0.0.1" });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
