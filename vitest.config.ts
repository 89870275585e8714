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

/**
 * Client test files that stub modules, globals or timers, or read a module's load-once state (the
 * lazily loaded Markdown renderer): each runs in a fresh module graph. The other client files share one
 * per worker (`isolate: false`), which saves most of their start-up (React, Apollo and i18n imported
 * once per worker instead of once per file). `tests/repo/vitest-isolation.test.ts` keeps this list true.
 */
export const CLIENT_ISOLATED = [
  "client/src/app/error-link.test.ts",
  "client/src/app/shell/RouteError.test.tsx",
  "client/src/features/auth/components/GoogleButton.test.tsx",
  "client/src/features/auth/components/SignInGate.test.tsx",
  "client/src/features/auth/utils/auth-store.test.ts",
  "client/src/features/chatbot/components/ChatbotPage.test.tsx",
  "client/src/features/classrooms/components/classes-languages.test.tsx",
  "client/src/features/consent/components/BirthDatePrompt.test.tsx",
  "client/src/features/focus-timer/components/AlertPreferences.test.tsx",
  "client/src/features/focus-timer/components/TimerSettingsForm.test.tsx",
  "client/src/features/focus-timer/utils/announce.test.ts",
  "client/src/features/grammar/components/LazyExplain.test.tsx",
  "client/src/features/groups/components/groups-languages.test.tsx",
  "client/src/features/profile/components/FirstTimeSetup.test.tsx",
  "client/src/features/profile/components/FirstTimeSetupDialog.test.tsx",
  "client/src/features/socratic/components/SocraticPage.test.tsx",
  "client/src/features/study-time/components/StudyTimeTracker.test.tsx",
  "client/src/features/study-time/utils/time-tracker.test.ts",
  "client/src/features/teacher/components/teacher-languages.test.tsx",
  "client/src/features/tutor/components/SubjectTutorPage.test.tsx",
  "client/src/features/tutor/components/TutorPanel.test.tsx",
  "client/src/features/tutor/utils/offline-engine.test.ts",
  "client/src/shared/ui/Markdown.test.tsx",
];

const client = {
  environment: "jsdom" as const,
  // jsdom renders slowly on a busy 2-core machine: wait on the page, never on the clock.
  testTimeout: 30_000,
};

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker per core but one: a single worker on a 2-core machine.
    // Pure tests use both cores; integration files set their own count below.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "core/src/**/*.test.ts",
            "db/src/**/*.test.ts",
            "engine/src/**/*.test.ts",
            "server/src/**/*.test.ts",
            "worker/src/**/*.test.ts",
          ],
          environment: "node",
          // Property tests and the math fixture run hundreds of cases; a busy machine needs headroom.
          testTimeout: 60_000,
          // No unit test stubs a module, a global or the clock, so files share a module graph per worker
          // (mathjs, nerdamer and the engine are imported once per worker, not once per file).
          isolate: false,
        },
      },
      {
        test: {
          // Checks of the repository itself: package walls, links in the docs, generated docs current.
          name: "repo",
          include: ["tests/repo/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          isolate: false,
        },
      },
      {
        test: {
          name: "client",
          include: ["client/src/**/*.test.{ts,tsx}"],
          exclude: CLIENT_ISOLATED,
          ...client,
          isolate: false,
        },
      },
      {
        test: { name: "client-isolated", include: CLIENT_ISOLATED, ...client },
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
