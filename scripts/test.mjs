#!/usr/bin/env node
// `pnpm test`: generated code, then unit + client + integration tests (Vitest), then the production
// build and the end-to-end tests (Playwright, Debian Chromium). PostgreSQL and Redis come from
// DATABASE_URL / REDIS_URL, else the default local ports, else an embedded PostgreSQL and a
// redis-server from PATH. Every phase runs; the exit code is non-zero if any failed.
//   --only unit|integration|e2e   run one phase
import { existsSync } from "node:fs";
import { root, sh } from "./run.mjs";
import { ensurePostgres, ensureRedis } from "./services.mjs";

const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : null;
const bin = (name) => `${root}node_modules/.bin/${name}`;
const results = [];

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
    if (!only || only === "unit" || only === "integration") {
      const projects =
        only === "unit"
          ? ["unit", "client"]
          : only === "integration"
            ? ["integration"]
            : ["unit", "client", "integration"];
      await phase(`vitest (${projects.join(", ")})`, () =>
        sh(bin("vitest"), ["run", ...projects.flatMap((p) => ["--project", p])], { env }),
      );
    }
    if (!only || only === "e2e") {
      const built = await phase("production build", () => sh("pnpm", ["build"]));
      if (built) {
        if (!existsSync("/usr/bin/chromium") && !process.env.CHROMIUM_PATH) {
          console.error(
            "Chromium not found at /usr/bin/chromium: install it (apt-get install chromium) or set CHROMIUM_PATH.",
          );
          results.push({ name: "playwright", ok: false, seconds: "0" });
        } else {
          await phase("playwright (e2e)", () =>
            sh(bin("playwright"), ["test"], { env: { ...env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" } }),
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
const failed = results.filter((r) => !r.ok).length;
console.log(`phases: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
