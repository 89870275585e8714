import { PARENT_CONSENT_TTL_MS } from "@vidya/core/consent/consent";
import { TOPICS } from "@vidya/core/events";
import { SEND_EMAIL_JOB } from "@vidya/core/jobs/send-email";
import type { Context } from "../../context";
import { AppError } from "../../errors";
import { consumeLimit } from "../../rate-limit";
import { hashPassword } from "../auth/passwords";
import { issueSession, type Session } from "../auth/session.service";
import { hashToken } from "../auth/tokens";
import { requireOwnClassroom } from "../classrooms/classrooms.service";
import { toolAccessOf } from "./tool-access";

/** Tells every open page of `userId` that what they may use changed. */
export function announceToolAccess(ctx: Pick<Context, "pubsub">, userId: string): void {
  ctx.pubsub.publish(TOPICS.toolAccess, userId, { userId });
}

/**
 * A child who signed up alone asks a parent: the parent's address gets a mail with what Vidya
 * collects, why and for how long, and a link to consent or refuse. Asking again ("remind my parent")
 * sends a fresh link and voids the earlier one; a few a day at most.
 */
export async function requestParentConsent(
  ctx: Context,
  childId: string,
  parentEmail: string,
): Promise<boolean> {
  const child = await ctx.db.user.findUniqueOrThrow({ where: { id: childId }, select: { email: true } });
  if (child.email === parentEmail)
    throw new AppError("SAME_EMAIL", "Please enter your parent's e-mail address, not your own.");
  const access = await toolAccessOf(ctx, childId);
  if (!access.isChild) throw new AppError("NOT_NEEDED", "Your account does not need a parent's consent.");
  if (access.basis === "parent") throw new AppError("ALREADY_CONSENTED", "Your parent has already said yes.");
  await consumeLimit(ctx, "parentConsentMail", childId);
  const row = await ctx.db.$transaction(async (tx) => {
    await tx.emailToken.updateMany({
      where: { userId: childId, kind: "PARENT_CONSENT", usedAt: null },
      data: { usedAt: new Date() },
    });
    const token = await tx.emailToken.create({
      data: {
        userId: childId,
        kind: "PARENT_CONSENT",
        toEmail: parentEmail,
        expiresAt: new Date(Date.now() + PARENT_CONSENT_TTL_MS),
      },
    });
    await tx.parentConsentRequest.create({ data: { childId, parentEmail, emailTokenId: token.id } });
    return token;
  });
  await ctx.queues.email.add(
    SEND_EMAIL_JOB,
    { emailTokenId: row.id },
    { jobId: row.id, attempts: 5, backoff: { type: "exponential", delay: 1000 } },
  );
  return true;
}

/** The consent request a link belongs to, checked: unknown, used or expired links are refused. */
async function openRequest(ctx: Context, token: string) {
  const row = await ctx.db.emailToken.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: { select: { id: true, displayName: true, username: true, email: true } } },
  });
  if (row?.kind !== "PARENT_CONSENT" || !row.toEmail)
    throw new AppError("INVALID_LINK", "This consent link is not valid.");
  if (row.usedAt)
    throw new AppError(
      "LINK_USED",
      "This consent link has already been used. Ask your child to send a new one.",
    );
  if (row.expiresAt.getTime() <= Date.now())
    throw new AppError("LINK_EXPIRED", "This consent link has expired. Ask your child to send a new one.");
  const parent = await ctx.db.user.findUnique({ where: { email: row.toEmail }, select: { role: true } });
  return { row, child: row.user, parentEmail: row.toEmail, parent };
}

/** What the consent page shows before the parent decides. */
export interface ConsentRequestInfo {
  childName: string;
  parentEmail: string;
  /** The parent already has a parent account (a second child): no new password is needed. */
  hasParentAccount: boolean;
}

export async function consentRequestInfo(ctx: Context, token: string): Promise<ConsentRequestInfo> {
  const { child, parentEmail, parent } = await openRequest(ctx, token);
  return {
    childName: child.displayName ?? child.username ?? child.email.split("@")[0] ?? "your child",
    parentEmail,
    hasParentAccount: parent?.role === "parent",
  };
}

async function claim(ctx: Context, tokenId: string): Promise<void> {
  const claimed = await ctx.db.emailToken.updateMany({
    where: { id: tokenId, usedAt: null },
    data: { usedAt: new Date() },
  });
  if (claimed.count === 0)
    throw new AppError(
      "LINK_USED",
      "This consent link has already been used. Ask your child to send a new one.",
    );
}

/**
 * The parent consents: opening the mailed link proves control of the address; a new parent sets a
 * password for their parent account (an existing parent account is simply linked). Signs the parent in.
 */
export async function giveParentConsent(
  ctx: Context,
  token: string,
  password: string | null,
): Promise<Session> {
  const { row, child, parentEmail, parent } = await openRequest(ctx, token);
  if (parent && parent.role !== "parent")
    throw new AppError(
      "EMAIL_TAKEN",
      "This address already has a student or teacher account. Please ask your child to use another parent address.",
    );
  if (!parent && !password)
    throw new AppError("PASSWORD_REQUIRED", "Please choose a password for your parent account.");
  const passwordHash = !parent && password ? await hashPassword(password) : null;
  await claim(ctx, row.id);
  const now = new Date();
  const user = await ctx.db.$transaction(async (tx) => {
    const account =
      (await tx.user.findUnique({ where: { email: parentEmail } })) ??
      (await tx.user.create({
        data: {
          email: parentEmail,
          passwordHash,
          role: "parent",
          emailVerified: true,
          emailVerifiedAt: now,
          isFirstTimeUser: false,
        },
      }));
    await tx.parentLink.upsert({
      where: { parentId_childId: { parentId: account.id, childId: child.id } },
      create: { parentId: account.id, childId: child.id, consentedAt: now },
      update: { consentedAt: now, withdrawnAt: null, deleteAfter: null },
    });
    await tx.parentConsentRequest.updateMany({
      where: { emailTokenId: row.id },
      data: { status: "GRANTED", decidedAt: now },
    });
    return account;
  });
  announceToolAccess(ctx, child.id);
  return issueSession(ctx, user);
}

/** The parent refuses: nothing is created, the child stays in limited mode, the decision is kept. */
export async function refuseParentConsent(ctx: Context, token: string): Promise<boolean> {
  const { row } = await openRequest(ctx, token);
  await claim(ctx, row.id);
  await ctx.db.parentConsentRequest.updateMany({
    where: { emailTokenId: row.id },
    data: { status: "REFUSED", decidedAt: new Date() },
  });
  return true;
}

/**
 * The class teacher, for the school, confirms once that the school has the parents' consent for
 * Vidya; the date and the name they give are recorded, and the class's children are unlocked.
 */
export async function confirmClassConsent(
  ctx: Context,
  teacherId: string,
  classroomId: string,
  name: string,
) {
  const classroom = await requireOwnClassroom(ctx, teacherId, classroomId);
  if (classroom.consentConfirmedAt)
    throw new AppError("ALREADY_CONFIRMED", "You have already confirmed consent for this class.");
  const updated = await ctx.db.classroom.update({
    where: { id: classroom.id },
    data: { consentConfirmedAt: new Date(), consentConfirmedById: teacherId, consentConfirmedName: name },
  });
  const members = await ctx.db.classMember.findMany({ where: { classroomId }, select: { userId: true } });
  for (const m of members) announceToolAccess(ctx, m.userId);
  return updated;
}
