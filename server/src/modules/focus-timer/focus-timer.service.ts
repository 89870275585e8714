import { type FocusTimerChanged, TOPICS } from "@vidya/core/events";
import {
  advance,
  initialTimerState,
  reset,
  type TimerStep,
  toggle,
  updateSettings,
} from "@vidya/core/timer/focus-timer";
import { timerActivities } from "@vidya/core/timer/timer-effects";
import type { TimerSettings } from "@vidya/core/timer/timer-settings";
import { type TimerView, viewOfRow } from "@vidya/core/timer/timer-view";
import { recordActivity } from "@vidya/db/record-activity";
import type { Context } from "../../context";
import { AppError } from "../../errors";
import { viewerId } from "../common/viewer";
import { rowData, schedulePhaseEnd, storeStep, unschedulePhaseEnd } from "./focus-timer.store";

/** A change was made against an older version than the stored one; `current` is what is stored now. */
export class StaleTimerError extends AppError {
  constructor(readonly current: TimerView) {
    super("STALE_VERSION", "Your timer changed on another tab or device. It now shows the latest state.");
  }
}

/** The stored timer as it is, created stopped with the default lengths on first use. */
export async function loadTimer(ctx: Context, userId: string): Promise<TimerView> {
  const minuteSeconds = ctx.env.TIMER_MINUTE_SECONDS;
  const existing = await ctx.db.focusTimer.findUnique({ where: { userId } });
  if (existing) return viewOfRow(existing, minuteSeconds);
  const initial = initialTimerState(Date.now(), undefined, minuteSeconds);
  // Two tabs opening at once both try to create it: ON CONFLICT DO NOTHING, then read the one that exists.
  await ctx.db.focusTimer.createMany({ data: [{ userId, ...rowData(initial, []) }], skipDuplicates: true });
  return viewOfRow(await ctx.db.focusTimer.findUniqueOrThrow({ where: { userId } }), minuteSeconds);
}

/**
 * The timer with every phase end that has passed applied and stored. Normally the delayed phase-end
 * job has done that at `endsAt`; if the job was lost or gave up, the first read does it instead. Like
 * the job, it stores only at the version it read, so whichever comes first ends the phase and the
 * other finds the version moved on: each phase ends once.
 */
export async function loadSettledTimer(ctx: Context, userId: string): Promise<TimerView> {
  return settle(ctx, await loadTimer(ctx, userId));
}

async function settle(ctx: Context, current: TimerView): Promise<TimerView> {
  const step = advance(current.state, Date.now());
  if (step.events.length === 0) return current;
  const settled = await commitStep(ctx, current, step, current.timeZone);
  // Another read, a change or the job stored first: theirs is the state now.
  return settled ?? loadTimer(ctx, current.userId);
}

/** The signed-in user's timer. */
export function getFocusTimer(ctx: Context): Promise<TimerView> {
  return loadSettledTimer(ctx, viewerId(ctx));
}

/**
 * Applies `operation` to the stored timer if the caller saw its current version; otherwise, or if
 * another change lands first, refuses with the current state so every device converges on one.
 * The operation applies any phase end that has passed first (core's rule), in the same stored step.
 */
async function changeTimer(
  ctx: Context,
  expectedVersion: number,
  operation: (state: TimerView["state"], now: number) => TimerStep,
  timeZone?: string | null,
): Promise<TimerView> {
  const userId = viewerId(ctx);
  const current = await loadTimer(ctx, userId);
  // The caller is told the settled state, which is what every other tab is shown.
  if (current.state.version !== expectedVersion) throw new StaleTimerError(await settle(ctx, current));
  const step = operation(current.state, Date.now());
  const next = await commitStep(ctx, current, step, timeZone ?? current.timeZone);
  if (!next) throw new StaleTimerError(await loadSettledTimer(ctx, userId));
  return next;
}

/**
 * Stores `step` if the timer is still at `current`'s version (null if not), then publishes it to
 * every tab, (re)schedules the phase end and records activity.
 */
async function commitStep(
  ctx: Context,
  current: TimerView,
  step: TimerStep,
  zone: string,
): Promise<TimerView | null> {
  const stored = await storeStep(ctx.db, current, step, zone, ctx.env.TIMER_MINUTE_SECONDS);
  if (!stored) return null;
  const next: TimerView = { ...current, state: step.state, events: step.events, timeZone: zone };
  publishTimer(ctx, next);
  await Promise.all([
    schedulePhaseEnd(ctx, next).catch((error: unknown) =>
      // The phase still ends: the next change or read of this timer applies it (loadSettledTimer).
      ctx.log.error({ err: error, timerId: next.id }, "phase end not scheduled"),
    ),
    next.state.endsAt === current.state.endsAt
      ? Promise.resolve()
      : unschedulePhaseEnd(ctx, current).catch((error: unknown) =>
          ctx.log.warn({ err: error, timerId: next.id }, "old phase end not removed (it will be a no-op)"),
        ),
  ]);
  for (const activity of timerActivities(current.userId, current.state, next.state, next.events)) {
    await recordActivity({ db: ctx.db, log: ctx.log, publish: ctx.pubsub.publish }, activity);
  }
  return next;
}

/** Sends a stored change to every tab and device of its user, on every server replica. */
export function publishTimer(ctx: Pick<Context, "pubsub">, view: TimerView): void {
  const event: FocusTimerChanged = {
    timerId: view.id,
    userId: view.userId,
    state: view.state,
    events: view.events,
  };
  ctx.pubsub.publish(TOPICS.focusTimer, view.userId, event);
}

/** Start, resume or pause. `timeZone` (IANA) is where completed focus minutes are counted. */
export function toggleFocusTimer(
  ctx: Context,
  expectedVersion: number,
  timeZone?: string | null,
): Promise<TimerView> {
  return changeTimer(ctx, expectedVersion, toggle, timeZone);
}

/** Back to a stopped focus phase of full length. */
export async function resetFocusTimer(ctx: Context, expectedVersion: number): Promise<TimerView> {
  const view = await changeTimer(ctx, expectedVersion, reset);
  // A reset ends what the timer was labelled for (a study-plan item).
  await ctx.db.focusTimer.update({ where: { id: view.id }, data: { label: null } });
  return view;
}

/** New lengths; a running or paused phase keeps its time, later phases use them. */
export function updateFocusTimerSettings(
  ctx: Context,
  settings: TimerSettings,
  expectedVersion: number,
): Promise<TimerView> {
  return changeTimer(ctx, expectedVersion, (state, now) => updateSettings(state, settings, now));
}

/**
 * The subscription: the stored timer first, then every newer version published by any server or
 * worker. Listening is confirmed before the first read, and older or repeated versions are skipped.
 */
export async function* watchFocusTimer(ctx: Context): AsyncGenerator<TimerView> {
  const userId = viewerId(ctx);
  const events = ctx.pubsub.subscribe(TOPICS.focusTimer, userId);
  try {
    // Redis has confirmed the SUBSCRIBE: nothing published from now on can be missed.
    await events.ready;
    let current = await loadSettledTimer(ctx, userId);
    yield current;
    for await (const change of events) {
      if (change.state.version <= current.state.version) continue;
      current = { ...current, id: change.timerId, state: change.state, events: change.events };
      yield current;
    }
  } finally {
    events.close();
  }
}
