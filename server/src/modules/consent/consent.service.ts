import { isVerifiedSchoolAddress, mailboxKey, PARENT_CONSENT_TTL_MS } from "@vidya/core/consent/consent";
import { TOPICS } from "@vidya/core/events";
import { jobOptions, SEND_EMAIL_SPEC } from "@vidya/core/jobs/specs";
import type { Context } from "../../context";
import { AppError } from "../../errors";
import { consumeLimit } from "../../rate-limit";
import { hashPassword } from "../auth/passwords";
import { issueSession, REFRESH_COOKIE, type Session } from "../auth/session.service";
import { hashToken } from "../auth/tokens";
import { requireOwnClassroom } from "../classrooms/classrooms.service";
import { isMinorBrowser } from "./age-check";
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
  // kid+mum@… and k.i.d@gmail.com reach the child's own mailbox (issue 24).
  if (mailboxKey(child.email) === mailboxKey(parentEmail))
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
    SEND_EMAIL_SPEC.name,
    { emailTokenId: row.id },
    jobOptions(SEND_EMAIL_SPEC, { jobId: row.id }),
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
  await refuseChildsOwn(ctx, child, parentEmail);
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

const OWN_DEVICE =
  "This link was opened in a browser a student uses for Vidya. To consent, please open it on your own phone or computer.";

/**
 * What a web app can tell about "a parent" who is really the child (issue 24): the link opened in a
 * browser where a student is signed in, or where a child has used Vidya at all (the minor cookie);
 * an address that reaches the child's own mailbox (+tags, Gmail's dots); an address whose mailbox
 * already has a student or teacher account. Each is refused with what to do instead.
 */
async function refuseChildsOwn(
  ctx: Context,
  child: { id: string; email: string },
  parentEmail: string,
): Promise<void> {
  if (isMinorBrowser(ctx)) throw new AppError("OWN_DEVICE", OWN_DEVICE);
  const presented = ctx.cookies[REFRESH_COOKIE];
  if (presented) {
    const session = await ctx.db.refreshToken.findUnique({
      where: { tokenHash: hashToken(presented) },
      select: { revokedAt: true, expiresAt: true, user: { select: { role: true } } },
    });
    if (session && !session.revokedAt && session.expiresAt > new Date() && session.user.role === "student")
      throw new AppError("OWN_DEVICE", OWN_DEVICE);
  }
  const key = mailboxKey(parentEmail);
  if (key === mailboxKey(child.email))
    throw new AppError("SAME_EMAIL", "This is your child's own address. Please ask them to use yours.");
  const at = key.lastIndexOf("@");
  const [local, domain] = [key.slice(0, at), key.slice(at + 1)];
  // Every account whose address reaches the same mailbox (the same rule as mailboxKey, in SQL).
  const owners = await ctx.db.$queryRaw<{ role: string | null }[]>`
    SELECT role::text FROM "User"
     WHERE (CASE WHEN lower(split_part(email, '@', 2)) IN ('gmail.com', 'googlemail.com') THEN 'gmail.com'
                 ELSE lower(split_part(email, '@', 2)) END) = ${domain}
       AND (CASE WHEN lower(split_part(email, '@', 2)) IN ('gmail.com', 'googlemail.com')
                 THEN replace(regexp_replace(lower(split_part(email, '@', 1)), '[+].*$', ''), '.', '')
                 ELSE regexp_replace(lower(split_part(email, '@', 1)), '[+].*$', '') END) = ${local}`;
  if (owners.some((o) => o.role !== "parent"))
    throw new AppError(
      "EMAIL_TAKEN",
      "This address already has a student or teacher account. Please ask your child to use another parent address.",
    );
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

/** What a teacher reads when their school is not verified. */
export const SCHOOL_NOT_VERIFIED =
  "Only a teacher signed in with a verified school e-mail address can confirm consent for a school. Your address is not on this Vidya's list of verified schools: ask its operator to add your school, or ask parents to consent from their child's account.";

/**
 * The class teacher, for the school, confirms once that the school has the parents' consent for
 * Vidya; the date and the name they give are recorded, and the class's children are unlocked. Only
 * a teacher whose verified address is at a school the operator verified (SCHOOL_EMAIL_DOMAINS) may:
 * anyone can sign up as a teacher, so a self-made class must not unlock a child (issue 24).
 */
export async function confirmClassConsent(
  ctx: Context,
  teacherId: string,
  classroomId: string,
  name: string,
) {
  const classroom = await requireOwnClassroom(ctx, teacherId, classroomId);
  const teacher = await ctx.db.user.findUniqueOrThrow({
    where: { id: teacherId },
    select: { email: true, emailVerified: true },
  });
  if (!teacher.emailVerified || !isVerifiedSchoolAddress(teacher.email, ctx.env.SCHOOL_EMAIL_DOMAINS))
    throw new AppError("SCHOOL_NOT_VERIFIED", SCHOOL_NOT_VERIFIED);
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
