import type { Db } from "@vidya/db/client";
import type { RedisClient } from "@vidya/db/redis";
import type { YogaInitialContext } from "graphql-yoga";
import type { ServerEnv } from "./env";
import type { Logger } from "./logger";
import type { AppPubSub } from "./pubsub";
import type { Queues } from "./queues";

/** The signed-in user as the server trusts it (filled in from the access token). */
export interface Viewer {
  id: string;
  /** Null for a new Google user who has not chosen a role yet. */
  role: "student" | "teacher" | "parent" | null;
  emailVerified: boolean;
}

/** Long-lived services shared by every request of one process. */
export interface Services {
  env: ServerEnv;
  db: Db;
  redis: RedisClient;
  pubsub: AppPubSub;
  queues: Queues;
  logger: Logger;
}

/** What every resolver receives. */
export interface Context extends Services {
  requestId: string;
  log: Logger;
  viewer: Viewer | null;
  /** The HTTP request (HTTP) or the upgrade request (WebSocket). */
  request: Request;
  /** The caller's address, for rate limits. */
  ip: string;
  /** Cookies sent with the request. */
  cookies: Record<string, string>;
  /** Adds a Set-Cookie header to the HTTP response (no-op over WebSocket). */
  setCookie: (header: string) => void;
}

export type ServerContext = YogaInitialContext & Context;
