/** Business constants from SPEC.md section 9, shared by every package. */

export const PRODUCT_NAME = "Vidya";
export const TAGLINE = "AI-Powered Learning Platform";

/** Focus timer durations in seconds. */
export const FOCUS_SECONDS = 25 * 60;
export const SHORT_BREAK_SECONDS = 5 * 60;
export const LONG_BREAK_SECONDS = 15 * 60;
/** A long break follows every Nth completed focus session. */
export const LONG_BREAK_EVERY = 4;
export const TIMER_TICK_MS = 1000;

/** Study-time tracking. */
export const IDLE_TIMEOUT_MS = 180_000;
export const IDLE_CHECK_MS = 30_000;
export const ACTIVITY_THROTTLE_MS = 100;
export const LOCAL_TIME_SAVE_MS = 60_000;
export const REMOTE_SAVE_DEBOUNCE_MS = 5000;

/** Toasts. */
export const TOAST_VERIFY_EMAIL_MS = 5000;
export const TOAST_SIGN_IN_REQUIRED_MS = 3000;

/** Attached image limit: 5 MB. */
export const IMAGE_MAX_BYTES = 5_242_880;

/** AI completion options. */
export const AI_TEMPERATURE = 0.7;
export const AI_MAX_TOKENS = 2500;
export const FOLLOW_UP_PAIRS = 3;
export const FOLLOW_UP_ANSWER_CHARS = 300;
export const RECENT_QUESTIONS = 5;
export const RECENT_ANSWER_CHARS = 100;
export const QUESTION_MAX_CHARS = 2000;

/** Classes (standards) 1 to 12, default 7. */
export const CLASSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const DEFAULT_CLASS = 7;

/** Splash duration (DESIGN: 2500 ms, once per browser session). */
export const SPLASH_MS = 2500;
export const COUNTER_ANIMATION_MS = 2500;

/** Session refresh (SPEC 9). */
export const REFRESH_WITHIN_MS = 90_000;
export const REFRESH_CHECK_MS = 30_000;
export const RETRY_BACKOFF_START_MS = 200;
export const RETRY_BACKOFF_MAX_MS = 30_000;
export const ACCESS_TOKEN_SECONDS = 3600;

/** Realtime socket (SPEC 9). */
export const REALTIME_HEARTBEAT_MS = 25_000;
export const REALTIME_TIMEOUT_MS = 10_000;
export const REALTIME_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

export const SERVICE_WORKER_PATH = "/sw.js";
