import { BirthDateSchema } from "@vidya/core/consent/consent";
import type { Context } from "../../context";
import { AppError, NotFoundError } from "../../errors";
import { requireOperator } from "../../operator";
import { consumeLimit } from "../../rate-limit";
import { isAdultBirth, markMinorBrowser, refuseAdultOnMinorBrowser } from "./age-check";
import { announceToolAccess } from "./consent.service";

/**
 * A student without a date of birth (an account from before birth dates were asked, or a Google
 * sign-up) gives it once, at their next sign-in; until then the account is limited (issue 24). It
 * cannot be changed afterwards, and an adult's date is refused in a browser a child has used.
 */
export async function setBirthDate(ctx: Context, userId: string, birthDate: string): Promise<boolean> {
  const parsed = BirthDateSchema.safeParse(birthDate);
  if (!parsed.success)
    throw new AppError(
      "BAD_BIRTH_DATE",
      parsed.error.issues[0]?.message ?? "Please check your date of birth.",
    );
  const birth = parsed.data;
  if (isAdultBirth(birth)) refuseAdultOnMinorBrowser(ctx);
  const updated = await ctx.db.user.updateMany({
    where: { id: userId, role: "student", birthYear: null },
    data: { birthYear: birth.year, birthMonth: birth.month },
  });
  if (updated.count === 0)
    throw new AppError(
      "BIRTH_DATE_SET",
      "Your date of birth is already recorded. If it is wrong, ask your parent or teacher to contact Vidya.",
    );
  if (!isAdultBirth(birth)) markMinorBrowser(ctx);
  announceToolAccess(ctx, userId);
  return true;
}

/**
 * A parent tells Vidya that another account is their child's (a child who signed up again as an
 * adult or a teacher on another device). The account is treated as a child's from now on: the tools
 * that need consent close until a parent consents from it, whatever age or role it declared. The
 * answer is the same whether or not the address has an account, so it tells nobody who is registered;
 * an operator clears a mistaken report (clearChildReport). A few reports a day per parent.
 */
export async function reportChildAccount(ctx: Context, parentId: string, email: string): Promise<boolean> {
  await consumeLimit(ctx, "childReport", parentId);
  const account = await ctx.db.user.findUnique({
    where: { email },
    select: { id: true, role: true, reportedChildAt: true },
  });
  if (!account || account.role === "parent" || account.reportedChildAt) return true;
  await ctx.db.user.update({
    where: { id: account.id },
    data: { reportedChildAt: new Date(), reportedChildBy: parentId },
  });
  ctx.log.info({ reportedId: account.id, parentId }, "account reported as a child's");
  announceToolAccess(ctx, account.id);
  return true;
}

/** An operator clears a report that was a mistake (the account's holder showed they are an adult). */
export async function clearChildReport(ctx: Context, operatorId: string, email: string): Promise<boolean> {
  await requireOperator(ctx, operatorId, "clear a report");
  const account = await ctx.db.user.findUnique({ where: { email }, select: { id: true } });
  if (!account) throw new NotFoundError("No account has this address.");
  await ctx.db.user.update({
    where: { id: account.id },
    data: { reportedChildAt: null, reportedChildBy: null },
  });
  announceToolAccess(ctx, account.id);
  return true;
}
