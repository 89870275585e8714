import { RedisClusterNodesSchema } from "@vidya/core/env";
import { z } from "zod";

/** The AI provider settings (DESIGN: keys live only here); the tutor CLI reads just these. */
export const AiEnvSchema = z.object({
  /** auto (openai when OPENAI_API_KEY is set, else local), openai, or local (the offline engines). */
  AI_PROVIDER: z.enum(["auto", "openai", "local"]).default("auto"),
  /** Key for the OpenAI API or any OpenAI-compatible server (for Ollama or vLLM any non-empty value). */
  OPENAI_API_KEY: z.string().min(1).optional(),
  /** Base URL of an OpenAI-compatible server, e.g. http://127.0.0.1:11434/v1 (Ollama). Unset: OpenAI. */
  OPENAI_BASE_URL: z
    .url({ error: "OPENAI_BASE_URL must be a URL such as http://127.0.0.1:11434/v1" })
    .optional(),
  /** Chat model; pick a vision model (e.g. gpt-4o-mini) so pictures of questions can be read. */
  OPENAI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  /** Per-feature models; each falls back to OPENAI_MODEL (e.g. a cheaper one for chat summaries). */
  OPENAI_MODEL_TUTOR: z.string().min(1).optional(),
  /** Model of the subject chatbots. */
  OPENAI_MODEL_CHAT: z.string().min(1).optional(),
  /** Model of Chapter Q&A and practice worksheets. */
  OPENAI_MODEL_CHAPTERS: z.string().min(1).optional(),
  /** Model of the flashcard generator. */
  OPENAI_MODEL_FLASHCARDS: z.string().min(1).optional(),
  /** Model that folds old chat turns into the running summary. */
  OPENAI_MODEL_SUMMARY: z.string().min(1).optional(),
  /** Story Images' text model; falls back to OPENAI_MODEL. */
  OPENAI_MODEL_STORY: z.string().min(1).optional(),
  /**
   * Story Images' picture model on the OpenAI Images API (gpt-image-1 or gpt-image-1-mini), or "none"
   * for no image provider (stories then come without pictures).
   */
  OPENAI_IMAGE_MODEL: z.string().min(1).default("gpt-image-1-mini"),
  /**
   * Moderation of prompts and replies: auto (OpenAI's moderation endpoint when the provider is OpenAI
   * itself, i.e. OPENAI_BASE_URL unset), openai (always call /moderations), local (word lists only).
   * The offline word lists and self-harm phrases always run.
   */
  AI_MODERATION: z.enum(["auto", "openai", "local"]).default("auto"),
  /** Model tokens a student may use per day (UTC), all AI features together; 0 = no limit. */
  AI_DAILY_TOKEN_LIMIT: z.coerce.number().int().min(0).default(100_000),
  /** Milliseconds to wait for the first reply byte, and at most between two streamed pieces. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** Retries (with backoff, honouring Retry-After) on 429, 5xx and connection errors; 4xx fails at once. */
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  /** Pause between the local engine's streamed pieces (0: all at once; tests set a few ms to watch it stream). */
  AI_LOCAL_CHUNK_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(0),
});
export type AiEnv = z.infer<typeof AiEnvSchema>;

/** Every environment variable the worker reads, parsed once at start-up. */
export const WorkerEnvSchema = AiEnvSchema.extend({
  /** development | test | production. */
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  /** PostgreSQL connection string. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "DATABASE_URL must be a postgresql:// URL" }),
  /** Redis connection string (queues and pub/sub). */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: "REDIS_URL must be a redis:// URL" }),
  /**
   * A Redis Cluster's nodes, host:port,host:port (a few are enough; ioredis finds the rest). When set,
   * every connection goes to the cluster and REDIS_URL gives only the password and TLS; unset, one Redis.
   */
  REDIS_CLUSTER_NODES: RedisClusterNodesSchema,
  /** Prefix for every Redis key and channel; must match the server's. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-zA-Z0-9_-]+$/, "REDIS_PREFIX may hold letters, digits, _ and -")
    .default("vidya"),
  /** pino level. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** The address users open; e-mailed links point here. */
  PUBLIC_URL: z.url().default("http://localhost:5173"),
  /** SMTP server for outgoing mail, e.g. smtp://mailpit:1025. Unset: the mail (and its link) is logged. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL" }).optional(),
  /** Sender of outgoing mail. */
  MAIL_FROM: z.string().min(3).default("Vidya <no-reply@vidya.local>"),
  /** Real seconds per focus-timer minute: 60; must match the server's (end-to-end tests set it lower). */
  TIMER_MINUTE_SECONDS: z.coerce.number().int().min(1).max(60).default(60),
  /** OpenTelemetry traces: console prints each finished span (development); none sends nothing. */
  OTEL_TRACES_EXPORTER: z.enum(["none", "console"]).default("none"),
  /** Jobs processed at once per queue. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  /** Heavy jobs (PDF reading, flashcard and question generation, stories) run at once per worker. */
  HEAVY_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** Milliseconds one heavy job may run; past it the job is stopped and fails with a reason. */
  HEAVY_JOB_BUDGET_MS: z.coerce.number().int().min(1000).max(3_600_000).default(300_000),
  /** How long a job's lock lasts without renewal; a killed worker's job is retried after this. */
  WORKER_LOCK_MS: z.coerce.number().int().min(500).default(30_000),
  /** How often stalled jobs (from killed workers) are looked for. */
  WORKER_STALLED_INTERVAL_MS: z.coerce.number().int().min(200).default(30_000),
});
export type WorkerEnv = z.infer<typeof WorkerEnvSchema>;

/** The one AI rule that spans two variables; null when the settings can work. */
export function aiEnvProblem(env: AiEnv): string | null {
  if (env.AI_PROVIDER === "openai" && !env.OPENAI_API_KEY) {
    return "Invalid environment:\n  OPENAI_API_KEY: is required when AI_PROVIDER=openai (any non-empty value for Ollama or vLLM)";
  }
  return null;
}
