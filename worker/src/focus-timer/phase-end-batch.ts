import { advance } from "@vidya/core/timer/focus-timer";
import { studyDayIncrements } from "@vidya/core/timer/timer-effects";
import { timerRowFromState } from "@vidya/core/timer/timer-row";
import { claimDueTimersSql, storeTimerBatchSql, type TimerChange } from "@vidya/core/timer/timer-sql";
import { type TimerView, viewOfRow } from "@vidya/core/timer/timer-view";
import type { FocusTimer } from "@vidya/db/prisma";
import type { JobContext } from "../job";

/** The most timers one job ends in one transaction. */
export const BATCH_LIMIT = 500;

/** A phase end this batch stored: the timer before and after. */
export interface AppliedPhaseEnd {
  before: TimerView;
  after: TimerView;
}

/**
 * Ends every running phase that is due by `now` (up to BATCH_LIMIT), in one transaction: the due
 * timers are locked (skipping any another batch holds), advanced with core's `advance`, and stored in
 * one statement with their focus minutes. When thousands of timers end in the same second, the first
 * jobs to run end them all, instead of each job paying for its own round trips.
 */
export async function endDuePhases(
  ctx: Pick<JobContext, "db" | "env">,
  now: number,
  timings: Record<string, number> = {},
): Promise<AppliedPhaseEnd[]> {
  const minuteSeconds = ctx.env.TIMER_MINUTE_SECONDS;
  const t0 = Date.now();
  const result = await ctx.db.$transaction(
    async (tx) => {
      timings.begin = Date.now() - t0;
      const claim = claimDueTimersSql(new Date(now), BATCH_LIMIT);
      const rows = await tx.$queryRawUnsafe<FocusTimer[]>(claim.text, ...claim.values);
      timings.claim = Date.now() - t0;
      const applied: AppliedPhaseEnd[] = [];
      const changes: TimerChange[] = [];
      const increments = [];
      for (const row of rows) {
        const before = viewOfRow(row, minuteSeconds);
        const { endsAt } = before.state;
        const step = advance(before.state, Math.max(now, endsAt ?? now));
        if (step.events.length === 0) continue;
        const after: TimerView = { ...before, state: step.state, events: step.events };
        applied.push({ before, after });
        changes.push({
          timerId: before.id,
          fromVersion: before.state.version,
          row: timerRowFromState(step.state, step.events),
        });
        for (const day of studyDayIncrements(step.events, before.timeZone, minuteSeconds)) {
          increments.push({ userId: before.userId, ...day });
        }
      }
      timings.compute = Date.now() - t0;
      if (changes.length === 0) return [];
      const store = storeTimerBatchSql(changes, increments);
      const stored = new Set(
        (await tx.$queryRawUnsafe<{ id: string }[]>(store.text, ...store.values)).map((r) => r.id),
      );
      timings.store = Date.now() - t0;
      return applied.filter((a) => stored.has(a.before.id));
    },
    { maxWait: 10_000, timeout: 30_000 },
  );
  timings.commit = Date.now() - t0;
  return result;
}
