import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";

const root = new URL("../..", import.meta.url).pathname;

/** Replaces the database name in a PostgreSQL URL. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Creates a fresh database with every migration applied (this checkout's, or those of the checkout at
 * `from`); `drop` removes it. Never touches other data.
 */
export async function createTestDatabase(adminUrl: string, label = "t", from = root) {
  const name = `vidya_${label}_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  execFileSync(`${from.replace(/\/?$/, "/")}node_modules/.bin/prisma`, ["migrate", "deploy"], {
    cwd: from,
    env: { ...process.env, DATABASE_URL: url },
    stdio: "pipe",
  });
  return {
    name,
    url,
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/** This integration test file's own database (cloned from the run's template by file-database.ts). */
export function fileDatabaseUrl(): string {
  const url = (globalThis as { __vidyaFileDatabaseUrl?: string }).__vidyaFileDatabaseUrl;
  if (!url)
    throw new Error("fileDatabaseUrl(): tests/helpers/file-database.ts is not a setup file of this project");
  return url;
}

/** Runs one SQL query against a test database (for set-ups and checks the API rightly does not offer): its rows. */
export async function sql<T extends pg.QueryResultRow>(
  databaseUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
