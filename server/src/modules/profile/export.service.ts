import type { Context } from "../../context";

/**
 * Everything Vidya holds about one user, as JSON (the right of access): the profile and
 * preferences, sessions, tutor questions and history, flashcards, focus timer and study time,
 * classes, study groups and the messages they sent, and a teacher's own classes and questions.
 * Secrets are left out (password hash, token hashes), and so are file bytes: uploads and images
 * are listed, not embedded. Other people's data is left out too: a group's messages by others,
 * a class's other members. Consent records, parent links and the audit of reads are included (issue 18).
 */
export async function exportMyData(ctx: Context, userId: string): Promise<string> {
  const user = await ctx.db.user.findUniqueOrThrow({
    where: { id: userId },
    omit: { passwordHash: true },
    include: {
      refreshTokens: {
        select: { createdAt: true, expiresAt: true, rotatedAt: true, revokedAt: true, userAgent: true },
        orderBy: { createdAt: "asc" },
      },
      emailTokens: { select: { kind: true, createdAt: true, expiresAt: true, usedAt: true, sentAt: true } },
      classMemberships: {
        select: {
          joinedAt: true,
          classroom: { select: { id: true, name: true, grade: true, subjects: true } },
        },
      },
      classesTaught: { omit: { teacherId: true } },
      groupMemberships: {
        select: {
          role: true,
          joinedAt: true,
          lastReadSeq: true,
          group: { select: { id: true, name: true, subject: true } },
        },
      },
      groupMessages: { omit: { senderId: true }, orderBy: { createdAt: "asc" } },
      groupReports: {
        select: {
          messageId: true,
          groupId: true,
          reason: true,
          details: true,
          status: true,
          createdAt: true,
        },
      },
      decks: { include: { cards: { include: { reviews: true } } } },
      flashcardGens: { omit: { userId: true } },
      uploads: { select: { id: true, fileName: true, mimeType: true, size: true, createdAt: true } },
      storedImages: { select: { id: true, mime: true, size: true, createdAt: true } },
      aiTasks: { omit: { userId: true }, orderBy: { createdAt: "asc" } },
      historyRecords: { omit: { userId: true }, orderBy: { createdAt: "asc" } },
      focusTimer: { omit: { userId: true } },
      studyDays: { omit: { userId: true }, orderBy: { localDate: "asc" } },
      studyTotal: { omit: { userId: true } },
      studyReports: { omit: { userId: true }, orderBy: { createdAt: "asc" } },
      activityEvents: { omit: { userId: true }, orderBy: { createdAt: "asc" } },
      customChapters: { omit: { teacherId: true } },
      chapterQuestions: { omit: { teacherId: true }, orderBy: { createdAt: "asc" } },
      consentRequests: { omit: { childId: true, emailTokenId: true }, orderBy: { createdAt: "asc" } },
      parentLinksAsChild: { omit: { childId: true }, include: { parent: { select: { email: true } } } },
      parentLinksAsParent: { omit: { parentId: true }, include: { child: { select: { email: true } } } },
    },
  });
  const audit = await ctx.db.childAuditEntry.findMany({
    where: { childId: userId },
    omit: { childId: true },
    orderBy: { createdAt: "asc" },
  });
  const {
    refreshTokens,
    emailTokens,
    classMemberships,
    classesTaught,
    groupMemberships,
    groupMessages,
    groupReports,
    decks,
    flashcardGens,
    uploads,
    storedImages,
    aiTasks,
    historyRecords,
    focusTimer,
    studyDays,
    studyTotal,
    studyReports,
    activityEvents,
    customChapters,
    chapterQuestions,
    consentRequests,
    parentLinksAsChild,
    parentLinksAsParent,
    preferredClass,
    language,
    theme,
    isFirstTimeUser,
    ...profile
  } = user;
  const data = {
    exportedAt: new Date().toISOString(),
    profile,
    preferences: { preferredClass, language, theme, isFirstTimeUser },
    sessions: refreshTokens,
    emailLinks: emailTokens,
    classes: { memberOf: classMemberships, teaching: classesTaught },
    studyGroups: { memberOf: groupMemberships, messagesSent: groupMessages, reportsMade: groupReports },
    flashcards: { decks, generations: flashcardGens },
    files: { uploads, images: storedImages },
    tutor: { questions: aiTasks, history: historyRecords },
    focusTimer,
    studyTime: { total: studyTotal, days: studyDays, reports: studyReports },
    activity: activityEvents,
    teacher: { customChapters, chapterQuestions },
    consent: {
      requestsToParents: consentRequests,
      parents: parentLinksAsChild,
      children: parentLinksAsParent,
      readsOfMyData: audit,
    },
  };
  return JSON.stringify(data, null, 2);
}
