import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/** Debian's chromium with the flags this machine needs (STACK.md). */
export function launchChromium(extraArgs: ReadonlyArray<string> = []) {
  const executablePath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find((p) => p && existsSync(p));
  if (!executablePath)
    throw new Error("bench: Chromium not found (apt-get install chromium, or set CHROMIUM_PATH)");
  return chromium.launch({
    executablePath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--no-first-run",
      ...extraArgs,
    ],
  });
}
