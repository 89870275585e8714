import { TOPICS } from "@vidya/core/events";
import type { RoundTripPayload } from "@vidya/core/jobs/round-trip";
import { ROUND_TRIP_SPEC } from "@vidya/core/jobs/specs";
import type { RoundTripInput } from "@vidya/core/schemas/round-trip";
import type { RoundTrip } from "@vidya/db/prisma";
import type { Context } from "../../context";
import { AppError, NotFoundError } from "../../errors";
import { enqueueOrMarkFailed } from "../../queues";
import { consumeCostly } from "../../rate-limit";
import { watchRow } from "../common/watch-row";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const _TERMINAL = new Set(["DONE", "FAILED"]);
/** Round trips are a diagnostic: each row is deleted this long after it was started. */
export const ROUND_TRIP_RETENTION_MS = 24 * 3600 * 1000;

const notFound = () => new NotFoundError("No such round trip.");

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
    { spec: ROUND_TRIP_SPEC, data: payload, rowId: row.id },
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
export function watchRoundTrip(ctx: Context, userId: string, id: string): AsyncGenerator<RoundTrip> {
  return watchRow(
    ctx,
    TOPICS.roundTrip,
    id,
    () => getRoundTrip(ctx, userId, id),
    (row) => `${row.status}:${row.updatedAt.getTime()}`,
    notFound,
  );
}
