import { defineConfig } from "vitest/config";

/**
 * Two projects: `unit` (pure tests beside the code, no services) and `integration` (tests/ that
 * boot the real server and worker against PostgreSQL and Redis; scripts/test.mjs prepares them).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["core/src/**/*.test.ts", "server/src/**/*.test.ts", "worker/src/**/*.test.ts"],
          environment: "node",
          // Property tests and the math fixture run hundreds of cases; a busy machine needs headroom.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: "client",
          include: ["client/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/helpers/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
