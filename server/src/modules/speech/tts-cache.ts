import { createHash } from "node:crypto";
import { ttsPrefix } from "@vidya/core/redis-keys";
import type { Services } from "../../context";

/** A spoken clip stays cached at most this long. */
const CACHE_SECONDS = 24 * 3600;

/**
 * Adds a clip and evicts the least recently used ones until the cache holds at most ARGV[4] bytes.
 * KEYS: the clip, the index (sorted set: clip key → last use), the sizes (hash: clip key → bytes),
 * the byte counter. ARGV: the clip's bytes, now (ms), the TTL (s), the budget (bytes). A clip that
 * expired by its TTL is still counted until it is evicted, so the counter never under-counts.
 */
const PUT_SCRIPT = `
local old = redis.call('HGET', KEYS[3], KEYS[1])
if old then redis.call('DECRBY', KEYS[4], old) end
local size = string.len(ARGV[1])
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[3])
redis.call('ZADD', KEYS[2], ARGV[2], KEYS[1])
redis.call('HSET', KEYS[3], KEYS[1], size)
local total = redis.call('INCRBY', KEYS[4], size)
while total > tonumber(ARGV[4]) do
  local oldest = redis.call('ZPOPMIN', KEYS[2])
  if #oldest == 0 then break end
  local bytes = tonumber(redis.call('HGET', KEYS[3], oldest[1]) or '0')
  redis.call('HDEL', KEYS[3], oldest[1])
  redis.call('DEL', oldest[1])
  total = redis.call('DECRBY', KEYS[4], bytes)
end
return total
`;

function keys(env: Services["env"]) {
  const base = ttsPrefix(env.REDIS_PREFIX);
  return { index: `${base}:index`, sizes: `${base}:sizes`, bytes: `${base}:bytes` };
}

/**
 * One user's clip of a text in a voice. Per user (issue 24): nobody can tell from the answer, or from
 * how fast it comes, whether someone else had the same text read aloud; the user id in the key also
 * lets account deletion find it.
 */
export function ttsCacheKey(env: Services["env"], userId: string, voice: string, text: string): string {
  const hash = createHash("sha256").update(`${voice}\n${text}`).digest("hex");
  return `${ttsPrefix(env.REDIS_PREFIX)}:${userId}:${hash}`;
}

/** The cached clip (and marks it used), or null; a Redis failure is a miss. */
export async function cachedClip(
  services: Pick<Services, "env" | "redis">,
  key: string,
): Promise<Buffer | null> {
  const hit = await services.redis.getBuffer(key).catch(() => null);
  if (hit) await services.redis.zadd(keys(services.env).index, "XX", Date.now(), key).catch(() => 0);
  return hit;
}

/**
 * Stores a clip within TTS_CACHE_MAX_BYTES for all users together, least recently used out first, so
 * the cache can never fill the Redis the queues live in (issue 24). A clip larger than the whole
 * budget is not stored.
 */
export async function storeClip(
  services: Pick<Services, "env" | "redis" | "logger">,
  key: string,
  wav: Buffer,
): Promise<void> {
  const budget = services.env.TTS_CACHE_MAX_BYTES;
  if (wav.length > budget) return;
  const { index, sizes, bytes } = keys(services.env);
  await services.redis
    .eval(PUT_SCRIPT, 4, key, index, sizes, bytes, wav, Date.now(), CACHE_SECONDS, budget)
    .catch((error: unknown) => services.logger.warn({ err: error }, "tts cache write failed"));
}
