import {
  GROUP_JOIN_ATTEMPTS,
  GROUP_JOIN_WINDOW_SECONDS,
  GROUP_SEND_LIMIT,
  GROUP_SEND_WINDOW_SECONDS,
} from "@vidya/core/groups/constants";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { Context } from "../../context";
import { RateLimitError } from "../../errors";

const RULES = {
  send: {
    points: GROUP_SEND_LIMIT,
    duration: GROUP_SEND_WINDOW_SECONDS,
    message: (s: number) => `You're sending messages too fast. Please wait ${s} second${s === 1 ? "" : "s"}.`,
  },
  joinFailures: {
    points: GROUP_JOIN_ATTEMPTS,
    duration: GROUP_JOIN_WINDOW_SECONDS,
    message: (s: number) => `Too many wrong invite codes. Please try again in ${Math.ceil(s / 60)} minutes.`,
  },
};
type RuleName = keyof typeof RULES;

const limiters = new Map<string, RateLimiterRedis>();

function limiter(ctx: Context, name: RuleName): RateLimiterRedis {
  const key = `${ctx.env.REDIS_PREFIX}:group:${name}`;
  let l = limiters.get(key);
  if (!l) {
    const rule = RULES[name];
    l = new RateLimiterRedis({
      storeClient: ctx.redis,
      keyPrefix: `${ctx.env.REDIS_PREFIX}:rl:group-${name}`,
      points: rule.points,
      duration: rule.duration,
      // While Redis is away, limit per process in memory rather than fail open or refuse sends.
      insuranceLimiter: new RateLimiterMemory({ points: rule.points, duration: rule.duration }),
    });
    limiters.set(key, l);
  }
  return l;
}

function limited(name: RuleName, res: RateLimiterRes): RateLimitError {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return new RateLimitError(RULES[name].message(seconds), seconds);
}

/** Spends one point of the user's budget; RateLimitError once it is used up. */
export async function consumeGroupLimit(ctx: Context, name: RuleName, userId: string): Promise<void> {
  try {
    await limiter(ctx, name).consume(userId);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw limited(name, error);
    throw error;
  }
}

/** Throws if the budget is already used, without spending. */
export async function checkGroupLimit(ctx: Context, name: RuleName, userId: string): Promise<void> {
  const res = await limiter(ctx, name).get(userId);
  if (res && res.remainingPoints <= 0 && res.msBeforeNext > 0) throw limited(name, res);
}
