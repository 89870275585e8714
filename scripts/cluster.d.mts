/** See cluster.mjs. */
export const DIR: string;
export const JWT_SECRET: string;
export const HOSTS: Record<"lb" | "app1" | "app2" | "app3" | "work1" | "db" | "redis", string>;
export interface Bed {
  apps: string[];
  /** HAProxy's round-robin frontend. */
  balancer: string;
  /** One frontend per app host, through HAProxy: `url` for HTTP, `wsUrl` for GraphQL over WebSocket. */
  pinned: { host: string; url: string; wsUrl: string }[];
  directDatabaseUrl: string;
  pooledDatabaseUrl: string;
  redisUrl: string;
  built: boolean;
}
export function up(options?: { apps?: number; log?: (line: string) => void }): Promise<Bed>;
export function down(options?: { log?: (line: string) => void }): Promise<void>;
export function setRedisDelay(ms: number): string;
export function logOf(name: string): string;
