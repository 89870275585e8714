#!/usr/bin/env node
// `pnpm test`: generated code, lint and typecheck, then unit + client + integration tests (Vitest), then the production
// build and the end-to-end tests (Playwright, Debian Chromium). PostgreSQL and Redis come from
// DATABASE_URL / REDIS_URL, else the default local ports, else an embedded PostgreSQL and a
// redis-server from PATH. Every phase runs; the exit code is non-zero if any failed.
//   --only unit|integration|e2e   run one phase
//   -- <playwright args>           e.g. one e2e file: --only e2e -- tests/e2e/auth-journeys.e2e.ts
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { root, sh } from "./run.mjs";
import { ensurePostgres, ensureRedis } from "./services.mjs";

const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : null;
const playwrightArgs = process.argv.includes("--") ? process.argv.slice(process.argv.indexOf("--") + 1) : [];
const bin = (name) => `${root}node_modules/.bin/${name}`;
const results = [];
/** The failed tests, named again in the summary: CI shows only the tail of a long log. */
const failures = [];
/** Tests that passed only when retried (CI retries integration tests once): named, never hidden. */
const flaky = [];

/** Each failed test (or a file that failed outside its tests) from Vitest's JSON report. */
function vitestFailures(path) {
  if (!existsSync(path)) return [`(no Vitest report at ${path})`];
  const report = JSON.parse(readFileSync(path, "utf8"));
  const named = [];
  for (const file of report.testResults ?? []) {
    const where = file.name.replace(root, "");
    const tests = (file.assertionResults ?? []).filter((t) => t.status === "failed");
    for (const t of tests) named.push(`${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    if (tests.length === 0 && file.status === "failed") named.push(`${where}: ${firstLine(file.message)}`);
  }
  return named;
}

const firstLine = (text) => (text ?? "").split("\n")[0].slice(0, 300);

/** A free TCP port on loopback. */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The e2e build signs in with Google through the Firebase Auth emulator (never real Google): the
 * client bakes in a demo project and the emulator's address, so the port is chosen here, before
 * the build, and written beside it (client/dist/e2e-build.json) for the Playwright global setup,
 * which starts the emulator on it. A plain `pnpm build` has none of this: no Google button.
 */
async function e2eBuildEnv() {
  const emulatorHost = `127.0.0.1:${await freePort()}`;
  const projectId = "demo-vidya";
  return {
    marker: { firebase: { projectId, emulatorHost } },
    env: {
      VITE_FIREBASE_API_KEY: "fake-api-key",
      VITE_FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
      VITE_FIREBASE_PROJECT_ID: projectId,
      VITE_FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    },
  };
}

async function phase(name, fn) {
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  const code = await fn();
  results.push({ name, ok: code === 0, seconds: ((Date.now() - t0) / 1000).toFixed(1) });
  return code === 0;
}

const postgres = await ensurePostgres();
const redis = await ensureRedis();
const env = { VIDYA_TEST_ADMIN_DATABASE_URL: postgres.url, VIDYA_TEST_REDIS_URL: redis.url };
// Tests make their own databases; never let a developer's DATABASE_URL leak into them.
delete process.env.DATABASE_URL;
delete process.env.REDIS_URL;

try {
  const generated = await phase("generate (prisma client, schema.graphql check, client types)", async () => {
    if ((await sh(bin("prisma"), ["generate"])) !== 0) return 1;
    if ((await sh("pnpm", ["--filter", "@vidya/client", "codegen"])) !== 0) return 1;
    // In CI the committed client types must already be current (STYLE 14).
    if (process.env.CI === "true" && existsSync(`${root}.git`)) {
      const stale = await sh("git", ["diff", "--exit-code", "--stat", "--", "client/src/gql"]);
      if (stale !== 0) console.error("client/src/gql is stale: run `pnpm codegen` and commit it.");
      return stale;
    }
    return 0;
  });
  if (generated) {
    if (!only) {
      await phase("lint and typecheck (Biome, tsc strict)", async () => {
        const lint = await sh(bin("biome"), ["check", "."]);
        const types = await sh("pnpm", ["typecheck"]);
        return lint || types;
      });
    }
    if (!only || only === "unit" || only === "integration") {
      const projects =
        only === "unit"
          ? ["unit", "repo", "client", "client-isolated"]
          : only === "integration"
            ? ["integration", "integration-alone"]
            : ["unit", "repo", "client", "client-isolated", "integration", "integration-alone"];
      const report = `${root}.vitest-report.json`;
      const flakyReport = `${root}.vitest-flaky.json`;
      rmSync(flakyReport, { force: true });
      const ok = await phase(`vitest (${projects.join(", ")})`, () =>
        sh(
          bin("vitest"),
          [
            "run",
            ...projects.flatMap((p) => ["--project", p]),
            "--reporter=default",
            "--reporter=json",
            `--outputFile.json=${report}`,
            "--reporter=./scripts/flaky-reporter.mjs",
          ],
          { env: { ...env, VIDYA_FLAKY_REPORT: flakyReport } },
        ),
      );
      if (!ok) failures.push(...vitestFailures(report));
      if (existsSync(flakyReport)) flaky.push(...JSON.parse(readFileSync(flakyReport, "utf8")));
    }
    if (!only || only === "e2e") {
      const e2e = await e2eBuildEnv();
      const built = await phase("production build (with the Firebase Auth emulator config)", async () => {
        const code = await sh("pnpm", ["build"], { env: e2e.env });
        if (code === 0) writeFileSync(`${root}client/dist/e2e-build.json`, JSON.stringify(e2e.marker));
        return code;
      });
      if (built) {
        if (!existsSync("/usr/bin/chromium") && !process.env.CHROMIUM_PATH) {
          console.error(
            "Chromium not found at /usr/bin/chromium: install it (apt-get install chromium) or set CHROMIUM_PATH.",
          );
          results.push({ name: "playwright", ok: false, seconds: "0" });
        } else {
          await phase("playwright (e2e)", () =>
            sh(bin("playwright"), ["test", ...playwrightArgs], {
              env: { ...env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
            }),
          );
        }
      }
    }
  }
} finally {
  await redis.stop();
  await postgres.stop();
}

console.log("\n=== summary ===");
for (const r of results) console.log(`${r.ok ? "PASS" : "FAIL"}  ${r.name}  (${r.seconds} s)`);
for (const f of failures) console.log(`  failed: ${f}`);
for (const f of flaky) console.log(`  flaky: ${f}`);
const failed = results.filter((r) => !r.ok).length;
console.log(`phases: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
