import {
  GROUP_JOIN_ATTEMPTS,
  GROUP_JOIN_WINDOW_SECONDS,
  GROUP_SEND_LIMIT,
  GROUP_SEND_WINDOW_SECONDS,
} from "@vidya/core/groups/constants";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { Services } from "./context";
import { RateLimitError } from "./errors";

/**
 * The one rate limiter: every limit of the server is a named rule here, kept in Redis (so it holds
 * across replicas and restarts), and every refusal is the same RateLimitError: code RATE_LIMITED,
 * a message that says when to try again, and `retryAfterSeconds`.
 *
 * Use it as `await consumeLimit(ctx, "tutor", userId)` for a per-user rule and
 * `await consumeLimit(ctx, "tutorIp", ctx.ip)` for a per-address one, or `consumeCostly(ctx, "tutor",
 * userId)` for an operation that costs AI time, storage or mail (both budgets at once).
 */
interface Rule {
  points: number;
  durationSeconds: number;
  /** The refusal's message; by default "Too many attempts. Please try again in …". */
  message?: (retryAfterSeconds: number) => string;
}

/** "in 5 minutes", "in 40 seconds". */
function when(seconds: number): string {
  if (seconds >= 120) return `in ${Math.ceil(seconds / 60)} minutes`;
  return `in ${Math.max(1, seconds)} second${seconds === 1 ? "" : "s"}`;
}

const tooMany = (what: string) => (s: number) => `${what} Please try again ${when(s)}.`;

/** Every limit, by name. `…Ip` rules are keyed by the caller's address, the others by user or account. */
export const LIMITS = {
  signInIp: { points: 30, durationSeconds: 60 },
  signInFailuresAccount: { points: 100, durationSeconds: 3600 },
  signUpIp: { points: 10, durationSeconds: 3600 },
  resetIp: { points: 10, durationSeconds: 3600 },
  resetAccount: { points: 5, durationSeconds: 3600 },
  resendAccount: { points: 5, durationSeconds: 3600 },
  resendIp: { points: 20, durationSeconds: 3600 },
  /** Mails to the owner of an address someone tried to sign up with. */
  signUpExistsAccount: { points: 3, durationSeconds: 3600 },
  /** One-time sign-in links (for an owner locked out by failed sign-ins). */
  signInLinkAccount: { points: 3, durationSeconds: 3600 },
  signInLinkIp: { points: 10, durationSeconds: 3600 },
  /** A child's consent mails to a parent ("remind my parent"): a few a day. */
  parentConsentMail: {
    points: 3,
    durationSeconds: 24 * 3600,
    message: (s: number) =>
      `We have already reminded your parent. You can remind them again ${s >= 7200 ? `in ${Math.ceil(s / 3600)} hours` : when(s)}.`,
  },
  /** A parent's reports that an account is their child's (issue 24): a few a day. */
  childReport: {
    points: 3,
    durationSeconds: 24 * 3600,
    message: (s: number) => `You have sent several reports today. You can send another ${when(s)}.`,
  },
  /** Wrong class join codes per student, so codes cannot be guessed. */
  joinClassWrongCode: { points: 10, durationSeconds: 600 },
  /** Study-group messages per sender. */
  groupSend: {
    points: GROUP_SEND_LIMIT,
    durationSeconds: GROUP_SEND_WINDOW_SECONDS,
    message: (s: number) => `You're sending messages too fast. Please wait ${s} second${s === 1 ? "" : "s"}.`,
  },
  /** Wrong study-group invite codes per user. */
  groupJoinFailures: {
    points: GROUP_JOIN_ATTEMPTS,
    durationSeconds: GROUP_JOIN_WINDOW_SECONDS,
    message: (s: number) => `Too many wrong invite codes. Please try again in ${Math.ceil(s / 60)} minutes.`,
  },
  // Operations that cost AI time, storage or mail: one budget per user and one per address.
  tutor: { points: 30, durationSeconds: 60, message: tooMany("You have asked a lot of questions.") },
  tutorIp: { points: 120, durationSeconds: 60, message: tooMany("Too many questions from your network.") },
  /** Chatbot messages (startChat, sendChatMessage, regenerating a chat reply). */
  chat: { points: 20, durationSeconds: 60, message: tooMany("You're sending messages too fast.") },
  chatIp: { points: 120, durationSeconds: 60, message: tooMany("Too many messages from your network.") },
  chapterQa: { points: 30, durationSeconds: 60, message: tooMany("You have asked a lot of questions.") },
  chapterQaIp: {
    points: 120,
    durationSeconds: 60,
    message: tooMany("Too many questions from your network."),
  },
  upload: { points: 60, durationSeconds: 3600, message: tooMany("Too many uploads.") },
  uploadIp: { points: 240, durationSeconds: 3600, message: tooMany("Too many uploads from your network.") },
  flashcardGeneration: {
    points: 30,
    durationSeconds: 3600,
    message: tooMany("You have generated a lot of cards this hour."),
  },
  flashcardGenerationIp: {
    points: 120,
    durationSeconds: 3600,
    message: tooMany("Too many card generations from your network."),
  },
  questionGeneration: {
    points: 20,
    durationSeconds: 3600,
    message: tooMany("You have started many question generators."),
  },
  questionGenerationIp: {
    points: 100,
    durationSeconds: 3600,
    message: tooMany("Too many question generators from your network."),
  },
  /** The server's voice (/tts): clips of at most 400 characters. */
  tts: { points: 120, durationSeconds: 60, message: tooMany("The robotic voice has read a lot just now.") },
  ttsIp: { points: 480, durationSeconds: 60, message: tooMany("Too much read aloud from your network.") },
  roundTrip: { points: 120, durationSeconds: 60, message: tooMany("Too many round trips.") },
  roundTripIp: {
    points: 300,
    durationSeconds: 60,
    message: tooMany("Too many round trips from your network."),
  },
} satisfies Record<string, Rule>;

export type LimitName = keyof typeof LIMITS;

/** Operations that cost AI time, storage or mail; each has a per-user rule and an `…Ip` rule. */
export type CostlyAction =
  | "tutor"
  | "chat"
  | "chapterQa"
  | "upload"
  | "flashcardGeneration"
  | "questionGeneration"
  | "roundTrip"
  | "tts";

/** What the limiter needs: Redis, its key prefix, and (for per-address rules) the caller's address. */
export type LimitContext = Pick<Services, "env" | "redis">;

const limiters = new Map<string, RateLimiterRedis>();

function limiter(ctx: LimitContext, name: LimitName): RateLimiterRedis {
  const id = `${ctx.env.REDIS_PREFIX}:${name}`;
  let l = limiters.get(id);
  if (!l) {
    const rule: Rule = LIMITS[name];
    l = new RateLimiterRedis({
      storeClient: ctx.redis,
      keyPrefix: `${ctx.env.REDIS_PREFIX}:rl:${name}`,
      points: rule.points,
      duration: rule.durationSeconds,
      // While Redis is away, limit in memory rather than fail open or fail every request.
      insuranceLimiter: new RateLimiterMemory({ points: rule.points, duration: rule.durationSeconds }),
    });
    limiters.set(id, l);
  }
  return l;
}

function refusal(name: LimitName, res: RateLimiterRes): RateLimitError {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  const rule: Rule = LIMITS[name];
  const message = rule.message ?? tooMany("Too many attempts.");
  return new RateLimitError(message(seconds), seconds);
}

/** Spends one point of `name`'s budget for `key`; throws RateLimitError once it is used up. */
export async function consumeLimit(ctx: LimitContext, name: LimitName, key: string): Promise<void> {
  try {
    await limiter(ctx, name).consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw refusal(name, error);
    throw error;
  }
}

/** Throws RateLimitError if the budget is already used up, without spending a point. */
export async function checkLimit(ctx: LimitContext, name: LimitName, key: string): Promise<void> {
  const res = await limiter(ctx, name).get(key);
  if (res && res.remainingPoints <= 0 && res.msBeforeNext > 0) throw refusal(name, res);
}

/** True while the budget is used up (no error, no point spent). */
export async function isLimited(ctx: LimitContext, name: LimitName, key: string): Promise<boolean> {
  const res = await limiter(ctx, name).get(key);
  return Boolean(res && res.remainingPoints <= 0 && res.msBeforeNext > 0);
}

/** Clears a key (e.g. failed sign-ins after a successful one). */
export async function resetLimit(ctx: LimitContext, name: LimitName, key: string): Promise<void> {
  await limiter(ctx, name).delete(key);
}

/**
 * Spends one point of a costly operation: the caller's address budget first (so one address cannot
 * burn many accounts' budgets), then the user's.
 */
export async function consumeCostly(
  ctx: LimitContext & { ip: string },
  action: CostlyAction,
  userId: string,
): Promise<void> {
  await consumeLimit(ctx, `${action}Ip`, ctx.ip);
  await consumeLimit(ctx, action, userId);
}

/** The caller's address: the first X-Forwarded-For entry behind a trusted proxy, else the socket's. */
export function clientIp(
  env: Pick<Services["env"], "TRUST_PROXY">,
  forwardedFor: string | null | undefined,
  socketAddress: string | undefined,
): string {
  const forwarded = env.TRUST_PROXY ? forwardedFor?.split(",")[0]?.trim() : null;
  return forwarded || socketAddress || "unknown";
}
