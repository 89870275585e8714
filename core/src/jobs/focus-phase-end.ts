import { z } from "zod";

/** Queue and job name of a focus-timer phase end; the server and the worker both enqueue. */
export const FOCUS_TIMER_QUEUE = "focus-timer";
export const FOCUS_PHASE_END_JOB = "focus-phase-end";

/** The phase that began with `version` ends; the job applies only if the timer is still at it. */
export const FocusPhaseEndPayloadSchema = z.object({
  timerId: z.uuid(),
  version: z.number().int().min(0),
});
export type FocusPhaseEndPayload = z.infer<typeof FocusPhaseEndPayloadSchema>;

/**
 * One job id per phase, so a second enqueue of the same phase is a no-op. BullMQ refuses ':' in
 * custom ids, hence the dash.
 */
export function phaseEndJobId(timerId: string, version: number): string {
  return `${timerId}-v${version}`;
}
