import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { withDatabase } from "./database";

/**
 * Vitest setup file of the integration project: before a test file is loaded, its own database is
 * cloned from the run's migrated template (CREATE DATABASE … TEMPLATE, a file copy: ~0.1 s instead of
 * running every migration), and dropped after the file. Files then run in parallel without seeing each
 * other's rows; `fileDatabaseUrl()` is this file's database.
 */
const adminUrl = inject("adminDatabaseUrl");
const template = new URL(inject("templateDatabaseUrl")).pathname.slice(1);
const name = `vidya_f_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;

async function onAdmin(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

// Two files cloning at the same instant can find the template "being accessed by other users"
// (the other clone): try again shortly.
for (let attempt = 1; ; attempt++) {
  try {
    await onAdmin(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    break;
  } catch (error) {
    if (attempt >= 20 || !String(error).includes("being accessed by other users")) throw error;
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
}
(globalThis as { __vidyaFileDatabaseUrl?: string }).__vidyaFileDatabaseUrl = withDatabase(adminUrl, name);

afterAll(async () => {
  await onAdmin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});
