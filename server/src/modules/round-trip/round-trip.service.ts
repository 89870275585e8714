import { TOPICS } from "@vidya/core/events";
import { ROUND_TRIP_JOB, type RoundTripPayload } from "@vidya/core/jobs/round-trip";
import type { RoundTripInput } from "@vidya/core/schemas/round-trip";
import type { Context } from "../../context";
import { AppError } from "../../errors";
import type { RoundTrip } from "../../generated/prisma/client";
import { enqueueOrMarkFailed } from "../../queues";
import { consumeCostly } from "../../rate-limit";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const TERMINAL = new Set(["DONE", "FAILED"]);
/** Round trips are a diagnostic: each row is deleted this long after it was started. */
export const ROUND_TRIP_RETENTION_MS = 24 * 3600 * 1000;

const notFound = () => new AppError("NOT_FOUND", "No such round trip.");

/**
 * Stores the row (owned by the signed-in user), then enqueues its job with jobId = row id, so a
 * second enqueue of the same row is a no-op. If the queue is unreachable the row is marked FAILED,
 * never left QUEUED forever. Each start also deletes every round trip past its retention.
 */
export async function startRoundTrip(
  ctx: Context,
  userId: string,
  input: RoundTripInput,
): Promise<RoundTrip> {
  await consumeCostly(ctx, "roundTrip", userId);
  await ctx.db.roundTrip.deleteMany({
    where: { createdAt: { lt: new Date(Date.now() - ROUND_TRIP_RETENTION_MS) } },
  });
  const row = await ctx.db.roundTrip.create({ data: { userId, text: input.text, delayMs: input.delayMs } });
  const payload: RoundTripPayload = { roundTripId: row.id };
  await enqueueOrMarkFailed(
    ctx,
    ctx.queues.roundTrip,
    { name: ROUND_TRIP_JOB, data: payload, rowId: row.id, attempts: 3, backoffMs: 500 },
    () =>
      ctx.db.roundTrip.update({
        where: { id: row.id },
        data: { status: "FAILED", error: "queue unavailable" },
      }),
  );
  return row;
}

/**
 * Cancels a round trip that has not finished: the row turns FAILED ("cancelled") and the change is
 * published from this server process, so subscribers on every replica see it at once. The worker's
 * final write only applies to unfinished rows, so a cancelled trip stays cancelled.
 */
export async function cancelRoundTrip(ctx: Context, userId: string, id: string): Promise<RoundTrip> {
  if (!UUID.test(id)) throw notFound();
  const updated = await ctx.db.roundTrip.updateMany({
    where: { id, userId, status: { in: ["QUEUED", "RUNNING"] } },
    data: { status: "FAILED", error: "cancelled", completedAt: new Date() },
  });
  const row = await getRoundTrip(ctx, userId, id);
  if (!row) throw notFound();
  if (updated.count === 0) throw new AppError("ALREADY_FINISHED", "This round trip has already finished.");
  ctx.pubsub.publish(TOPICS.roundTrip, id, { id, status: "FAILED" });
  return row;
}

/** Reads one of the user's round trips; another user's does not exist for them. */
export async function getRoundTrip(ctx: Context, userId: string, id: string): Promise<RoundTrip | null> {
  if (!UUID.test(id)) return null;
  return ctx.db.roundTrip.findFirst({ where: { id, userId } });
}

/**
 * The subscription: the current row from Postgres first (so a late or reconnecting subscriber
 * misses nothing), then each change. Listening starts before the first read, so an event that
 * lands in between is not lost; rows are re-read and de-duplicated, so repeats are harmless.
 */
export async function* watchRoundTrip(ctx: Context, userId: string, id: string): AsyncGenerator<RoundTrip> {
  const events = ctx.pubsub.subscribe(TOPICS.roundTrip, id);
  try {
    await events.ready;
    let last = "";
    const emitIfChanged = async function* (): AsyncGenerator<RoundTrip, boolean> {
      const row = await getRoundTrip(ctx, userId, id);
      if (!row) throw notFound();
      const key = `${row.status}:${row.updatedAt.getTime()}`;
      if (key !== last) {
        last = key;
        yield row;
      }
      return TERMINAL.has(row.status);
    };
    if (yield* emitIfChanged()) return;
    for await (const _event of events) {
      if (yield* emitIfChanged()) return;
    }
  } finally {
    events.close();
  }
}
