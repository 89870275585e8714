import { defineConfig } from "vitest/config";

/**
 * Projects: `unit` (pure tests beside the code, no services), `repo` (checks of the repository
 * itself), `client` (jsdom), `integration` (tests/ that boot the real server and worker against
 * PostgreSQL and Redis; scripts/test.mjs prepares them) and `integration-alone` (the same, for the
 * files that compare times, run last and by themselves).
 */
/** Integration files that compare times, run by themselves after the others (see below). */
const ALONE = ["tests/integration/heavy-jobs.test.ts"];

const integration = {
  include: ["tests/integration/**/*.test.ts"],
  environment: "node" as const,
  globalSetup: ["tests/helpers/global-setup.ts"],
  // Each file clones its own database from the run's migrated template and uses its own Redis
  // prefix and ports, so files run side by side; they mostly wait on processes and timers.
  setupFiles: ["tests/helpers/file-database.ts"],
  // Tests wait on events, not on the clock; on a busy 2-core machine starting processes and waiting
  // for a stalled job to be taken over can take minutes, and a timeout there proves nothing.
  testTimeout: 180_000,
  hookTimeout: 180_000,
  // In CI a test that fails is run once more: a loaded 2-core machine sometimes misses a process
  // start. A pass on retry is not hidden: scripts/test.mjs names it in its summary ("flaky:").
  retry: process.env.CI === "true" ? 1 : 0,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "core/src/**/*.test.ts",
            "engine/src/**/*.test.ts",
            "server/src/**/*.test.ts",
            "worker/src/**/*.test.ts",
          ],
          environment: "node",
          // Property tests and the math fixture run hundreds of cases; a busy machine needs headroom.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          // Checks of the repository itself: package walls, links in the docs, generated docs current.
          name: "repo",
          include: ["tests/repo/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: "client",
          include: ["client/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          // jsdom renders slowly on a busy 2-core machine: wait on the page, never on the clock.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "integration",
          ...integration,
          exclude: ALONE,
          maxWorkers: Number(process.env.VIDYA_TEST_FILES_AT_ONCE ?? 3),
          // A project with its own maxWorkers runs in its own group: after unit, repo and client.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: "integration-alone",
          ...integration,
          include: ALONE,
          // Files whose assertion is a time (the "within 5 s of its time alone"): run last, one
          // at a time, with no other test file beside them, so the machine's other work is not measured.
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
