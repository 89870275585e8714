import { z } from "zod";

export const ROUND_TRIP_TEXT_MAX = 500;
export const ROUND_TRIP_DELAY_MAX_MS = 10_000;

/** Input of the `startRoundTrip` mutation. */
export const RoundTripInputSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, "Type some text to send through the pipeline.")
    .max(ROUND_TRIP_TEXT_MAX, `Text must be at most ${ROUND_TRIP_TEXT_MAX} characters.`),
  delayMs: z
    .number()
    .int()
    .min(0, "The delay cannot be negative.")
    .max(ROUND_TRIP_DELAY_MAX_MS, `The delay can be at most ${ROUND_TRIP_DELAY_MAX_MS} ms.`)
    .nullish()
    .transform((v) => v ?? 0),
});
export type RoundTripInput = z.infer<typeof RoundTripInputSchema>;

/** What the worker computes for a round trip: a pure function, so tests can predict it. */
export function roundTripResult(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  const reversed = [...text.trim()].reverse().join("");
  return `${reversed} (${words} ${words === 1 ? "word" : "words"})`;
}
