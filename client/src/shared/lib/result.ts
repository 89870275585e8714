import { i18n } from "../../app/i18n/i18n";
import { localizeMessage } from "../../app/i18n/localize-message";
import { toast } from "../../app/toast";

/**
 * The one way the client reads a union result from the API (`… on XSuccess { data } ...ErrorFields`):
 * the success member has `data`, error members a `code` and a `message` (SPEC's English words, shown
 * in the reader's language by `localizeMessage`).
 */

/** A union result (success | AppError | RateLimitError | ValidationError) narrowed to one shape. */
export type Settled<T> = { ok: true; data: T } | { ok: false; code: string; message: string };

/** Narrows a `… on XSuccess { data } ...ErrorFields` result. */
export function settle<T>(result: { data: T } | { code: string; message: string }): Settled<T> {
  if ("data" in result) return { ok: true, data: result.data };
  return { ok: false, code: result.code, message: result.message };
}

/** The raw message of a failed union result whose success carries no data, or null when it succeeded. */
export function failureOf(result: { __typename: string; message?: string }): string | null {
  return typeof result.message === "string" ? result.message : null;
}

type Result = { __typename?: string; data?: unknown; message?: string } | null | undefined;

/**
 * The message of a failed result in the reader's language, or null when it is a success (or there
 * is no result: say what to do then with `?? fallback`).
 */
export function failureMessage(
  result: object | null | undefined,
  localize: (text: string) => string = localizeMessage,
): string | null {
  if (!result || !("message" in result) || typeof result.message !== "string" || !result.message) return null;
  return localize(result.message);
}

/** The success payload, or null after telling the user what went wrong (a toast). */
export function unwrap<R extends Result>(
  result: R,
): Extract<NonNullable<R>, { data: unknown }>["data"] | null {
  if (result && "data" in result && result.data !== undefined) {
    return result.data as Extract<NonNullable<R>, { data: unknown }>["data"];
  }
  toast.error(failureMessage(result) ?? i18n.t("flashcards.somethingWrong"));
  return null;
}

/** For network failures: a message a user can act on. */
export function offline(): null {
  toast.error(i18n.t("flashcards.offline"));
  return null;
}

/** Tells the user (a toast) when a result failed; true when it did. */
export function toastFailure(
  result: object | null | undefined,
  localize: (text: string) => string = localizeMessage,
): boolean {
  const message = failureMessage(result, localize);
  if (message) toast.error(message);
  return message !== null;
}
