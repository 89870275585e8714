/**
 * Expected failures are data: a stable code and a message a student can read. They come back as
 * members of union results (Pothos errors plugin). Anything else is thrown and masked by Yoga.
 */
export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: string,
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
