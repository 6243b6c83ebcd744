// The yardstick of bench/reads: a bare Fastify route answering a 10-row JSON page, in its own process (as
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
await app.listen({ port, host: "127.0.0.1" });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
