import { randomUUID } from "node:crypto";
import { recordActivity } from "@vidya/db/record-activity";
import pg from "pg";
import { type ActivityInput, channelName } from "../../core/src/events";
import { createConnections } from "../../worker/src/connection";
import { WorkerEnvSchema } from "../../worker/src/env";

/**
 * Records activity exactly as features do (the one recordActivity: a row per class, then a
 * publish per class), for tests of features that consume events before the producers exist.
 */
export function activityRecorder(env: { DATABASE_URL: string; REDIS_URL: string; REDIS_PREFIX: string }) {
  const workerEnv = WorkerEnvSchema.parse({ ...env, LOG_LEVEL: "silent" });
  const { db, publisher, logger, bullConnection } = createConnections(workerEnv);
  bullConnection.disconnect();
  const ctx = {
    db,
    log: logger,
    publish: async (topic: "class-activity", id: string, payload: unknown) => {
      await publisher.publish(channelName(env.REDIS_PREFIX, topic, id), JSON.stringify(payload));
    },
  };
  return {
    record: (input: ActivityInput) => recordActivity(ctx, input),
    async close() {
      await db.$disconnect();
      publisher.disconnect();
    },
  };
}

export interface EventSeed {
  userId: string;
  classroomId: string | null;
  kind: string;
  subject?: string | null;
  topic?: string | null;
  payload?: Record<string, unknown>;
  createdAt: Date;
}

/** Inserts event rows with chosen times (no publish), in batches, for aggregate tests and benches. */
export async function insertEvents(databaseUrl: string, rows: EventSeed[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let i = 0; i < rows.length; i += 1000) {
      const batch = rows.slice(i, i + 1000);
      const values: unknown[] = [];
      const tuples = batch.map((r, j) => {
        const o = j * 8;
        values.push(
          randomUUID(),
          r.userId,
          r.classroomId,
          r.kind,
          r.subject ?? null,
          r.topic ?? null,
          JSON.stringify(r.payload ?? {}),
          r.createdAt.toISOString(),
        );
        return `($${o + 1}::uuid, $${o + 2}::uuid, $${o + 3}::uuid, $${o + 4}, $${o + 5}, $${o + 6}, $${o + 7}::jsonb, gen_random_uuid(), ($${o + 8}::timestamptz AT TIME ZONE 'UTC'))`;
      });
      await client.query(
        `INSERT INTO "ActivityEvent" (id, "userId", "classroomId", kind, subject, topic, payload, "actionId", "createdAt") VALUES ${tuples.join(",")}`,
        values,
      );
    }
  } finally {
    await client.end();
  }
}

/** Runs one SQL statement against the test database (for set-ups the API rightly forbids). */
export async function sql(
  databaseUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}
