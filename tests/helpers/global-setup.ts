import type { TestProject } from "vitest/node";
// @ts-expect-error plain ESM script shared with the dev and test runners
import { ensurePostgres, ensureRedis } from "../../scripts/services.mjs";
import { createTestDatabase } from "./database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    adminDatabaseUrl: string;
    redisUrl: string;
  }
}

/** One fresh database per run (created here, dropped at the end) and the Redis to use. */
export default async function setup(project: TestProject) {
  const postgres = await ensurePostgres();
  const redis = await ensureRedis();
  const adminUrl = process.env.VIDYA_TEST_ADMIN_DATABASE_URL ?? postgres.url;
  const redisUrl = process.env.VIDYA_TEST_REDIS_URL ?? redis.url;
  const db = await createTestDatabase(adminUrl, "it");
  project.provide("databaseUrl", db.url);
  project.provide("adminDatabaseUrl", adminUrl);
  project.provide("redisUrl", redisUrl);
  return async () => {
    await db.drop();
    await redis.stop();
    await postgres.stop();
  };
}
