/** Study-group limits and timings, shared by server, client, tests and bench. */

/** Longest message, counted after trimming. */
export const GROUP_MESSAGE_MAX_CHARS = 2000;
/** A sender may edit or delete their own message for this long. */
export const GROUP_EDIT_WINDOW_MS = 15 * 60 * 1000;
/** Send rate limit per user: this many messages … */
export const GROUP_SEND_LIMIT = 10;
/** … per this many seconds. */
export const GROUP_SEND_WINDOW_SECONDS = 10;
/** Wrong invite codes one user may try per window before being slowed down. */
export const GROUP_JOIN_ATTEMPTS = 20;
export const GROUP_JOIN_WINDOW_SECONDS = 600;
/** A typing indicator disappears this long after its last event. */
export const GROUP_TYPING_TTL_MS = 5000;
/** The server forwards at most one "typing" event per user and group this often. */
export const GROUP_TYPING_THROTTLE_MS = 2000;
/** Presence is refreshed this often while a client watches a group (SPEC 9: heartbeat 25 s) … */
export const GROUP_PRESENCE_HEARTBEAT_MS = 25_000;
/** … and an entry not refreshed for this long counts as offline (two missed heartbeats and some). */
export const GROUP_PRESENCE_TTL_MS = 60_000;
/** History page size: default and maximum. */
export const GROUP_PAGE_DEFAULT = 50;
export const GROUP_PAGE_MAX = 100;
/** Members per group (a whole school year fits). */
export const GROUP_MAX_MEMBERS = 1000;
/** Invite codes: this many characters from an alphabet without look-alikes (no 0/O, 1/I/L, U). */
export const INVITE_CODE_LENGTH = 8;
export const INVITE_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
/** An invite code admits people for this many days unless the owner chooses otherwise … */
export const INVITE_CODE_VALID_DAYS = 7;
/** … from these choices. */
export const INVITE_CODE_VALID_DAYS_CHOICES = [1, 7, 30] as const;
