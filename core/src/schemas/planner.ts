import { z } from "zod";
import { isLocalDate, isTimeZone } from "../study-time/local-date";
import { SUBJECTS } from "../subjects";

/** The longest range `studyPlan` answers. */
export const PLAN_RANGE_MAX_DAYS = 120;
/** How far ahead an exam may be planned. */
export const EXAM_MAX_DAYS_AHEAD = 366;
/** Most minutes a student may plan on one day. */
export const MAX_DAY_MINUTES = 720;

export const LocalDateSchema = z
  .string({ error: "Give a date as YYYY-MM-DD." })
  .refine(isLocalDate, "Give a real date as YYYY-MM-DD.");

/** Input of `saveExam`: a new exam, or a change to one of the student's own (`id`). */
export const SaveExamInputSchema = z
  .object({
    id: z.uuid("That is not an exam id.").nullish(),
    subject: z.enum(SUBJECTS, { error: `Choose a subject: ${SUBJECTS.join(", ")}.` }),
    title: z
      .string()
      .trim()
      .min(1, "Give the exam a name, e.g. Half-yearly maths.")
      .max(80, "An exam name can be at most 80 characters."),
    date: LocalDateSchema,
    wholeSyllabus: z.boolean(),
    chapterIds: z.array(z.string().max(80)).max(200, "An exam can cover at most 200 chapters."),
  })
  .refine((e) => e.wholeSyllabus || e.chapterIds.length > 0, {
    message: "Choose the chapters the exam covers, or the whole syllabus.",
    path: ["chapterIds"],
  });
export type SaveExamInput = z.infer<typeof SaveExamInputSchema>;

/** Input of `setStudyAvailability`. */
export const StudyAvailabilityInputSchema = z.object({
  minutesByWeekday: z
    .array(
      z
        .number()
        .int("Give whole minutes.")
        .min(0, "Minutes cannot be negative.")
        .max(MAX_DAY_MINUTES, `At most ${MAX_DAY_MINUTES / 60} hours a day.`),
    )
    .length(7, "Give minutes for each of the 7 days, Sunday first."),
  daysOff: z.array(LocalDateSchema).max(120, "At most 120 days off."),
  timeZone: z.string().refine(isTimeZone, "That is not a time zone we know (e.g. Asia/Kolkata)."),
  dailyGoalMinutes: z
    .number()
    .int()
    .min(5, "A study day needs at least 5 minutes.")
    .max(240, "A study day goal can be at most 4 hours."),
  weeklyGoalDays: z.number().int().min(1, "Aim for at least 1 day a week.").max(7, "A week has 7 days."),
});
export type StudyAvailabilityInput = z.infer<typeof StudyAvailabilityInputSchema>;

/** Arguments of `studyPlan`. */
export const StudyPlanRangeSchema = z
  .object({ from: LocalDateSchema, to: LocalDateSchema })
  .refine((r) => r.from <= r.to, { message: "`from` must not be after `to`.", path: ["to"] })
  .refine((r) => (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 <= PLAN_RANGE_MAX_DAYS, {
    message: `Ask for at most ${PLAN_RANGE_MAX_DAYS} days at a time.`,
    path: ["to"],
  });
