import { ADULT_AGE, RETENTION } from "@vidya/core/consent/consent";
import { deleteMatching, type RedisClient } from "@vidya/db/redis";
import type { WorkerDb } from "../connection";
import type { Mail } from "../mail/mailer";

const DAY_MS = 24 * 3600 * 1000;

/** What one run removed, for the log and the bench. */
export interface RetentionReport {
  childAiTasks: number;
  childChats: number;
  childGroupMessages: number;
  childHistory: number;
  withdrawnChildren: number;
  warnedInactive: number;
  deletedInactive: number;
  emailLinks: number;
  refreshTokens: number;
  images: number;
  uploads: number;
  auditEntries: number;
}

export interface RetentionDeps {
  db: WorkerDb;
  redis: RedisClient;
  prefix: string;
  send: (mail: Mail) => Promise<void>;
  publicUrl: string;
}

/** Users under 18 on `now` (birth year and month kept; the 1st of the month is assumed). */
const CHILD_SQL = `u."birthYear" IS NOT NULL AND make_date(u."birthYear", COALESCE(u."birthMonth", 1), 1) > ($1::timestamp - make_interval(years => ${ADULT_AGE}))`;

/**
 * The nightly retention run (README, "Children's data"): children's AI texts and chat messages after
 * 12 months, what consent covered once a withdrawal's 7-day grace is over, inactive accounts (warned
 * after 3 years, deleted 30 days later), used or expired links and tokens, images and uploads nothing
 * refers to, audit entries after a year. Set-based SQL, so 100,000 rows are a few statements.
 */
export async function runRetention(deps: RetentionDeps, now = new Date()): Promise<RetentionReport> {
  const { db } = deps;
  const textsCutoff = new Date(now.getTime() - RETENTION.childTextsDays * DAY_MS);
  const exec = (sql: string, ...values: unknown[]) => db.$executeRawUnsafe(sql, ...values);

  const childAiTasks = await exec(
    `DELETE FROM "AiTask" t USING "User" u WHERE t."userId" = u.id AND ${CHILD_SQL} AND t."createdAt" < $2`,
    now,
    textsCutoff,
  );
  const childChats = await exec(
    `DELETE FROM "Chat" c USING "User" u WHERE c."userId" = u.id AND ${CHILD_SQL}
       AND NOT EXISTS (SELECT 1 FROM "ChatTurn" ct WHERE ct."chatId" = c.id) AND c."updatedAt" < $2`,
    now,
    textsCutoff,
  );
  // Messages keep their place (seq) in the group's history; only the words go.
  const childGroupMessages = await exec(
    `UPDATE "GroupMessage" m SET body = '', "deletedAt" = COALESCE(m."deletedAt", $2)
       FROM "User" u WHERE m."senderId" = u.id AND ${CHILD_SQL} AND m."createdAt" < $3 AND m.body <> ''`,
    now,
    now,
    textsCutoff,
  );
  const childHistory = await exec(
    `DELETE FROM "HistoryRecord" h USING "User" u WHERE h."userId" = u.id AND ${CHILD_SQL} AND h."createdAt" < $2`,
    now,
    textsCutoff,
  );

  const withdrawnChildren = await purgeWithdrawn(deps, now);
  const { warned, deleted } = await inactiveAccounts(deps, now);

  const linksCutoff = new Date(now.getTime() - RETENTION.emailLinkDays * DAY_MS);
  const emailLinks = await exec(
    `DELETE FROM "EmailToken" WHERE ("usedAt" IS NOT NULL AND "usedAt" < $1) OR "expiresAt" < $1`,
    linksCutoff,
  );
  const refreshTokens = await exec(`DELETE FROM "RefreshToken" WHERE "expiresAt" < $1`, now);
  const images = await exec(
    `DELETE FROM "StoredImage" i WHERE i."createdAt" < $1
       AND NOT EXISTS (SELECT 1 FROM "AiTask" t WHERE t."imageId" = i.id)`,
    new Date(now.getTime() - DAY_MS),
  );
  const uploads = await sweepUploads(db, now);
  const auditEntries = await exec(
    `DELETE FROM "ChildAuditEntry" WHERE "createdAt" < $1`,
    new Date(now.getTime() - RETENTION.auditDays * DAY_MS),
  );
  return {
    childAiTasks,
    childChats,
    childGroupMessages,
    childHistory,
    withdrawnChildren,
    warnedInactive: warned,
    deletedInactive: deleted,
    emailLinks,
    refreshTokens,
    images,
    uploads,
    auditEntries,
  };
}

/**
 * Uploads nothing uses, a day after they came (issue 24: a student may upload 60 files an hour, and
 * an upload that no card shows and no run still waits to read must not stay for ever): incomplete
 * ones, and complete ones that are neither a card's picture nor the PDF of a flashcard or question
 * run still queued or running. Runs hourly (upload-sweep.job.ts) and in the nightly retention run.
 */
export async function sweepUploads(db: WorkerDb, now = new Date()): Promise<number> {
  return db.$executeRawUnsafe(
    `DELETE FROM "Upload" u WHERE u."createdAt" < $1
       AND NOT EXISTS (SELECT 1 FROM "Flashcard" f WHERE f."imageId" = u.id)
       AND NOT EXISTS (SELECT 1 FROM "FlashcardGeneration" g
                        WHERE g."uploadId" = u.id AND g.status IN ('QUEUED', 'RUNNING'))
       AND NOT EXISTS (SELECT 1 FROM "QuestionGeneration" q
                        WHERE q."uploadId" = u.id AND q.status IN ('QUEUED', 'RUNNING'))`,
    new Date(now.getTime() - DAY_MS),
  );
}

/**
 * A parent withdrew consent and the 7 days to undo are over: what consent covered goes (chats, AI
 * questions and their history, Socratic sessions, study-group memberships and words), and so does the
 * link; the child stays in limited mode.
 */
async function purgeWithdrawn({ db }: RetentionDeps, now: Date): Promise<number> {
  const links = await db.parentLink.findMany({
    where: { withdrawnAt: { not: null }, deleteAfter: { lte: now } },
    select: { id: true, childId: true },
  });
  for (const link of links) {
    const userId = link.childId;
    await db.$transaction([
      db.aiTask.deleteMany({ where: { userId } }),
      db.chat.deleteMany({ where: { userId } }),
      db.historyRecord.deleteMany({ where: { userId } }),
      db.socraticSession.deleteMany({ where: { ownerId: userId } }),
      db.groupMessage.updateMany({ where: { senderId: userId }, data: { body: "", deletedAt: now } }),
      db.groupMember.deleteMany({ where: { userId } }),
      db.parentLink.delete({ where: { id: link.id } }),
    ]);
  }
  return links.length;
}

/** Warns accounts unused for 3 years by mail; deletes those warned 30 days ago that stayed away. */
async function inactiveAccounts(
  deps: RetentionDeps,
  now: Date,
): Promise<{ warned: number; deleted: number }> {
  const { db } = deps;
  const warnBefore = new Date(now.getTime() - RETENTION.inactiveWarnDays * DAY_MS);
  const deleteBefore = new Date(now.getTime() - RETENTION.inactiveDeleteAfterWarnDays * DAY_MS);
  const gone = await db.user.findMany({
    where: { inactiveWarnedAt: { lte: deleteBefore } },
    select: { id: true },
    take: 1000,
  });
  for (const user of gone) await deleteUserEverywhere(deps, user.id);
  const stale = await db.user.findMany({
    where: {
      inactiveWarnedAt: null,
      OR: [{ lastSeenAt: { lt: warnBefore } }, { lastSeenAt: null, createdAt: { lt: warnBefore } }],
    },
    select: { id: true, email: true },
    take: 1000,
  });
  for (const user of stale) {
    await deps.send(inactiveMail(user.email, `${deps.publicUrl.replace(/\/$/, "")}/auth`));
    await db.user.update({ where: { id: user.id }, data: { inactiveWarnedAt: now } });
  }
  return { warned: stale.length, deleted: gone.length };
}

/** Rows (every table cascades from User), audit entries and the Redis keys naming the account. */
export async function deleteUserEverywhere(
  { db, redis, prefix }: RetentionDeps,
  userId: string,
): Promise<void> {
  await db.$transaction([
    db.childAuditEntry.deleteMany({ where: { OR: [{ childId: userId }, { actorId: userId }] } }),
    db.user.deleteMany({ where: { id: userId } }),
  ]);
  await deleteMatching(redis, `${prefix}:*${userId}*`);
}

function inactiveMail(to: string, link: string): Mail {
  const intro =
    "Nobody has signed in to your Vidya account for 3 years. To keep your data no longer than needed, we will delete the account in 30 days.";
  return {
    to,
    subject: "Your Vidya account will be deleted in 30 days",
    text: `${intro}\n\nTo keep it, simply sign in:\n${link}\n\nIf you no longer need it, do nothing.`,
    html: `<p>${intro}</p><p>To keep it, simply <a href="${link}">sign in</a>.</p><p>If you no longer need it, do nothing.</p>`,
  };
}
