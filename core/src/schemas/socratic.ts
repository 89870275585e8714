import { z } from "zod";
import { SUBJECTS } from "../subjects";

/** Longest problem the Socratic tutor takes (the offline engine's own limit). */
export const SOCRATIC_PROBLEM_MAX_CHARS = 1000;
/** Longest single step a student may send: one line of working. */
export const SOCRATIC_STEP_MAX_CHARS = 200;
/** Sessions listed for resuming, newest first. */
export const SOCRATIC_RESUME_LIST = 20;

const SessionId = z.uuid("That session does not exist.");

/** Input of `startSocratic`. */
export const StartSocraticInputSchema = z.object({
  subject: z.enum(SUBJECTS, { error: `Choose one of the subjects: ${SUBJECTS.join(", ")}.` }),
  classLevel: z.number().int().min(1, "Choose a class from 1 to 12.").max(12, "Choose a class from 1 to 12."),
  problem: z
    .string()
    .trim()
    .min(1, "Type the problem you want to work on.")
    .max(SOCRATIC_PROBLEM_MAX_CHARS, `The problem must be at most ${SOCRATIC_PROBLEM_MAX_CHARS} characters.`),
});
export type StartSocraticInput = z.infer<typeof StartSocraticInputSchema>;

/** Input of `socraticReply`: the student's next step. */
export const SocraticReplyInputSchema = z.object({
  sessionId: SessionId,
  step: z
    .string()
    .trim()
    .min(1, "Type your step first.")
    .max(
      SOCRATIC_STEP_MAX_CHARS,
      `A step must be at most ${SOCRATIC_STEP_MAX_CHARS} characters: write one line.`,
    ),
});
export type SocraticReplyInput = z.infer<typeof SocraticReplyInputSchema>;

/** Input of `socraticHint`; `showAnswer` asks for the final answer (given after two attempts). */
export const SocraticHintInputSchema = z.object({
  sessionId: SessionId,
  showAnswer: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});
export type SocraticHintInput = z.infer<typeof SocraticHintInputSchema>;

/** The job that writes one model-mode tutor turn (queue AI_QUEUE, job id = the turn's AiTask id). */
export const SOCRATIC_TURN_JOB = "socratic-turn";
/** What the student asked of the model: a reply to their step, a hint, or (after two tries) the answer. */
export const SOCRATIC_REQUESTS = ["open", "step", "hint", "reveal"] as const;
export type SocraticRequest = (typeof SOCRATIC_REQUESTS)[number];
export const SocraticTurnPayloadSchema = z.object({
  taskId: z.uuid(),
  sessionId: z.uuid(),
  request: z.enum(SOCRATIC_REQUESTS),
});
export type SocraticTurnPayload = z.infer<typeof SocraticTurnPayloadSchema>;
