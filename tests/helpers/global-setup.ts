import { execFileSync } from "node:child_process";
import type { TestProject } from "vitest/node";
// @ts-expect-error plain ESM script shared with the dev and test runners
import { ensurePostgres, ensureRedis } from "../../scripts/services.mjs";
import { createTestDatabase } from "./database";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated database that no test connects to: each test file gets its own copy of it. */
    templateDatabaseUrl: string;
    adminDatabaseUrl: string;
    redisUrl: string;
  }
}

/**
 * Once per run: a database with every migration applied (dropped at the end), which each integration
 * file clones into a database of its own (tests/helpers/file-database.ts), and the Redis to use (each
 * file's stacks use their own key prefix).
 */
export default async function setup(project: TestProject) {
  // The stacks run the server and worker bundled once here (see processes.ts), never a stale build.
  const root = new URL("../..", import.meta.url).pathname;
  for (const app of ["server", "worker"]) {
    execFileSync(process.execPath, [`${root}scripts/bundle.mjs`, app, "--out", ".test-dist"], {
      stdio: "pipe",
    });
  }
  process.env.VIDYA_TEST_BUNDLE_DIR = ".test-dist";
  const postgres = await ensurePostgres();
  const redis = await ensureRedis();
  const adminUrl = process.env.VIDYA_TEST_ADMIN_DATABASE_URL ?? postgres.url;
  const redisUrl = process.env.VIDYA_TEST_REDIS_URL ?? redis.url;
  const template = await createTestDatabase(adminUrl, "tpl");
  project.provide("templateDatabaseUrl", template.url);
  project.provide("adminDatabaseUrl", adminUrl);
  project.provide("redisUrl", redisUrl);
  return async () => {
    await template.drop();
    await redis.stop();
    await postgres.stop();
  };
}
