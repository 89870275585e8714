import { REALTIME_HEARTBEAT_MS, REALTIME_TIMEOUT_MS } from "@vidya/core/constants";
import { EnvError, parseEnv, RedisClusterNodesSchema } from "@vidya/core/env";
import { z } from "zod";

/** A comma-separated list of e-mail domains or addresses, lower-cased; empty when unset. */
const commaList = z
  .string()
  .default("")
  .transform((v) =>
    v
      .split(",")
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  );

/** Every environment variable the server reads, parsed once at start-up. */
export const ServerEnvSchema = z.object({
  /** development | test | production; production runs only trusted documents and hides the schema. */
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  /** HTTP and WebSocket port. */
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** Interface to bind. */
  HOST: z.string().min(1).default("0.0.0.0"),
  /** PostgreSQL connection string. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "DATABASE_URL must be a postgresql:// URL" }),
  /** Redis connection string (queues, pub/sub, rate limits). */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: "REDIS_URL must be a redis:// URL" }),
  /**
   * A Redis Cluster's nodes, host:port,host:port (a few are enough; ioredis finds the rest). When set,
   * every connection goes to the cluster and REDIS_URL gives only the password and TLS; unset, one Redis.
   */
  REDIS_CLUSTER_NODES: RedisClusterNodesSchema,
  /** Prefix for every Redis key and channel, so several deployments or test runs can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-zA-Z0-9_-]+$/, "REDIS_PREFIX may hold letters, digits, _ and -")
    .default("vidya"),
  /** The address users open in their browser; used in e-mailed links and cookie security. */
  PUBLIC_URL: z.url().default("http://localhost:5173"),
  /** pino level: fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Secret for signing access tokens (HS256), at least 32 characters. Required in production. */
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  /** SMTP server for verification and reset mail, e.g. smtp://mailpit:1025. Unset: links are logged. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL" }).optional(),
  /** Firebase project whose Google sign-in ID tokens we accept. Unset: Google sign-in is off. */
  FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  /** host:port of the Firebase Auth emulator (development and tests only). */
  FIREBASE_AUTH_EMULATOR_HOST: z.string().min(1).optional(),
  /** Trust X-Forwarded-For from the proxy in front (nginx) for client addresses in rate limits. */
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** Real seconds per focus-timer minute: 60. End-to-end tests only set it lower to shorten every phase. */
  TIMER_MINUTE_SECONDS: z.coerce.number().int().min(1).max(60).default(60),
  /** More browser origins allowed to call the API (comma-separated), besides PUBLIC_URL's. */
  CORS_ORIGINS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url().transform((o) => new URL(o).origin))),
  /** Production only: "true" also runs any GraphQL document, not just the client's registered ones. */
  ALLOW_ARBITRARY_OPERATIONS: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** The trusted-documents manifest (hash → query); default: persisted-documents.json beside the bundle. */
  PERSISTED_DOCUMENTS_FILE: z.string().min(1).optional(),
  /** Subscriptions one WebSocket may hold at once. */
  WS_MAX_SUBSCRIPTIONS_PER_SOCKET: z.coerce.number().int().min(1).default(50),
  /** WebSockets one user (or, signed out, one address) may hold open at once. */
  WS_MAX_SOCKETS_PER_USER: z.coerce.number().int().min(1).default(20),
  /**
   * Bytes one WebSocket may have waiting to be written (a client that stopped reading); past it the
   * socket is closed with 1013 and the client reconnects, and a streamed answer resumes from its saved text.
   */
  WS_MAX_BUFFERED_BYTES: z.coerce.number().int().min(16_384).default(1_048_576),
  /** Bytes one WebSocket message may hold. */
  WS_MAX_PAYLOAD_BYTES: z.coerce.number().int().min(1024).default(262_144),
  /** "false" turns off WebSocket compression (permessage-deflate), which costs memory per busy socket. */
  WS_COMPRESSION: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /** A socket's compressor (about 85 KB) is freed after this long without a compressed frame; tests set it lower. */
  WS_COMPRESSION_IDLE_MS: z.coerce.number().int().min(10).default(30_000),
  /** Server keep-alive ping interval (SPEC 9: 25 s); tests set it lower. */
  REALTIME_HEARTBEAT_MS: z.coerce.number().int().min(10).default(REALTIME_HEARTBEAT_MS),
  /** A socket that does not answer a ping within this is dropped (SPEC 9: 10 s). */
  REALTIME_TIMEOUT_MS: z.coerce.number().int().min(10).default(REALTIME_TIMEOUT_MS),
  /** Bearer token for GET /metrics. Unset: /metrics is open outside production and off (404) in it. */
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  /** Basic-auth user of BullMQ's board at /admin/queues (with ADMIN_PASSWORD). Unset: no board. */
  ADMIN_USER: z.string().min(1).optional(),
  /** Basic-auth password of the board, at least 16 characters. */
  ADMIN_PASSWORD: z.string().min(16, "ADMIN_PASSWORD must be at least 16 characters").optional(),
  /** OpenTelemetry traces: console prints each finished span (development); none sends nothing. */
  OTEL_TRACES_EXPORTER: z.enum(["none", "console"]).default("none"),
  /**
   * Verified schools (issue 24), comma-separated: a domain (a teacher whose verified address is at
   * it, e.g. staff.dps.edu.in) or one exact address. Only such a teacher can confirm a school's consent.
   */
  SCHOOL_EMAIL_DOMAINS: commaList,
  /** Operators (comma-separated verified addresses): edit app-owned quiz items, clear account reports. */
  OPERATOR_EMAILS: commaList,
  /** Model tokens a student may use per day (UTC) across AI features; 0 = no limit. Must match the worker's. */
  AI_DAILY_TOKEN_LIMIT: z.coerce.number().int().min(0).default(100_000),
  /** Bytes the /tts clip cache may hold in Redis, all users together; least recently used out first. */
  TTS_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(64 * 1024 * 1024),
  /** Milliseconds to wait for in-flight requests on shutdown before closing anyway. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
});
export type ServerEnv = z.infer<typeof ServerEnvSchema> & { JWT_SECRET: string };

/** A fixed secret for development and tests only; production must set JWT_SECRET. */
const DEV_JWT_SECRET = "vidya-development-secret-do-not-use-in-production";

/** Parses the server environment, with the rules that span several variables. */
export function parseServerEnv(source: NodeJS.ProcessEnv): ServerEnv {
  const env = parseEnv(ServerEnvSchema, source);
  if (!env.JWT_SECRET && env.NODE_ENV === "production") {
    throw new EnvError("Invalid environment:\n  JWT_SECRET: is required in production");
  }
  return { ...env, JWT_SECRET: env.JWT_SECRET ?? DEV_JWT_SECRET };
}
