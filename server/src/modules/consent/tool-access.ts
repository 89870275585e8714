import { ADULT_AGE, ageOn } from "@vidya/core/consent/consent";
import type { Context } from "../../context";
import { AppError } from "../../errors";

/**
 * The tools that send a child's words, voice or presence beyond their own account (DPDP Act s. 9):
 * every server operation of such a tool calls `assertToolAllowed` first, so a child without a
 * parent's (or their school's) consent, or whose parent switched the tool off, is refused by the
 * server itself, not only hidden in the UI. This is the one place the rule lives (issue 18).
 */
export type GuardedTool =
  | "chatbot"
  | "subjectTutor"
  | "socraticTutor"
  | "studyGroups"
  | "voice"
  | "storyImages"
  | "grammarExplain";

export const GUARDED_TOOLS: readonly GuardedTool[] = [
  "chatbot",
  "subjectTutor",
  "socraticTutor",
  "studyGroups",
  "voice",
  "storyImages",
  "grammarExplain",
];

/** True for a GuardedTool name. */
export function isGuardedTool(name: string): name is GuardedTool {
  return (GUARDED_TOOLS as readonly string[]).includes(name);
}

/**
 * Whose consent covers a user: `adult` (18+, a teacher, a parent, or an account made before birth
 * dates were asked, which is treated as before), `parent`, `school` (a class whose teacher confirmed
 * the school's consent), or `none` / `withdrawn` (limited mode).
 */
export type ConsentBasis = "adult" | "parent" | "school" | "none" | "withdrawn";

/** What a user may use, as the server decides it. */
export interface ToolAccess {
  isChild: boolean;
  basis: ConsentBasis;
  /** Tools a consenting parent switched off. */
  disabledTools: GuardedTool[];
  /** The smallest daily limit any linked parent set, in minutes; null for none. */
  dailyLimitMinutes: number | null;
  /** Seconds studied today (the latest day the study-time tracker recorded). */
  studiedTodaySeconds: number;
  /** When a withdrawal's grace period ends (the parent may undo until then). */
  deleteAfter: Date | null;
}

const ADULT: ToolAccess = {
  isChild: false,
  basis: "adult",
  disabledTools: [],
  dailyLimitMinutes: null,
  studiedTodaySeconds: 0,
  deleteAfter: null,
};

/** Works out a user's consent basis, a parent's switches and today's study time. */
export async function toolAccessOf(ctx: Pick<Context, "db">, userId: string): Promise<ToolAccess> {
  const user = await ctx.db.user.findUnique({
    where: { id: userId },
    select: {
      role: true,
      birthYear: true,
      birthMonth: true,
      parentLinksAsChild: {
        select: { withdrawnAt: true, deleteAfter: true, disabledTools: true, dailyLimitMinutes: true },
      },
      classMemberships: { select: { classroom: { select: { consentConfirmedAt: true } } } },
    },
  });
  if (user?.role !== "student" || user.birthYear === null) return ADULT;
  if (ageOn(user.birthYear, user.birthMonth ?? 1) >= ADULT_AGE) return ADULT;
  const links = user.parentLinksAsChild;
  const withdrawn = links.find((l) => l.withdrawnAt !== null);
  const active = links.filter((l) => l.withdrawnAt === null);
  const school = user.classMemberships.some((m) => m.classroom.consentConfirmedAt !== null);
  // A parent's withdrawal wins over the school's consent: it is the parent's decision to make.
  const basis: ConsentBasis = withdrawn
    ? "withdrawn"
    : active.length > 0
      ? "parent"
      : school
        ? "school"
        : "none";
  const limits = active.map((l) => l.dailyLimitMinutes).filter((m): m is number => m !== null);
  const today = limits.length
    ? await ctx.db.studyDay.findFirst({
        where: { userId, updatedAt: { gte: new Date(Date.now() - 24 * 3600 * 1000) } },
        orderBy: { localDate: "desc" },
        select: { activeSeconds: true },
      })
    : null;
  return {
    isChild: true,
    basis,
    disabledTools: [...new Set(active.flatMap((l) => l.disabledTools))].filter(isGuardedTool),
    dailyLimitMinutes: limits.length ? Math.min(...limits) : null,
    studiedTodaySeconds: today?.activeSeconds ?? 0,
    deleteAfter: withdrawn?.deleteAfter ?? null,
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
} as const;

/** Why a tool is closed for a user, or null when it is open. */
export function closedReason(
  access: ToolAccess,
  tool: GuardedTool,
): { code: string; message: string } | null {
  if (!access.isChild) return null;
  if (access.basis === "none") return { code: "CONSENT_REQUIRED", message: CONSENT_MESSAGES.required };
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
export async function assertToolAllowed(ctx: Context, userId: string, tool: GuardedTool): Promise<void> {
  const reason = closedReason(await toolAccessOf(ctx, userId), tool);
  if (reason) throw new AppError(reason.code, reason.message);
}
