import { z } from "zod";
import { DASHBOARD_DEFAULT_DAYS, DASHBOARD_RANGE_MAX_DAYS } from "../classrooms/dashboard-range";
import { isJoinCodeShape, JOIN_CODE_VALID_DAYS_CHOICES, normalizeJoinCode } from "../classrooms/join-code";
import { SUBJECTS } from "../subjects";

export const CLASS_NAME_MAX = 60;
export { DASHBOARD_DEFAULT_DAYS, DASHBOARD_RANGE_MAX_DAYS } from "../classrooms/dashboard-range";
/** The time zone "today" and "this week" are counted in when the client does not say. */
export const DEFAULT_TIME_ZONE = "Asia/Kolkata";

export const GradeSchema = z
  .number({ error: "Choose a class from 1 to 12." })
  .int("Choose a class from 1 to 12.")
  .min(1, "Choose a class from 1 to 12.")
  .max(12, "Choose a class from 1 to 12.");

export const SubjectSchema = z.enum(SUBJECTS, {
  error: `Choose a subject: ${SUBJECTS.join(", ")}.`,
});

/** Input of `createClassroom`. */
export const CreateClassroomInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Give the class a name, e.g. 7A Mathematics.")
    .max(CLASS_NAME_MAX, `A class name can be at most ${CLASS_NAME_MAX} characters.`),
  grade: GradeSchema,
  subjects: z
    .array(SubjectSchema)
    .min(1, "Choose at least one subject for the class.")
    .max(SUBJECTS.length)
    .transform((list) => [...new Set(list)]),
});
export type CreateClassroomInput = z.infer<typeof CreateClassroomInputSchema>;

/** A join code as typed by a student: normalised, then checked for shape. */
export const JoinCodeSchema = z
  .string({ error: "Enter the join code your teacher gave you." })
  .max(40, "That is not a join code. Codes have 6 letters and digits, like K7Q-M3X.")
  .transform(normalizeJoinCode)
  .refine((code) => code.length > 0, "Enter the join code your teacher gave you.")
  .refine(isJoinCodeShape, "That is not a join code. Codes have 6 letters and digits, like K7Q-M3X.");

/** How many days a new join code works: one of the offered choices. */
export const JoinCodeValidDaysSchema = z
  .number()
  .int()
  .refine(
    (days) => (JOIN_CODE_VALID_DAYS_CHOICES as readonly number[]).includes(days),
    `A join code can work for ${JOIN_CODE_VALID_DAYS_CHOICES.join(", ")} days.`,
  );

/** True when the runtime knows this IANA time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const TimeZoneSchema = z
  .string()
  .max(64)
  .refine(isTimeZone, "Unknown time zone; use an IANA name such as Asia/Kolkata.");

const DAY_MS = 86_400_000;

/** A dashboard range: start before end, at most 366 days. */
export const DashboardRangeSchema = z
  .object({ from: z.date(), to: z.date() })
  .refine((r) => r.to.getTime() > r.from.getTime(), {
    message: "The range is empty: its end must be after its start.",
    path: ["to"],
  })
  .refine((r) => r.to.getTime() - r.from.getTime() <= DASHBOARD_RANGE_MAX_DAYS * DAY_MS, {
    message: `A dashboard range can cover at most ${DASHBOARD_RANGE_MAX_DAYS} days. Choose a shorter range.`,
    path: ["to"],
  });
export type DashboardRange = z.infer<typeof DashboardRangeSchema>;

/** The range used when none is given: the last `days` days up to `now`. */
export function defaultRange(now: Date, days = DASHBOARD_DEFAULT_DAYS): DashboardRange {
  return { from: new Date(now.getTime() - days * DAY_MS), to: now };
}
