import { defineConfig } from "@playwright/test";

/** End-to-end tests in Debian's Chromium against the production build (never a downloaded browser). */
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  // Two files at a time (one per core): each test makes its own accounts, and files that need a model
  // start their own server, worker and web front under their own Redis prefix. Tests within a file run
  // in order. `--workers=1` runs one file at a time.
  fullyParallel: false,
  workers: 2,
  // In CI a failed test runs once more; Playwright's summary lists it as flaky.
  retries: process.env.CI === "true" ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});
