import { defineConfig } from "vitest/config";

// Unit, model-based and server tests. Browser tests are Playwright's (playwright.config.ts).
export default defineConfig({
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    setupFiles: ["tests/setup/dom.ts", "tests/setup/machine-coverage.ts"],
    // With TEST_DATABASE_URL: the migrated, seeded PostgreSQL database each server test's is copied from.
    globalSetup: ["tests/setup/postgres-original.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    // Test files share their worker's module cache instead of importing the app afresh each: that import
    // was 100 s of the layer's 327 s (measured at 68e7948; 224 s without it, every test green). Files stay
    // independent by what they own — each server file builds its own app on its own database.
    isolate: false,
  },
});
