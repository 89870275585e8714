import { AI_SETUP_KEY, AI_SETUP_TTL_SECONDS, type AiSetupAnnouncement } from "@vidya/core/chat/chatbot";
import type { RedisClient } from "@vidya/db/redis";
import type { WorkerEnv } from "../env";
import { usesOpenAi } from "./providers/choose-provider";

/**
 * Tells the servers (through Redis) whether this worker has a model, so a chatbot page can say "no
 * AI is set up" before a student types. Refreshed well within the key's lifetime; returns the timer.
 */
export function announceAiSetup(env: WorkerEnv, redis: RedisClient): NodeJS.Timeout {
  const value: AiSetupAnnouncement = {
    model: usesOpenAi(env),
    provider: usesOpenAi(env) ? "openai" : "local",
  };
  const write = () =>
    void redis
      .set(`${env.REDIS_PREFIX}:${AI_SETUP_KEY}`, JSON.stringify(value), "EX", AI_SETUP_TTL_SECONDS)
      .catch(() => undefined);
  write();
  const timer = setInterval(write, (AI_SETUP_TTL_SECONDS * 1000) / 3);
  timer.unref();
  return timer;
}
