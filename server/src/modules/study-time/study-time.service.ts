import {
  DAY_SECONDS,
  type RecordStudyTimeInput,
  STUDY_REPORT_MAX_AGE_DAYS,
  type StudyTimeRange,
} from "@vidya/core/schemas/focus-timer";
import {
  addDays,
  daysBetween,
  earliestLocalDate,
  latestLocalDate,
  localDateOf,
} from "@vidya/core/study-time/local-date";
import { recordActivity } from "@vidya/db/record-activity";
import type { Context } from "../../context";
import { AppError } from "../../errors";
import { viewerId } from "../common/viewer";
import { toolAccessOf } from "../consent/tool-access";

/** Clock and rounding allowance when comparing claimed seconds with the time that has passed. */
export const REPORT_SLACK_SECONDS = 5;

/** One local day of study. */
export interface StudyDayTotals {
  localDate: string;
  activeSeconds: number;
  focusSessions: number;
  focusMinutes: number;
}

/** What one report did. */
export interface StudyTimeReport {
  localDate: string;
  claimedSeconds: number;
  acceptedSeconds: number;
  /** Why fewer seconds were counted than claimed, in words a student can read; null if all counted. */
  notice: string | null;
  /** True when this report id had already been counted (a retry): nothing was added again. */
  duplicate: boolean;
  day: StudyDayTotals;
  totalSeconds: number;
}

/** Totals for a range of days. */
export interface StudyTimeSummary {
  from: string;
  to: string;
  /** Every day of the range in order, zeros included. */
  days: StudyDayTotals[];
  /** All-time tracked seconds (SPEC's remote totalTime; the larger copy wins on the client). */
  totalSeconds: number;
  lastActiveDate: string | null;
}

const emptyDay = (localDate: string): StudyDayTotals => ({
  localDate,
  activeSeconds: 0,
  focusSessions: 0,
  focusMinutes: 0,
});

/**
 * Refuses days that have not begun anywhere on Earth (for a child: in their own zone, the server's
 * date there, issue 24), and days too old to still be in a device's queue.
 */
export function checkReportDate(localDate: string, now: number, childZone: string | null = null): void {
  if (childZone && localDate > localDateOf(now, childZone)) {
    throw new AppError("FUTURE_DATE", `${localDate} has not begun yet. Check the date on your device.`);
  }
  if (localDate > latestLocalDate(now)) {
    throw new AppError(
      "FUTURE_DATE",
      `${localDate} has not begun anywhere yet. Check the date on your device.`,
    );
  }
  if (localDate < addDays(earliestLocalDate(now), -STUDY_REPORT_MAX_AGE_DAYS)) {
    throw new AppError(
      "DATE_TOO_OLD",
      `Study time can only be reported for the last ${STUDY_REPORT_MAX_AGE_DAYS} days.`,
    );
  }
}

/**
 * The seconds of a claim that can be true: no more than have passed since the user's previous report
 * (or since the account was made), and no more than the day has room for; with the reason if fewer.
 */
export function clampClaim(
  claimed: number,
  elapsedSeconds: number,
  dayActiveSeconds: number,
): { accepted: number; notice: string | null } {
  const sinceLast = Math.max(0, Math.floor(elapsedSeconds) + REPORT_SLACK_SECONDS);
  const roomInDay = Math.max(0, DAY_SECONDS - dayActiveSeconds);
  const accepted = Math.min(claimed, sinceLast, roomInDay);
  if (accepted === claimed) return { accepted, notice: null };
  const reason =
    accepted === roomInDay
      ? "a day holds at most 24 hours"
      : `only ${sinceLast} seconds had passed since your last report`;
  return { accepted, notice: `Counted ${accepted} of ${claimed} seconds: ${reason}.` };
}

/**
 * Adds one report to its day and to the running total, once per report id. Reports of one user are
 * serialised on their total row, so two tabs reporting at once cannot both claim the same minutes.
 */
export async function recordStudyTime(ctx: Context, input: RecordStudyTimeInput): Promise<StudyTimeReport> {
  const userId = viewerId(ctx);
  const now = Date.now();
  const access = await toolAccessOf(ctx, userId);
  checkReportDate(input.localDate, now, access.isChild ? access.limitTimeZone : null);
  const result = await ctx.db.$transaction(async (tx) => {
    await tx.studyTotal.createMany({ data: [{ userId }], skipDuplicates: true });
    const [locked] = await tx.$queryRaw<{ lastReportAt: Date | null; createdAt: Date }[]>`
      SELECT t."lastReportAt", u."createdAt" FROM "StudyTotal" t JOIN "User" u ON u.id = t."userId"
      WHERE t."userId" = ${userId}::uuid FOR UPDATE OF t`;
    if (!locked) throw new Error("study total row vanished");
    const dayKey = { userId_localDate: { userId, localDate: input.localDate } };
    const seen = await tx.studyReport.findUnique({ where: { id: input.reportId } });
    if (seen) {
      if (seen.userId !== userId || seen.localDate !== input.localDate) {
        throw new AppError("REPORT_ID_REUSED", "This report id was already used for another report.");
      }
      const [day, total] = await Promise.all([
        tx.studyDay.findUnique({ where: dayKey }),
        tx.studyTotal.findUniqueOrThrow({ where: { userId } }),
      ]);
      return {
        accepted: seen.accepted,
        notice: null,
        duplicate: true,
        day,
        totalSeconds: total.totalSeconds,
      };
    }
    const before = await tx.studyDay.findUnique({ where: dayKey });
    const since = (locked.lastReportAt ?? locked.createdAt).getTime();
    const { accepted, notice } = clampClaim(input.seconds, (now - since) / 1000, before?.activeSeconds ?? 0);
    await tx.studyReport.create({
      data: { id: input.reportId, userId, localDate: input.localDate, claimed: input.seconds, accepted },
    });
    // One statement, so a focus session ending on the same new day at once cannot collide with it.
    await tx.$executeRaw`
      INSERT INTO "StudyDay" (id, "userId", "localDate", "activeSeconds", "updatedAt")
      VALUES (gen_random_uuid(), ${userId}::uuid, ${input.localDate}, ${accepted}, now())
      ON CONFLICT ("userId", "localDate") DO UPDATE SET
        "activeSeconds" = "StudyDay"."activeSeconds" + EXCLUDED."activeSeconds", "updatedAt" = now()`;
    const day = await tx.studyDay.findUnique({ where: dayKey });
    const current = await tx.studyTotal.findUniqueOrThrow({ where: { userId } });
    const lastActiveDate =
      current.lastActiveDate && current.lastActiveDate > input.localDate
        ? current.lastActiveDate
        : input.localDate;
    const total = await tx.studyTotal.update({
      where: { userId },
      data: { totalSeconds: { increment: accepted }, lastActiveDate, lastReportAt: new Date(now) },
    });
    return { accepted, notice, duplicate: false, day, totalSeconds: total.totalSeconds };
  });
  if (!result.duplicate && result.accepted > 0) {
    await recordActivity(
      { db: ctx.db, log: ctx.log, publish: ctx.pubsub.publish },
      {
        userId,
        kind: "study_time",
        payload: { seconds: result.accepted, localDate: input.localDate },
      },
    );
  }
  return {
    localDate: input.localDate,
    claimedSeconds: input.seconds,
    acceptedSeconds: result.accepted,
    notice: result.notice,
    duplicate: result.duplicate,
    day: result.day ? pickDay(result.day) : emptyDay(input.localDate),
    totalSeconds: result.totalSeconds,
  };
}

function pickDay(row: StudyDayTotals): StudyDayTotals {
  return {
    localDate: row.localDate,
    activeSeconds: row.activeSeconds,
    focusSessions: row.focusSessions,
    focusMinutes: row.focusMinutes,
  };
}

/** Per-day totals from `from` to `to` (both included) and the all-time total. */
export async function studyTime(ctx: Context, range: StudyTimeRange): Promise<StudyTimeSummary> {
  const userId = viewerId(ctx);
  const [rows, total] = await Promise.all([
    ctx.db.studyDay.findMany({ where: { userId, localDate: { gte: range.from, lte: range.to } } }),
    ctx.db.studyTotal.findUnique({ where: { userId } }),
  ]);
  const byDate = new Map(rows.map((r) => [r.localDate, pickDay(r)]));
  const days: StudyDayTotals[] = [];
  for (let i = 0; i <= daysBetween(range.from, range.to); i++) {
    const date = addDays(range.from, i);
    days.push(byDate.get(date) ?? emptyDay(date));
  }
  return {
    from: range.from,
    to: range.to,
    days,
    totalSeconds: total?.totalSeconds ?? 0,
    lastActiveDate: total?.lastActiveDate ?? null,
  };
}
