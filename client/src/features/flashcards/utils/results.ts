import { i18n } from "../../../app/i18n/i18n";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { toast } from "../../../app/toast";

/** A union result from the API: the success member has `data`, error members a `message`. */
type Result = { __typename?: string; data?: unknown; message?: string } | null | undefined;

/** The success payload, or null after telling the student what went wrong. */
export function unwrap<R extends Result>(
  result: R,
): Extract<NonNullable<R>, { data: unknown }>["data"] | null {
  if (result && "data" in result && result.data !== undefined) {
    return result.data as Extract<NonNullable<R>, { data: unknown }>["data"];
  }
  toast.error(
    result && "message" in result && result.message
      ? localizeMessage(result.message)
      : i18n.t("flashcards.somethingWrong"),
  );
  return null;
}

/** For network failures: a message a student can act on. */
export function offline(): null {
  toast.error(i18n.t("flashcards.offline"));
  return null;
}
