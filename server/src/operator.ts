import type { Context } from "./context";
import { ForbiddenError } from "./errors";

/**
 * Operators are the people who run this Vidya, named by their verified e-mail addresses in
 * OPERATOR_EMAILS (issue 24): the one place an operator is recognised. They edit the app's own quiz
 * items and clear a parent's report of an account. There is no operator role to sign up for.
 */
export async function isOperator(ctx: Pick<Context, "db" | "env">, userId: string): Promise<boolean> {
  if (ctx.env.OPERATOR_EMAILS.length === 0) return false;
  const user = await ctx.db.user.findUnique({
    where: { id: userId },
    select: { email: true, emailVerified: true },
  });
  return user?.emailVerified === true && ctx.env.OPERATOR_EMAILS.includes(user.email.toLowerCase());
}

/** Throws FORBIDDEN unless the user is an operator. */
export async function requireOperator(
  ctx: Pick<Context, "db" | "env">,
  userId: string,
  what: string,
): Promise<void> {
  if (!(await isOperator(ctx, userId)))
    throw new ForbiddenError(`Only an operator of this Vidya can ${what}.`);
}
