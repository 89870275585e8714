import { bullPrefix } from "@vidya/core/redis-keys";
import { Queue } from "bullmq";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { fileDatabaseUrl, sql } from "../helpers/database";
import { type Timer, timerApi, WATCH } from "../helpers/focus-timer";
import { collect, gql, wsClient } from "../helpers/graphql";
import { type Proc, type ServerProc, startServer, startWorker, uniquePrefix } from "../helpers/processes";
import { createUser } from "../helpers/users";

// One settings minute lasts one second here, so a 5-minute focus phase ends after 5 s.
const SHORT = { focusMinutes: 5, shortBreakMinutes: 1, longBreakMinutes: 2 };

function env() {
  return {
    DATABASE_URL: fileDatabaseUrl(),
    REDIS_URL: inject("redisUrl"),
    REDIS_PREFIX: uniquePrefix("timer"),
    TIMER_MINUTE_SECONDS: "1",
  };
}

async function activityKinds(userId: string): Promise<string[]> {
  const rows = await sql<{ kind: string }>(
    fileDatabaseUrl(),
    `SELECT kind FROM "ActivityEvent" WHERE "userId" = $1 ORDER BY "createdAt", kind`,
    [userId],
  );
  return rows.map((r) => r.kind);
}

async function studyDay(userId: string) {
  return sql<{ focusSessions: number; focusMinutes: number }>(
    fileDatabaseUrl(),
    `SELECT "focusSessions", "focusMinutes" FROM "StudyDay" WHERE "userId" = $1`,
    [userId],
  );
}

/** Polls `read` until `done` holds; fails with the last value after `ms`. */
async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not there after ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A signed-in user with short phase lengths, the timer at the returned version. */
async function shortTimerUser(server: ServerProc) {
  const user = await createUser(fileDatabaseUrl());
  const api = timerApi(server.url, user.headers);
  const first = await api.get();
  const set = await api.settings(SHORT, first.version);
  if (!set.data) throw new Error(JSON.stringify(set));
  return { user, api, timer: set.data };
}

describe("the focus timer on the server", () => {
  const stack = env();
  let a: ServerProc;
  let b: ServerProc;
  let worker: Proc;

  beforeAll(async () => {
    // One at a time, so a slow start of one never leaves the others running unstopped.
    a = await startServer(stack);
    b = await startServer(stack);
    worker = await startWorker(stack);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), worker?.stop()]);
  });
  afterEach((context) => {
    // On failure, what the worker said is the first thing to read.
    if (context.task.result?.state === "fail") console.log(worker?.logs.slice(-40).join(""));
  });

  it("gives a new user a stopped focus timer with SPEC's lengths and the server's clock", async () => {
    const user = await createUser(fileDatabaseUrl());
    const timer = await timerApi(a.url, user.headers).get();
    expect(timer).toMatchObject({
      status: "stopped",
      sessionType: "focus",
      sessionCount: 0,
      endsAt: null,
      settings: { focusMinutes: 25, shortBreakMinutes: 5, longBreakMinutes: 15 },
      remainingSeconds: 25,
      minuteSeconds: 1,
      version: 0,
    });
    expect(Math.abs(Date.parse(timer.serverNow) - Date.now())).toBeLessThan(2000);
  });

  it("refuses signed-out callers and out-of-range lengths with clear messages", async () => {
    const anon = await gql(a.url, "{ focusTimer { id } }");
    expect(anon.errors?.[0]?.message).toMatch(/sign in/i);
    const user = await createUser(fileDatabaseUrl());
    const res = await timerApi(a.url, user.headers).settings({ ...SHORT, focusMinutes: 4 }, 0);
    expect(res.__typename).toBe("ValidationError");
    expect(res.issues).toEqual([
      { path: "settings.focusMinutes", message: "Focus length must be at least 5 minutes." },
    ]);
    const long = await timerApi(a.url, user.headers).settings({ ...SHORT, focusMinutes: 91 }, 0);
    expect(long.message).toBe("Focus length can be at most 90 minutes.");
  });

  it("pushes a change made on one server to a subscriber on another within 1 s", async () => {
    const user = await createUser(fileDatabaseUrl());
    const api = timerApi(a.url, user.headers);
    const client = wsClient(b.wsUrl, user.headers);
    const sub = collect<{ focusTimer: Timer }>(client, WATCH, {});
    const first = await sub.until(() => true);
    expect(first.focusTimer.status).toBe("stopped");
    const res = await api.toggle(first.focusTimer.version, "Asia/Kolkata");
    expect(res.data?.status).toBe("running");
    // Pushed through Redis to the other server (how fast: `pnpm bench focus-timer`, not a timed test).
    const seen = await sub.until((e) => e.focusTimer.status === "running", 15_000);
    expect(seen.focusTimer.endsAt).toBe(res.data?.endsAt);
    // Pausing on the other server reaches the first server's subscriber too.
    const paused = await timerApi(b.url, user.headers).toggle(seen.focusTimer.version);
    expect(paused.data?.status).toBe("paused");
    await sub.until((e) => e.focusTimer.status === "paused", 15_000);
    await client.dispose();
  });

  it("rejects a stale version and returns the current state unchanged", async () => {
    const user = await createUser(fileDatabaseUrl());
    const api = timerApi(a.url, user.headers);
    const started = await api.toggle(0);
    expect(started.data?.version).toBe(1);
    const stale = await api.reset(0);
    expect(stale).toMatchObject({ __typename: "FocusTimerStaleError", code: "STALE_VERSION" });
    expect(stale.current).toMatchObject({ status: "running", version: 1, endsAt: started.data?.endsAt });
    expect((await api.get()).version).toBe(1);
  });

  it("ends two devices pressing at once in one consistent state", async () => {
    const user = await createUser(fileDatabaseUrl());
    const onA = timerApi(a.url, user.headers);
    const onB = timerApi(b.url, user.headers);
    const v = (await onA.get()).version;
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? onA : onB).toggle(v)));
    const winners = results.filter((r) => r.data);
    const losers = results.filter((r) => r.__typename === "FocusTimerStaleError");
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(7);
    const stored = await onB.get();
    expect(stored).toMatchObject({ status: "running", version: v + 1, endsAt: winners[0]?.data?.endsAt });
    // Every loser was told the state that won (or a later one), never something else.
    for (const l of losers) expect(l.current?.version).toBeGreaterThanOrEqual(v);
    expect(losers.some((l) => l.current?.version === v + 1 && l.current.endsAt === stored.endsAt)).toBe(true);
  });

  it("ends the phase on the server with no client connected, once, even when enqueued twice", async () => {
    const { user, api, timer } = await shortTimerUser(a);
    const started = await api.toggle(timer.version, "Asia/Kolkata");
    if (!started.data) throw new Error(JSON.stringify(started));
    // A second enqueue of the same phase (same job id) is a no-op, and a copy under another id does nothing.
    const queue = new Queue("focus-timer", {
      connection: { url: stack.REDIS_URL },
      prefix: bullPrefix(stack.REDIS_PREFIX),
    });
    const payload = { timerId: started.data.id, version: started.data.version };
    const jobId = `${payload.timerId}-v${payload.version}`;
    const endsAt = Date.parse(started.data.endsAt ?? "");
    await queue.add("focus-phase-end", payload, { jobId, delay: 1000 });
    // A copy under another id fires at the same moment and races the real one.
    await queue.add("focus-phase-end", payload, { jobId: `copy-${payload.timerId}`, delay: 4000 });
    // The queue holds one job under the phase's id (plus the copy), and it is still the server's:
    // due at endsAt, not replaced by the second enqueue's 1 s delay.
    const pending = (await queue.getJobs(["delayed", "waiting", "active"])).filter(
      (j) => j.data.timerId === payload.timerId && j.data.version === payload.version,
    );
    expect(pending.map((j) => j.id).sort()).toEqual([`copy-${payload.timerId}`, jobId].sort());
    const real = pending.find((j) => j.id === jobId);
    expect(Math.abs((real?.timestamp ?? 0) + (real?.delay ?? 0) - endsAt)).toBeLessThan(250);
    // Nobody is subscribed and nobody reads the timer through the API (a read would end an overdue
    // phase itself): watch the stored row. The focus phase ends, its 1-minute (1 s) break starts and
    // ends by itself: stopped, back to a full focus phase.
    await pollUntil(
      () =>
        sql<{ status: string; sessionCount: number }>(
          fileDatabaseUrl(),
          `SELECT status::text, "sessionCount" FROM "FocusTimer" WHERE id = $1`,
          [payload.timerId],
        ),
      (rows) => rows[0]?.status === "stopped" && rows[0]?.sessionCount === 1,
    );
    const done = await api.get();
    expect(done).toMatchObject({ sessionType: "focus", remainingSeconds: 5 });
    expect(done.lastEvents.at(-1)).toMatchObject({ type: "breakCompleted", kind: "shortBreak" });
    // A focus end and a break end: one or two stored steps, never more.
    expect(done.version - payload.version).toBeGreaterThanOrEqual(1);
    expect(done.version - payload.version).toBeLessThanOrEqual(2);
    // Once both jobs of this phase have run (or the one made redundant was dropped), nothing was applied twice.
    const finished = new Set(["completed", "unknown"]);
    await pollUntil(
      () => Promise.all([jobId, `copy-${payload.timerId}`].map((id) => queue.getJobState(id))),
      (states) => states.every((s) => finished.has(s)),
    );
    expect(await api.get()).toMatchObject({ version: done.version, sessionCount: 1 });
    expect(await studyDay(user.id)).toEqual([{ focusSessions: 1, focusMinutes: 5 }]);
    // Once each (a late worker may end the focus phase and its 1 s break in the same step).
    expect((await activityKinds(user.id)).sort()).toEqual([
      "break_completed",
      "focus_completed",
      "focus_started",
    ]);
    await queue.close();
  });

  it("starts a long break after the 4th completed focus session", async () => {
    const { user, api, timer } = await shortTimerUser(a);
    await sql(fileDatabaseUrl(), `UPDATE "FocusTimer" SET "sessionCount" = 3 WHERE "userId" = $1`, [user.id]);
    const client = wsClient(a.wsUrl, user.headers);
    const sub = collect<{ focusTimer: Timer }>(client, WATCH, {});
    await sub.until(() => true);
    await api.toggle(timer.version);
    const long = await sub.until((e) => e.focusTimer.sessionType === "longBreak", 10_000);
    expect(long.focusTimer).toMatchObject({ status: "running", sessionCount: 4, phaseSeconds: 2 });
    await client.dispose();
  });
});

describe("a worker restarted before a phase ends", () => {
  it("still ends the phase once, by the new worker", async () => {
    // Four seconds per minute: the 5-minute focus phase lasts 20 s, so the worker dies well before it
    // ends (it is killed right after the start; the assertion below checks it).
    const stack = { ...env(), TIMER_MINUTE_SECONDS: "4" };
    const server = await startServer(stack);
    const procs: Proc[] = [];
    try {
      procs.push(await startWorker(stack));
      const { user, api, timer } = await shortTimerUser(server);
      const client = wsClient(server.wsUrl, user.headers);
      const sub = collect<{ focusTimer: Timer }>(client, WATCH, {});
      await sub.until(() => true);
      const started = await api.toggle(timer.version);
      const endsAt = Date.parse(started.data?.endsAt ?? "");
      await procs[0]?.stop("SIGKILL");
      expect(Date.now()).toBeLessThan(endsAt);
      procs.push(await startWorker(stack));
      const ended = await sub.until((e) => e.focusTimer.sessionType === "shortBreak", 90_000);
      expect(ended.focusTimer).toMatchObject({ status: "running", sessionCount: 1 });
      await sub.until((e) => e.focusTimer.status === "stopped" && e.focusTimer.sessionCount === 1, 30_000);
      await new Promise((r) => setTimeout(r, 500));
      expect(sub.events.filter((e) => e.focusTimer.sessionType === "shortBreak")).toHaveLength(1);
      expect(await studyDay(user.id)).toEqual([{ focusSessions: 1, focusMinutes: 5 }]);
      expect((await activityKinds(user.id)).filter((k) => k === "focus_completed")).toHaveLength(1);
      await client.dispose();
    } finally {
      await Promise.all([server.stop(), ...procs.map((p) => p.stop())]);
    }
  }, 240_000);
});

describe("a phase whose end job was lost", () => {
  // No worker runs until the end: the delayed job is never delivered, as if it were lost or had
  // used up its attempts, and it is removed from the queue besides.
  const stack = env();
  const LONG_BREAK = { focusMinutes: 5, shortBreakMinutes: 30, longBreakMinutes: 30 };
  let a: ServerProc;
  let b: ServerProc;
  let queue: Queue;
  const procs: Proc[] = [];

  beforeAll(async () => {
    a = await startServer(stack);
    b = await startServer(stack);
    queue = new Queue("focus-timer", {
      connection: { url: stack.REDIS_URL },
      prefix: bullPrefix(stack.REDIS_PREFIX),
    });
  });
  afterAll(async () => {
    await queue?.close();
    await Promise.all([a?.stop(), b?.stop(), ...procs.map((p) => p.stop())]);
  });

  /** A running 5 s focus phase (30 s breaks) whose phase-end job has been removed. */
  async function runningWithoutJob() {
    const user = await createUser(fileDatabaseUrl());
    const api = timerApi(a.url, user.headers);
    const set = await api.settings(LONG_BREAK, (await api.get()).version);
    const started = (await api.toggle(set.data?.version ?? -1, "Asia/Kolkata")).data;
    if (!started?.endsAt) throw new Error(`not started: ${JSON.stringify(set)}`);
    const jobId = `${started.id}-v${started.version}`;
    expect(await queue.getJobState(jobId)).toBe("delayed");
    expect(await queue.remove(jobId)).toBe(1);
    return { user, api, started, jobId, endsAt: Date.parse(started.endsAt) };
  }

  /** The lost job turns up late and a worker runs it: it must change nothing. */
  async function lateJobIsNoOp(timer: Timer, jobId: string) {
    if (procs.length === 0) procs.push(await startWorker(stack));
    await queue.add("focus-phase-end", { timerId: timer.id, version: timer.version }, { jobId });
    await pollUntil(
      () => queue.getJobState(jobId),
      (state) => state === "completed" || state === "failed",
    );
    const job = await queue.getJob(jobId);
    expect(job?.returnvalue).toEqual({ applied: 0, reason: "moved on" });
  }

  it("ends on the next read, once, tells every tab, and the late job does nothing", async () => {
    const { user, started, jobId, endsAt } = await runningWithoutJob();
    const client = wsClient(b.wsUrl, user.headers);
    const sub = collect<{ focusTimer: Timer }>(client, WATCH, {});
    expect((await sub.until(() => true)).focusTimer.sessionType).toBe("focus");
    await new Promise((r) => setTimeout(r, endsAt - Date.now() + 300));
    expect(
      await sql(fileDatabaseUrl(), `SELECT status::text FROM "FocusTimer" WHERE id = $1`, [started.id]),
    ).toEqual([{ status: "running" }]);

    // Several tabs on both servers read at once: one of them ends the phase, all see the same break.
    const reads = await Promise.all(
      Array.from({ length: 6 }, (_, i) => timerApi(i % 2 ? a.url : b.url, user.headers).get()),
    );
    for (const read of reads) {
      expect(read).toMatchObject({
        status: "running",
        sessionType: "shortBreak",
        sessionCount: 1,
        version: started.version + 1,
        phaseSeconds: 30,
      });
      // The break runs from the moment the focus phase ended, not from the read.
      expect(Date.parse(read.endsAt ?? "")).toBe(endsAt + 30_000);
    }
    expect(reads[0]?.lastEvents).toEqual([
      expect.objectContaining({ type: "focusCompleted", sessionCount: 1, nextBreak: "shortBreak" }),
    ]);
    const told = await sub.until((e) => e.focusTimer.sessionType === "shortBreak", 15_000);
    expect(told.focusTimer.version).toBe(started.version + 1);
    expect(await studyDay(user.id)).toEqual([{ focusSessions: 1, focusMinutes: 5 }]);
    expect(await activityKinds(user.id)).toEqual(["focus_started", "focus_completed"]);
    // The read scheduled the break's own end.
    expect(await queue.getJobState(`${started.id}-v${started.version + 1}`)).toBe("delayed");

    await lateJobIsNoOp(started, jobId);
    expect(await timerApi(a.url, user.headers).get()).toMatchObject({
      version: started.version + 1,
      sessionType: "shortBreak",
      sessionCount: 1,
    });
    expect(await studyDay(user.id)).toEqual([{ focusSessions: 1, focusMinutes: 5 }]);
    expect((await activityKinds(user.id)).filter((k) => k === "focus_completed")).toHaveLength(1);
    await client.dispose();
  });

  it("ends the overdue phase before a change made against it, once", async () => {
    const { user, api, started, jobId, endsAt } = await runningWithoutJob();
    await new Promise((r) => setTimeout(r, endsAt - Date.now() + 300));
    // The tab pressed Pause on what it saw: the phase ends first, then its break is paused.
    const paused = await api.toggle(started.version);
    expect(paused.data).toMatchObject({
      status: "paused",
      sessionType: "shortBreak",
      sessionCount: 1,
      version: started.version + 1,
    });
    expect(paused.data?.lastEvents).toEqual([expect.objectContaining({ type: "focusCompleted" })]);
    // A tab still on the old version is refused and told the settled state.
    const stale = await api.reset(started.version);
    expect(stale.current).toMatchObject({ status: "paused", version: started.version + 1 });
    await lateJobIsNoOp(started, jobId);
    expect((await api.get()).version).toBe(started.version + 1);
    expect(await studyDay(user.id)).toEqual([{ focusSessions: 1, focusMinutes: 5 }]);
    expect((await activityKinds(user.id)).filter((k) => k === "focus_completed")).toHaveLength(1);
  });
});
