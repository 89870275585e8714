import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { Context } from "../../context";
import { RateLimitError } from "../../errors";

interface Rule {
  points: number;
  durationSeconds: number;
}

/** Limits per action; keys are per IP and per account (e-mail or user id). */
export const RULES = {
  signInIp: { points: 30, durationSeconds: 60 },
  signInFailuresAccount: { points: 100, durationSeconds: 3600 },
  signUpIp: { points: 10, durationSeconds: 3600 },
  resetIp: { points: 10, durationSeconds: 3600 },
  resetAccount: { points: 5, durationSeconds: 3600 },
  resendAccount: { points: 5, durationSeconds: 3600 },
  resendIp: { points: 20, durationSeconds: 3600 },
  /** Wrong class join codes per student, so codes cannot be guessed. */
  joinClassWrongCode: { points: 10, durationSeconds: 600 },
  askTutorUser: { points: 30, durationSeconds: 60 },
} satisfies Record<string, Rule>;
export type RuleName = keyof typeof RULES;

const limiters = new Map<string, RateLimiterRedis>();

function limiter(ctx: Context, name: RuleName): RateLimiterRedis {
  const key = `${ctx.env.REDIS_PREFIX}:${name}`;
  let l = limiters.get(key);
  if (!l) {
    const rule = RULES[name];
    l = new RateLimiterRedis({
      storeClient: ctx.redis,
      keyPrefix: `${ctx.env.REDIS_PREFIX}:rl:${name}`,
      points: rule.points,
      duration: rule.durationSeconds,
      // While Redis is away, limit in memory rather than fail open or fail every request.
      insuranceLimiter: new RateLimiterMemory({ points: rule.points, duration: rule.durationSeconds }),
    });
    limiters.set(key, l);
  }
  return l;
}

/** "in 5 minutes", "in 40 seconds". */
function when(seconds: number): string {
  if (seconds >= 120) return `in ${Math.ceil(seconds / 60)} minutes`;
  return `in ${Math.max(1, seconds)} seconds`;
}

function limited(res: RateLimiterRes): RateLimitError {
  const seconds = Math.ceil(res.msBeforeNext / 1000);
  return new RateLimitError(`Too many attempts. Please try again ${when(seconds)}.`, seconds);
}

/** Spends one point; throws RateLimitError with a when-to-retry message once the budget is used. */
export async function consume(ctx: Context, name: RuleName, key: string): Promise<void> {
  try {
    await limiter(ctx, name).consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw limited(error);
    throw error;
  }
}

/** Throws RateLimitError if the budget is already used, without spending a point. */
export async function check(ctx: Context, name: RuleName, key: string): Promise<void> {
  const res = await limiter(ctx, name).get(key);
  if (res && res.remainingPoints <= 0 && res.msBeforeNext > 0) throw limited(res);
}

/** Clears a key (e.g. failures after a successful sign-in). */
export async function reset(ctx: Context, name: RuleName, key: string): Promise<void> {
  await limiter(ctx, name).delete(key);
}
