// The server Playwright starts (playwright.config.ts): the real product, built and served exactly as
// `npm start` does, on a data folder that is emptied first so every run starts from the first-start seed.
import { rmSync } from "node:fs";

const dataDir = process.env.DATA_DIR;
if (!dataDir?.includes(".tmp")) throw new Error("e2e-server: DATA_DIR must point into .tmp/ (it is deleted)");
rmSync(dataDir, { recursive: true, force: true });
await import("./start");
