import { ApolloLink, ServerError } from "@apollo/client";
import type { ErrorCode } from "@vidya/core/errors/codes";
import type { GraphQLFormattedError } from "graphql";
import { catchError, map, throwError } from "rxjs";
import { i18n } from "./i18n/i18n";
import { localizeMessage } from "./i18n/localize-message";

/**
 * The one place where an error from the API becomes a message a person reads. Union results
 * (`… on AppError { code message }`) are read by `shared/lib/result.ts`; this link handles what comes
 * outside them: top-level GraphQL errors (`extensions.code`) and a request that never got an answer.
 * The English a user saw before stays word for word; other languages get their own words.
 */

/** Codes whose message the client words itself (the server's English is the `en` text). */
const BY_CODE: Partial<Record<ErrorCode, "common.unavailable" | "common.unexpected">> = {
  UNAVAILABLE: "common.unavailable",
  INTERNAL_SERVER_ERROR: "common.unexpected",
};

/** A server error (its code and English message) in the reader's language. */
export function errorMessage(code: string | undefined, message: string): string {
  const key = code ? BY_CODE[code as ErrorCode] : undefined;
  return key ? i18n.t(key) : localizeMessage(message);
}

function localizedGraphQLError(error: GraphQLFormattedError): GraphQLFormattedError {
  const code = typeof error.extensions?.code === "string" ? error.extensions.code : undefined;
  return { ...error, message: errorMessage(code, error.message) };
}

/** A request that got no GraphQL answer: the server is down or busy (5xx), or unreachable. */
function localizedFailure(error: unknown): unknown {
  if (!(error instanceof Error) || error.name === "AbortError") return error;
  if (ServerError.is(error)) {
    if (error.statusCode >= 500) error.message = i18n.t("common.unavailable");
    return error;
  }
  // A fetch that threw (offline, DNS, connection refused) is a TypeError; a body Apollo could not
  // parse is a ServerParseError: both mean "could not reach the server".
  error.message = i18n.t("common.networkError");
  return error;
}

export const errorLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    map((result) =>
      result.errors?.length ? { ...result, errors: result.errors.map(localizedGraphQLError) } : result,
    ),
    catchError((error: unknown) => throwError(() => localizedFailure(error))),
  ),
);
