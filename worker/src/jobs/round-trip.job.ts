import { hostname } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { type RoundTripEvent, TOPICS } from "@vidya/core/events";
import { ROUND_TRIP_SPEC } from "@vidya/core/jobs/specs";
import { roundTripResult } from "@vidya/core/schemas/round-trip";
import { UnrecoverableError } from "bullmq";
import { defineJob } from "../job";

/**
 * The round-trip check: reads the row, does the (optionally slow) work, writes the result, then
 * publishes. Idempotent: a row already DONE is only re-announced, never recomputed, so a job
 * retried after a crash delivers its result once.
 */
export const roundTripJob = defineJob({
  spec: ROUND_TRIP_SPEC,
  async process({ roundTripId }, ctx) {
    const announce = async (status: RoundTripEvent["status"]) => {
      const event: RoundTripEvent = { id: roundTripId, status };
      await ctx.publish(TOPICS.roundTrip, roundTripId, event);
    };
    const row = await ctx.db.roundTrip.findUnique({ where: { id: roundTripId } });
    if (!row) throw new UnrecoverableError(`round trip ${roundTripId} does not exist`);
    if (row.status === "DONE" || row.status === "FAILED") {
      await announce(row.status);
      return { skipped: true };
    }
    await ctx.db.roundTrip.update({
      where: { id: roundTripId },
      data: { status: "RUNNING", attempts: { increment: 1 } },
    });
    await announce("RUNNING");
    if (row.delayMs > 0) await sleep(row.delayMs);
    const updated = await ctx.db.roundTrip.updateMany({
      where: { id: roundTripId, status: { notIn: ["DONE", "FAILED"] } },
      data: {
        status: "DONE",
        result: roundTripResult(row.text),
        processedBy: `${hostname()}:${process.pid}`,
        completedAt: new Date(),
      },
    });
    // Cancelled meanwhile: the row already holds its final state and was announced by the server.
    if (updated.count > 0) await announce("DONE");
    return { written: updated.count };
  },
  async onFinalFailure({ roundTripId }, ctx, reason) {
    const updated = await ctx.db.roundTrip.updateMany({
      where: { id: roundTripId, status: { notIn: ["DONE", "FAILED"] } },
      data: { status: "FAILED", error: reason.slice(0, 500), completedAt: new Date() },
    });
    if (updated.count > 0) {
      const event: RoundTripEvent = { id: roundTripId, status: "FAILED" };
      await ctx.publish(TOPICS.roundTrip, roundTripId, event);
    }
  },
});
