/** See cluster.mjs. */
export const DIR: string;
export const JWT_SECRET: string;
export const HOSTS: Record<
  "lb" | "app1" | "app2" | "app3" | "work1" | "work2" | "db" | "redis" | "model",
  string
>;
export interface Bed {
  apps: string[];
  /** The worker hosts: work1, and work2 with `up({ workers: 2 })`. */
  workers: string[];
  workerEnv: Record<string, string>;
  /** HAProxy's round-robin frontend. */
  balancer: string;
  /** One frontend per app host, through HAProxy: `url` for HTTP, `wsUrl` for GraphQL over WebSocket. */
  pinned: { host: string; url: string; wsUrl: string }[];
  directDatabaseUrl: string;
  pooledDatabaseUrl: string;
  redisUrl: string;
  built: boolean;
  /** Starts app host `a`'s server again (after a stop), appending to its log; resolves once ready. */
  restartApp(a: string): Promise<void>;
  /** Stops app host `a`'s server; resolves once nothing runs in its namespace. */
  stopApp(a: string): Promise<void>;
  /** Starts app host `a`'s server with some settings replaced (a misconfigured host); does not wait. */
  startAppWith(a: string, overrides: Record<string, string>): void;
  /** Starts PostgreSQL again (after a stop); resolves once it answers. */
  restartPostgres(): Promise<void>;
}
export function up(options?: { apps?: number; workers?: number; log?: (line: string) => void }): Promise<Bed>;
export function down(options?: { log?: (line: string) => void }): Promise<void>;
export function setRedisDelay(ms: number, options?: { jitterMs?: number; lossPct?: number }): string;
export function logOf(name: string): string;
/** The pids of every process inside a host's namespace (vidya-<host>). */
export function pids(host: string): number[];
