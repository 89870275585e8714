import { setTimeout as sleep } from "node:timers/promises";
import { FOCUS_PHASE_END_SPEC } from "@vidya/core/jobs/specs";
import { timerActivities } from "@vidya/core/timer/timer-effects";
import { readTimerSql } from "@vidya/core/timer/timer-sql";
import { type TimerView, viewOfRow } from "@vidya/core/timer/timer-view";
import type { FocusTimer } from "@vidya/db/prisma";
import { type AppliedPhaseEnd, endDuePhases } from "../focus-timer/phase-end-batch";
import { recordActivities } from "../focus-timer/timer-activity";
import {
  dropPhaseEndJobs,
  publishTimer,
  schedulePhaseEnd,
  schedulePhaseEnds,
} from "../focus-timer/timer-store";
import type { JobContext } from "../job";
import { defineJob } from "../job";

/** A job that fires up to this early (clock differences between hosts) waits; earlier ones retry. */
const MAX_EARLY_WAIT_MS = 5000;

/**
 * Ends a focus-timer phase at its `endsAt`, with every tab closed or not. It applies core's `advance`
 * only while the timer is still at the version the phase began with, so each phase ends exactly once
 * however often its job is enqueued or retried. It ends every other phase due by then in the same
 * transaction (thousands can end in one second), then publishes each change, schedules the breaks'
 * ends, drops the jobs it made redundant, and records activity; focus minutes are counted in the same
 * statement that stores the change.
 */
export const focusPhaseEndJob = defineJob({
  spec: FOCUS_PHASE_END_SPEC,
  concurrency: 16,
  async process({ timerId, version }, ctx) {
    const read = readTimerSql(timerId);
    const [row] = await ctx.db.$queryRawUnsafe<FocusTimer[]>(read.text, ...read.values);
    if (!row) return { applied: 0, reason: "no such timer" };
    const current = viewOfRow(row, ctx.env.TIMER_MINUTE_SECONDS);
    if (current.state.version !== version) return settle(ctx, current, "moved on");
    const { endsAt, status } = current.state;
    if (status !== "running" || endsAt === null) return { applied: 0, reason: "not running" };
    const early = endsAt - Date.now();
    if (early > MAX_EARLY_WAIT_MS) throw new Error(`fired ${early} ms before the phase ends`);
    if (early > 0) await sleep(early);
    const timings: Record<string, number> = { started: Date.now() - endsAt };
    const applied = await endDuePhases(ctx, Math.max(Date.now(), endsAt), timings);
    const committedAt = Date.now();
    await announce(ctx, applied, timerId);
    // Kept with the finished job for diagnosis (bench/focus-timer.bench.ts reads it).
    return { applied: applied.length, committedAt, timings, timerIds: applied.map((a) => a.before.id) };
  },
});

/** After the batch is stored: publish, schedule what runs next, drop redundant jobs, record activity. */
async function announce(ctx: JobContext, applied: AppliedPhaseEnd[], ownTimerId: string) {
  if (applied.length === 0) return;
  await Promise.all(applied.map((a) => publishTimer(ctx, a.after)));
  await schedulePhaseEnds(
    ctx,
    applied.map((a) => a.after),
  );
  await dropPhaseEndJobs(
    ctx,
    applied.filter((a) => a.before.id !== ownTimerId).map((a) => a.before),
  );
  await recordActivities(
    ctx,
    applied.flatMap((a) => timerActivities(a.after.userId, a.before.state, a.after.state, a.after.events)),
  );
}

/**
 * The timer was changed by something else. Whatever it is now, its own phase end must be scheduled:
 * if the process that changed it died before enqueuing, this puts it right (a no-op otherwise).
 */
async function settle(ctx: JobContext, view: TimerView, reason: string) {
  await schedulePhaseEnd(ctx, view);
  return { applied: 0, reason };
}
