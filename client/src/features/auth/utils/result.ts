/** A union result (success | AppError | RateLimitError | ValidationError) narrowed to one shape. */
export type Settled<T> = { ok: true; data: T } | { ok: false; code: string; message: string };

/** Narrows a `… on XSuccess { data } ...ErrorFields` result. */
export function settle<T>(result: { data: T } | { code: string; message: string }): Settled<T> {
  if ("data" in result) return { ok: true, data: result.data };
  return { ok: false, code: result.code, message: result.message };
}

/** The message of a failed union result whose success carries no data, or null when it succeeded. */
export function failureOf(result: { __typename: string; message?: string }): string | null {
  return typeof result.message === "string" ? result.message : null;
}
