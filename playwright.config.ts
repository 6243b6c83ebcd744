import { existsSync } from "node:fs";
import { chromium, defineConfig } from "@playwright/test";
import { e2eAdminPassword, e2eOrigin, e2ePort } from "./tests/e2e/helpers/env";

/**
 * Debian's Chromium (or CHROMIUM_PATH, or Playwright's own download): e2e never skips silently. The
 * headless shell first — the same engine without the desktop browser around it, which Playwright itself
 * runs headless: on this 2-core machine the same browser tests take half the time and half the CPU in it
 * (shell + guards specs: 171 s → 84 s; messenger + accessibility: 336 s → 231 s).
 */
function findChromium(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium-headless-shell",
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright's own browser is not downloaded here; the others may still exist.
  }
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) {
    throw new Error(
      "e2e: Chromium not found. Install Debian's package (`apt-get install chromium-headless-shell`) or set " +
        "CHROMIUM_PATH " +
        "to a Chromium binary. Tried: " +
        candidates.filter(Boolean).join(", "),
    );
  }
  return found;
}

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A test's budget: twice what the slowest takes alone. Two workers on this 2-core machine each drive
  // several browsers against one server, and a busy hour can make that three times slower (seen: 10 s
  // alone, 29 s beside another test).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: e2eOrigin,
    locale: "ru-RU",
    // No trace: recording one (DOM snapshots of every step, kept only on failure) cost a sixth of the layer's
    // time here (shell + guards: 73 s → 62 s). A failure still leaves its screenshot and the page's
    // accessibility snapshot (error-context.md); to trace, run `npx playwright test --trace=on <file>`.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: findChromium(),
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        // The messenger's voice messages (tests/e2e/messenger.spec.ts): a fake microphone, allowed
        // without asking, and sounds that may play before the page was touched.
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
        "--autoplay-policy=no-user-gesture-required",
      ],
    },
  },
  webServer: {
    command: "npx tsx scripts/e2e-server.ts",
    url: `${e2eOrigin}/api/health`,
    // Rate limits off: every test registers from 127.0.0.1, far beyond what one visitor may (the limits
    // themselves are covered by tests/server).
    env: {
      PORT: String(e2ePort),
      HOST: "127.0.0.1",
      PUBLIC_URL: e2eOrigin,
      DATA_DIR: ".tmp/e2e-data",
      LOG_LEVEL: "warn",
      RATE_LIMITS: "off",
      ADMIN_PASSWORD: e2eAdminPassword,
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
