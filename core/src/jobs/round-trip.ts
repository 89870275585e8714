import { z } from "zod";

/** Queue and job name of the round-trip check; the server enqueues, the worker processes. */
export const ROUND_TRIP_QUEUE = "round-trip";
export const ROUND_TRIP_JOB = "round-trip";

/** Payloads carry ids only, never the data itself. */
export const RoundTripPayloadSchema = z.object({ roundTripId: z.uuid() });
export type RoundTripPayload = z.infer<typeof RoundTripPayloadSchema>;
