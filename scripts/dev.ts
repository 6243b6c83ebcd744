// `npm run dev`: Vite with hot reload on :5173 (proxying /api to the server) and the server in watch mode.
import { type ChildProcess, spawn } from "node:child_process";

const children: ChildProcess[] = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], { stdio: "inherit" }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 3_000).unref();
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
