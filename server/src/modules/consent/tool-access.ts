import { ADULT_AGE, ageOn, isVerifiedSchoolAddress } from "@vidya/core/consent/consent";
import { type GuardedTool, isGuardedTool } from "@vidya/core/consent/tools";
import type { ErrorCode } from "@vidya/core/errors/codes";
import { DEFAULT_TIME_ZONE, localDateOf, startOfLocalDay } from "@vidya/core/study-time/local-date";
import type { Context } from "../../context";
import { AppError } from "../../errors";

/**
 * Every server operation of a guarded tool (core/src/consent/tools.ts) calls `assertToolAllowed`
 * first, so a child without a parent's (or their school's) consent, or whose parent switched the tool
 * off, is refused by the server itself, not only hidden in the UI. This is the one place the rule
 * lives (issue 18).
 */

/**
 * Whose consent covers a user: `adult` (a student of 18 or more, a teacher or a parent), `parent`,
 * `school` (a class whose teacher, from a verified school, confirmed the school's consent), or `none`
 * / `withdrawn` (limited mode). A student without a birth date is limited until they give one, and an
 * account a parent reported as their child's is treated as a child's whatever it declared (issue 24).
 */
export type ConsentBasis = "adult" | "parent" | "school" | "none" | "withdrawn";

/** What a user may use, as the server decides it. */
export interface ToolAccess {
  isChild: boolean;
  basis: ConsentBasis;
  /** A student who has not given their date of birth yet: limited until they do. */
  needsBirthDate: boolean;
  /** A parent reported the account as their child's (limited until a parent consents). */
  reported: boolean;
  /** Tools a consenting parent switched off. */
  disabledTools: GuardedTool[];
  /** The smallest daily limit any linked parent set, in minutes; null for none. */
  dailyLimitMinutes: number | null;
  /** The zone whose calendar day the daily limit counts. */
  limitTimeZone: string;
  /** Seconds studied today: reports the server accepted since midnight in `limitTimeZone`. */
  studiedTodaySeconds: number;
  /** When a withdrawal's grace period ends (the parent may undo until then). */
  deleteAfter: Date | null;
  /**
   * The class the user chose (null: none yet), read with the consent so a request that needs both
   * reads the user once.
   */
  preferredClass: number | null;
}

const ADULT: ToolAccess = {
  isChild: false,
  basis: "adult",
  needsBirthDate: false,
  reported: false,
  disabledTools: [],
  dailyLimitMinutes: null,
  limitTimeZone: DEFAULT_TIME_ZONE,
  studiedTodaySeconds: 0,
  deleteAfter: null,
  preferredClass: null,
};

/** Works out a user's consent basis, a parent's switches and today's study time. */
export async function toolAccessOf(ctx: Pick<Context, "db" | "env">, userId: string): Promise<ToolAccess> {
  const user = await ctx.db.user.findUnique({
    where: { id: userId },
    select: {
      role: true,
      preferredClass: true,
      birthYear: true,
      birthMonth: true,
      reportedChildAt: true,
      parentLinksAsChild: {
        select: {
          withdrawnAt: true,
          deleteAfter: true,
          disabledTools: true,
          dailyLimitMinutes: true,
          timeZone: true,
        },
      },
      classMemberships: {
        select: {
          classroom: {
            select: {
              consentConfirmedAt: true,
              consentConfirmedById: true,
              teacherId: true,
              teacher: { select: { email: true, emailVerified: true } },
            },
          },
        },
      },
    },
  });
  if (!user) return ADULT;
  const { preferredClass } = user;
  const reported = user.reportedChildAt !== null;
  const needsBirthDate = user.role === "student" && user.birthYear === null;
  const minor =
    user.role === "student" &&
    user.birthYear !== null &&
    ageOn(user.birthYear, user.birthMonth ?? 1) < ADULT_AGE;
  if (!reported && !needsBirthDate && !minor) return { ...ADULT, preferredClass };
  const links = user.parentLinksAsChild;
  const withdrawn = links.find((l) => l.withdrawnAt !== null);
  const active = links.filter((l) => l.withdrawnAt === null);
  // The school's consent counts only from the class's own teacher, at a school the operator verified.
  const school = user.classMemberships.some(
    ({ classroom }) =>
      classroom.consentConfirmedAt !== null &&
      classroom.consentConfirmedById === classroom.teacherId &&
      classroom.teacher.emailVerified &&
      isVerifiedSchoolAddress(classroom.teacher.email, ctx.env.SCHOOL_EMAIL_DOMAINS),
  );
  // A parent's withdrawal wins over the school's consent: it is the parent's decision to make. A
  // missing birth date is asked for first, whatever else holds.
  const basis: ConsentBasis = needsBirthDate
    ? "none"
    : withdrawn
      ? "withdrawn"
      : active.length > 0
        ? "parent"
        : school
          ? "school"
          : "none";
  const limited = active.filter((l) => l.dailyLimitMinutes !== null);
  const strictest = limited.reduce<(typeof limited)[number] | null>(
    (min, l) => (min && (min.dailyLimitMinutes ?? 0) <= (l.dailyLimitMinutes ?? 0) ? min : l),
    null,
  );
  const limitTimeZone = strictest?.timeZone ?? active[0]?.timeZone ?? DEFAULT_TIME_ZONE;
  // Today's study is what the server accepted since midnight in the limit's zone, whatever date a
  // device put on its reports (a report for "tomorrow" or "yesterday" still counts today).
  const [today, focus] = await Promise.all([
    ctx.db.studyReport.aggregate({
      where: { userId, createdAt: { gte: new Date(startOfLocalDay(Date.now(), limitTimeZone)) } },
      _sum: { accepted: true },
    }),
    // Completed focus sessions count in full (issue 25: "7 min" after a finished 25-minute session,
    // when the tab was in the background). The larger of the two, as the active time overlaps them.
    ctx.db.studyDay.findUnique({
      where: { userId_localDate: { userId, localDate: localDateOf(Date.now(), limitTimeZone) } },
      select: { focusMinutes: true },
    }),
  ]);
  return {
    isChild: true,
    basis,
    needsBirthDate,
    reported,
    disabledTools: [...new Set(active.flatMap((l) => l.disabledTools))].filter(isGuardedTool),
    dailyLimitMinutes: strictest?.dailyLimitMinutes ?? null,
    limitTimeZone,
    studiedTodaySeconds: Math.max(today._sum.accepted ?? 0, (focus?.focusMinutes ?? 0) * 60),
    deleteAfter: withdrawn?.deleteAfter ?? null,
    preferredClass,
  };
}

/** The messages a child reads when a tool is closed (kind, and saying what to do). */
export const CONSENT_MESSAGES = {
  required:
    "This tool shares what you write with an AI or with other people, so a parent (or your school) needs to say yes first. Until then you can use maths, flashcards, the focus timer, quick tests and reading.",
  withdrawn:
    "Your parent has paused this tool for now. You can still use maths, flashcards, the focus timer, quick tests and reading.",
  disabled: "Your parent has switched this tool off. Ask them if you would like to use it.",
  dailyLimit: "You have reached today's study time your parent set. Well done, and see you tomorrow!",
  birthDate:
    "Please tell us your date of birth first (it is asked once). Until then you can use maths, flashcards, the focus timer, quick tests and reading.",
  reported:
    "A parent told us this account belongs to their child, so the tools that share what you write are closed until a parent says yes. You can still use maths, flashcards, the focus timer, quick tests and reading.",
} as const;

/** Why a tool is closed for a user, or null when it is open. */
export function closedReason(
  access: ToolAccess,
  tool: GuardedTool,
): { code: ErrorCode; message: string } | null {
  if (!access.isChild) return null;
  if (access.needsBirthDate) return { code: "BIRTH_DATE_REQUIRED", message: CONSENT_MESSAGES.birthDate };
  if (access.basis === "none")
    return {
      code: "CONSENT_REQUIRED",
      message: access.reported ? CONSENT_MESSAGES.reported : CONSENT_MESSAGES.required,
    };
  if (access.basis === "withdrawn") return { code: "CONSENT_REQUIRED", message: CONSENT_MESSAGES.withdrawn };
  if (access.disabledTools.includes(tool))
    return { code: "TOOL_DISABLED", message: CONSENT_MESSAGES.disabled };
  if (access.dailyLimitMinutes !== null && access.studiedTodaySeconds >= access.dailyLimitMinutes * 60)
    return { code: "DAILY_LIMIT_REACHED", message: CONSENT_MESSAGES.dailyLimit };
  return null;
}

/**
 * Throws an AppError (code `CONSENT_REQUIRED`, `TOOL_DISABLED` or `DAILY_LIMIT_REACHED`) when the
 * signed-in user may not use `tool`; returns when they may. Adults, teachers and consented children pass.
 */
export async function assertToolAllowed(
  ctx: Pick<Context, "db" | "env">,
  userId: string,
  tool: GuardedTool,
): Promise<ToolAccess> {
  const access = await toolAccessOf(ctx, userId);
  const reason = closedReason(access, tool);
  if (reason) throw new AppError(reason.code, reason.message);
  return access;
}
