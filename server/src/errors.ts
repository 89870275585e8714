import type { ErrorCode } from "@vidya/core/errors/codes";
import { GraphQLError } from "graphql";

/**
 * Expected failures are data: a stable code and a message a student can read. They come back as
 * members of union results (Pothos errors plugin). Anything else is thrown and masked by Yoga.
 */
export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The caller may not see or change this thing (it may not exist for them at all). */
export class NotFoundError extends AppError {
  constructor(message = "Not found.") {
    super("NOT_FOUND", message);
  }
}

/** Sign-in is required, or the signed-in role may not do this. */
export class ForbiddenError extends AppError {
  constructor(message = "You are not allowed to do that.") {
    super("FORBIDDEN", message);
  }
}

/** Too many attempts; the message says when to try again. */
export class RateLimitError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super("RATE_LIMITED", message);
  }
}

/** What a caller reads when the database is briefly gone. */
export const UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again in a moment.";

/**
 * A GraphQL error as the caller may see it: Yoga fills `extensions.originalError` of a malformed
 * request with the parser's message, which quotes part of the body that was sent. Only its name is
 * kept (Yoga needs the entry to answer 400). The error is changed in place: it belongs to this request.
 */
export function withoutOriginalError(error: GraphQLError): GraphQLError {
  const original = error.extensions?.originalError as { name?: unknown } | undefined;
  if (original && typeof original === "object") {
    (error.extensions as Record<string, unknown>).originalError = {
      name: typeof original.name === "string" ? original.name : "Error",
      message: "The request body could not be read.",
    };
  }
  return error;
}

/**
 * True for an error about the request itself (syntax, validation, a variable of the wrong type):
 * GraphQL's own errors, which may wrap another GraphQLError (variable coercion does), but never an
 * exception from our code or a library.
 */
export function isRequestError(error: GraphQLError): boolean {
  let cause: unknown = error.originalError;
  for (let depth = 0; cause && depth < 5; depth++) {
    if (!(cause instanceof GraphQLError)) return false;
    cause = cause.originalError;
  }
  return true;
}
