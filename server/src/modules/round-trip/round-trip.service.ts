import { TOPICS } from "@vidya/core/events";
import { ROUND_TRIP_JOB, type RoundTripPayload } from "@vidya/core/jobs/round-trip";
import type { RoundTripInput } from "@vidya/core/schemas/round-trip";
import type { Context } from "../../context";
import { AppError } from "../../errors";
import type { RoundTrip } from "../../generated/prisma/client";

const TERMINAL = new Set(["DONE", "FAILED"]);

/**
 * Stores the row, then enqueues its job with jobId = row id, so a second enqueue of the same row
 * is a no-op. If the queue is unreachable the row is marked FAILED, never left QUEUED forever.
 */
export async function startRoundTrip(ctx: Context, input: RoundTripInput): Promise<RoundTrip> {
  const row = await ctx.db.roundTrip.create({ data: { text: input.text, delayMs: input.delayMs } });
  const payload: RoundTripPayload = { roundTripId: row.id };
  try {
    await ctx.queues.roundTrip.add(ROUND_TRIP_JOB, payload, {
      jobId: row.id,
      attempts: 3,
      backoff: { type: "exponential", delay: 500 },
    });
  } catch (error) {
    ctx.log.error({ err: error, roundTripId: row.id }, "enqueue failed");
    await ctx.db.roundTrip.update({
      where: { id: row.id },
      data: { status: "FAILED", error: "queue unavailable" },
    });
    throw new AppError("UNAVAILABLE", "The service is busy right now. Please try again in a moment.");
  }
  return row;
}

/**
 * Cancels a round trip that has not finished: the row turns FAILED ("cancelled") and the change is
 * published from this server process, so subscribers on every replica see it at once. The worker's
 * final write only applies to unfinished rows, so a cancelled trip stays cancelled.
 */
export async function cancelRoundTrip(ctx: Context, id: string): Promise<RoundTrip> {
  const updated = await ctx.db.roundTrip.updateMany({
    where: { id, status: { in: ["QUEUED", "RUNNING"] } },
    data: { status: "FAILED", error: "cancelled", completedAt: new Date() },
  });
  const row = await ctx.db.roundTrip.findUnique({ where: { id } });
  if (!row) throw new AppError("NOT_FOUND", "No such round trip.");
  if (updated.count === 0) throw new AppError("ALREADY_FINISHED", "This round trip has already finished.");
  ctx.pubsub.publish(TOPICS.roundTrip, id, { id, status: "FAILED" });
  return row;
}

/** Reads one round trip; anyone may, as it holds nothing personal. */
export function getRoundTrip(ctx: Context, id: string): Promise<RoundTrip | null> {
  return ctx.db.roundTrip.findUnique({ where: { id } });
}

/**
 * The subscription: the current row from Postgres first (so a late or reconnecting subscriber
 * misses nothing), then each change. Listening starts before the first read, so an event that
 * lands in between is not lost; rows are re-read and de-duplicated, so repeats are harmless.
 */
export async function* watchRoundTrip(ctx: Context, id: string): AsyncGenerator<RoundTrip> {
  const events = ctx.pubsub.subscribe(TOPICS.roundTrip, id);
  try {
    await events.ready;
    let last = "";
    const emitIfChanged = async function* (): AsyncGenerator<RoundTrip, boolean> {
      const row = await ctx.db.roundTrip.findUnique({ where: { id } });
      if (!row) throw new AppError("NOT_FOUND", "No such round trip.");
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
