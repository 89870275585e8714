import { parseEnv } from "@vidya/core/env";
import { Worker } from "bullmq";
import { announceAiSetup } from "./ai/announce-setup";
import { createConnections } from "./connection";
import { aiEnvProblem, WorkerEnvSchema } from "./env";
import type { JobContext } from "./job";
import { jobs } from "./jobs/index";
import { createMailer } from "./mail/mailer";

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
  const connections = createConnections(env);
  const { logger, publisher } = connections;
  const mailer = createMailer(env.SMTP_URL, env.MAIL_FROM, logger);
  const ctx: JobContext = {
    ...connections,
    mailer,
    env,
    log: logger,
    publish: async (channel, payload) => {
      await publisher.publish(channel, JSON.stringify(payload));
    },
  };

  const byQueue = new Map<string, (typeof jobs)[number][]>();
  for (const job of jobs) byQueue.set(job.queue, [...(byQueue.get(job.queue) ?? []), job]);

  const workers = [...byQueue.entries()].map(([queue, defs]) => {
    const worker = new Worker(
      queue,
      async (job) => {
        const def = defs.find((d) => d.name === job.name);
        if (!def) throw new Error(`no processor for job ${job.name} on ${queue}`);
        const log = logger.child({ queue, job: job.name, jobId: job.id, attempt: job.attemptsMade + 1 });
        return def.run(job.data, { ...ctx, log }, job);
      },
      {
        connection: connections.bullConnection,
        prefix: `${env.REDIS_PREFIX}:bull`,
        concurrency: Math.max(...defs.map((d) => d.concurrency ?? env.WORKER_CONCURRENCY)),
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
  logger.info({ queues: [...byQueue.keys()] }, "worker started");
  const announcer = announceAiSetup(env, publisher);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(announcer);
    logger.info({ signal }, "worker shutting down");
    await Promise.allSettled(workers.map((w) => w.close()));
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
