import { parseEnv } from "@vidya/core/env";
import { channelName } from "@vidya/core/events";
import { HEAVY_QUEUE } from "@vidya/core/jobs/heavy";
import {
  MAINTENANCE_QUEUE,
  RETENTION_CRON,
  RETENTION_JOB,
  UPLOAD_SWEEP_CRON,
  UPLOAD_SWEEP_JOB,
} from "@vidya/core/jobs/retention";
import { jobOptions, NIGHT_REPLAN_SPEC } from "@vidya/core/jobs/specs";
import {
  NIGHT_REPLAN_JOB,
  NIGHT_REPLAN_PATTERN,
  NIGHT_REPLAN_SCHEDULER,
  NIGHT_REPLAN_TZ,
  STUDY_PLAN_QUEUE,
} from "@vidya/core/jobs/study-plan";
import { bullPrefix } from "@vidya/core/redis-keys";
import { boundedMath } from "@vidya/db/bounded-math";
import { isDatabaseUnavailable } from "@vidya/db/database-errors";
import { publishTo } from "@vidya/db/redis";
import { inSpan, startTracing } from "@vidya/telemetry/tracing";
import { DelayedError, Queue, Worker } from "bullmq";
import { announceAiSetup } from "./ai/announce-setup";
import { createConnections } from "./connection";
import { aiEnvProblem, WorkerEnvSchema } from "./env";
import type { JobContext } from "./job";
import { jobs } from "./jobs/index";
import { createMailer } from "./mail/mailer";
import { jobDuration, pushMetrics } from "./observability/metrics";

/** How long a job that found the database unreachable waits before it runs again. */
const DATABASE_RETRY_MS = 2000;

async function main() {
  let env: ReturnType<typeof parseEnv<typeof WorkerEnvSchema>>;
  try {
    env = parseEnv(WorkerEnvSchema, process.env);
    const aiProblem = aiEnvProblem(env);
    if (aiProblem) throw new Error(aiProblem);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
  const tracing = startTracing("worker", env.OTEL_TRACES_EXPORTER);
  const connections = createConnections(env);
  const { logger, publisher } = connections;
  const mailer = createMailer(env.SMTP_URL, env.MAIL_FROM, logger);
  const ctx: JobContext = {
    ...connections,
    mailer,
    env,
    log: logger,
    publish: (topic, id, payload) => {
      const channel = channelName(env.REDIS_PREFIX, topic, id);
      return inSpan("redis publish", { "messaging.destination.name": channel }, async () => {
        await publishTo(publisher, channel, JSON.stringify(payload));
      });
    },
  };

  const byQueue = new Map<string, (typeof jobs)[number][]>();
  for (const job of jobs) byQueue.set(job.queue, [...(byQueue.get(job.queue) ?? []), job]);

  const workers = [...byQueue.entries()].map(([queue, defs]) => {
    const worker = new Worker(
      queue,
      async (job, token) => {
        const def = defs.find((d) => d.name === job.name);
        if (!def) throw new Error(`no processor for job ${job.name} on ${queue}`);
        const log = logger.child({ queue, job: job.name, jobId: job.id, attempt: job.attemptsMade + 1 });
        const end = jobDuration.startTimer({ queue, job: job.name });
        try {
          const result = await def.run(job.data, { ...ctx, log }, job);
          end({ outcome: "completed" });
          return result;
        } catch (error) {
          if (isDatabaseUnavailable(error) && token) {
            // Postgres is briefly gone: the job waits for it without using up an attempt, so an outage
            // longer than the retries' backoff never leaves a task half-done (e.g. RUNNING for ever).
            end({ outcome: "waiting-for-database" });
            log.warn({ err: (error as Error).message }, "database unavailable; job delayed");
            await job.moveToDelayed(Date.now() + DATABASE_RETRY_MS, token);
            throw new DelayedError();
          }
          end({ outcome: "failed" });
          throw error;
        }
      },
      {
        connection: connections.bullConnection,
        prefix: bullPrefix(env.REDIS_PREFIX),
        telemetry: tracing.telemetry,
        // The heavy queue has its own, small concurrency (issue 24): its jobs can never fill the slots
        // of the queues tutor answers, chat replies, mail and timer phase ends run on.
        concurrency:
          queue === HEAVY_QUEUE
            ? env.HEAVY_CONCURRENCY
            : Math.max(...defs.map((d) => d.concurrency ?? env.WORKER_CONCURRENCY)),
        lockDuration: env.WORKER_LOCK_MS,
        stalledInterval: env.WORKER_STALLED_INTERVAL_MS,
        // A job whose worker died twice is retried once more before it is given up.
        maxStalledCount: 2,
        removeOnComplete: { age: 3600, count: 1000 },
        removeOnFail: { age: 24 * 3600 },
      },
    );
    worker.on("error", (err) => logger.error({ err, queue }, "worker error"));
    worker.on("failed", (job, err) => {
      logger.warn({ queue, jobId: job?.id, err: err.message, attempts: job?.attemptsMade }, "job failed");
      if (!job) return;
      const final =
        job.attemptsMade >= (job.opts.attempts ?? 1) ||
        err.name === "UnrecoverableError" ||
        /stalled/i.test(err.message);
      const def = defs.find((d) => d.name === job.name);
      if (final && def) void def.fail(job.data, { ...ctx, log: logger }, err.message);
    });
    worker.on("completed", (job) => logger.debug({ queue, jobId: job.id }, "job completed"));
    return worker;
  });
  // The nightly retention run: one scheduler however many workers start (BullMQ upserts it by id).
  const maintenance = new Queue(MAINTENANCE_QUEUE, {
    connection: connections.bullConnection,
    prefix: bullPrefix(env.REDIS_PREFIX),
  });
  await maintenance
    .upsertJobScheduler("retention-nightly", { pattern: RETENTION_CRON }, { name: RETENTION_JOB, data: {} })
    .catch((err: unknown) => logger.error({ err }, "retention schedule not set"));
  await maintenance
    .upsertJobScheduler(
      "upload-sweep-hourly",
      { pattern: UPLOAD_SWEEP_CRON },
      { name: UPLOAD_SWEEP_JOB, data: {} },
    )
    .catch((err: unknown) => logger.error({ err }, "upload sweep not scheduled"));
  // The nightly re-plan: upserting the scheduler is idempotent, so every worker replica may do it.
  const planQueue = new Queue(STUDY_PLAN_QUEUE, {
    connection: connections.bullConnection,
    prefix: bullPrefix(env.REDIS_PREFIX),
  });
  await planQueue
    .upsertJobScheduler(
      NIGHT_REPLAN_SCHEDULER,
      { pattern: NIGHT_REPLAN_PATTERN, tz: NIGHT_REPLAN_TZ },
      {
        name: NIGHT_REPLAN_JOB,
        data: {},
        opts: jobOptions(NIGHT_REPLAN_SPEC),
      },
    )
    .catch((err: unknown) => logger.error({ err }, "night re-plan not scheduled"));
  const stopMetrics = pushMetrics(publisher, env.REDIS_PREFIX);
  logger.info({ queues: [...byQueue.keys()] }, "worker started");
  // The math engine's thread loads and warms now, in the background, so no student's question pays
  // for it (generated items' checks, a background job, use the engine in-process and warm it there).
  boundedMath().warmUp();
  const announcer = announceAiSetup(env, publisher);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(announcer);
    logger.info({ signal }, "worker shutting down");
    await Promise.allSettled([...workers.map((w) => w.close()), maintenance.close(), planQueue.close()]);
    await stopMetrics();
    await tracing.shutdown();
    mailer.close();
    await connections.db.$disconnect();
    connections.bullConnection.disconnect();
    publisher.disconnect();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

void main();
