import { z } from "zod";
import { isLocalDate, isTimeZone } from "../study-time/local-date";
import { TimerSettingsSchema } from "../timer/timer-settings-schema";

/** The most seconds one day can hold. */
export const DAY_SECONDS = 24 * 3600;
/** How many days back a study-time report may be (a device that was offline for a while). */
export const STUDY_REPORT_MAX_AGE_DAYS = 7;
/** The widest `studyTime` range, in days. */
export const STUDY_RANGE_MAX_DAYS = 366;

/** The version the client last saw; a change against any other version is refused. */
export const ExpectedVersionSchema = z
  .number({ error: "expectedVersion must be a whole number." })
  .int("expectedVersion must be a whole number.")
  .min(0, "expectedVersion cannot be negative.");

/** An IANA time zone such as Asia/Kolkata; focus minutes are counted on that zone's calendar day. */
export const TimeZoneSchema = z
  .string()
  .refine(isTimeZone, "Unknown time zone; use an IANA name such as Asia/Kolkata.");

/** A calendar date written YYYY-MM-DD. */
export const LocalDateSchema = z.string().refine(isLocalDate, "Dates must be real days written YYYY-MM-DD.");

/** New lengths for the timer (whole minutes; focus 5–90, breaks 1–60). */
export const UpdateFocusTimerSettingsInputSchema = TimerSettingsSchema;
export type UpdateFocusTimerSettingsInput = z.infer<typeof UpdateFocusTimerSettingsInputSchema>;

/** One study-time report: active seconds on one local day since the last report that succeeded. */
export const RecordStudyTimeInputSchema = z.object({
  localDate: LocalDateSchema,
  seconds: z
    .number({ error: "seconds must be a whole number." })
    .int("seconds must be a whole number.")
    .min(1, "seconds must be at least 1.")
    .max(DAY_SECONDS, `A day has only ${DAY_SECONDS} seconds.`),
  /** Chosen by the client and reused on retry, so a report the server already took is not counted twice. */
  reportId: z.uuid("reportId must be a UUID."),
});
export type RecordStudyTimeInput = z.infer<typeof RecordStudyTimeInputSchema>;

/** A range of local days, both ends included. */
export const StudyTimeRangeSchema = z
  .object({ from: LocalDateSchema, to: LocalDateSchema })
  .refine((r) => r.from <= r.to, { message: "from must not be after to.", path: ["to"] })
  .refine((r) => Date.parse(r.to) - Date.parse(r.from) < STUDY_RANGE_MAX_DAYS * DAY_SECONDS * 1000, {
    message: `A range can span at most ${STUDY_RANGE_MAX_DAYS} days.`,
    path: ["to"],
  });
export type StudyTimeRange = z.infer<typeof StudyTimeRangeSchema>;
