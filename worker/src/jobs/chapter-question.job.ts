import { type ChapterQuestionEvent, TOPICS } from "@vidya/core/events";
import { CHAPTER_QUESTION_SPEC } from "@vidya/core/jobs/specs";
import { PRACTICE_COUNT_DEFAULT } from "@vidya/core/schemas/chapter-qa";
import { UnrecoverableError } from "bullmq";
import { recordUsage } from "../ai/usage";
import { chooseProvider, NoProviderError } from "../chapters/providers";
import { defineJob } from "../job";

const FAILED_MESSAGE = "The AI provider did not answer. Please try again in a moment.";

/** While an answer streams, at most one partial message per this many ms. */
const PARTIAL_EVERY_MS = 60;

/**
 * Answers a chapter question or writes a worksheet: the row turns RUNNING, the provider's text
 * streams to the asker as `partial` messages, then the answer is stored and announced (persist,
 * then publish). A row already finished is only re-announced. When BullMQ gives up (attempts
 * used, or stalled), the row gets a readable error instead of staying RUNNING.
 */
export const chapterQuestionJob = defineJob({
  spec: CHAPTER_QUESTION_SPEC,
  async process({ chapterQuestionId: id }, ctx) {
    const announce = (event: Omit<ChapterQuestionEvent, "id">) =>
      ctx.publish(TOPICS.chapterQuestion, id, { id, ...event });
    const row = await ctx.db.chapterQuestion.findUnique({ where: { id } });
    if (!row) throw new UnrecoverableError(`chapter question ${id} does not exist`);
    if (row.status === "DONE" || row.status === "FAILED") {
      await announce({ status: row.status });
      return { skipped: true };
    }
    await ctx.db.chapterQuestion.update({ where: { id }, data: { status: "RUNNING" } });
    await announce({ status: "RUNNING" });
    const request = {
      kind: row.kind,
      grade: row.grade,
      subject: row.subject,
      chapterTitle: row.chapterTitle,
      question: row.question,
      language: row.language,
      count: row.count ?? PRACTICE_COUNT_DEFAULT,
    };
    const provider = chooseProvider(ctx.env, request, (usage) => {
      recordUsage(ctx.db, row.teacherId, usage).catch((err: unknown) =>
        ctx.log.warn({ err }, "usage not recorded"),
      );
    });
    let lastPartial = 0;
    let answer: string;
    try {
      answer = await provider.run(request, (text) => {
        const now = Date.now();
        if (now - lastPartial < PARTIAL_EVERY_MS) return;
        lastPartial = now;
        void announce({ status: "RUNNING", partial: text });
      });
    } catch (error) {
      if (!(error instanceof NoProviderError)) throw error;
      // Nothing can answer this subject here: say so, and store no answer (retrying cannot help).
      const failed = await ctx.db.chapterQuestion.updateMany({
        where: { id, status: { notIn: ["DONE", "FAILED"] } },
        data: { status: "FAILED", provider: "none", error: error.message, completedAt: new Date() },
      });
      if (failed.count > 0) await announce({ status: "FAILED" });
      return { provider: "none" };
    }
    const written = await ctx.db.chapterQuestion.updateMany({
      where: { id, status: { notIn: ["DONE", "FAILED"] } },
      data: { status: "DONE", answer, provider: provider.name, error: null, completedAt: new Date() },
    });
    if (written.count > 0) await announce({ status: "DONE" });
    return { provider: provider.name };
  },
  async onFinalFailure({ chapterQuestionId: id }, ctx, reason) {
    ctx.log.warn({ reason, chapterQuestionId: id }, "chapter answer failed");
    const updated = await ctx.db.chapterQuestion.updateMany({
      where: { id, status: { notIn: ["DONE", "FAILED"] } },
      data: { status: "FAILED", error: FAILED_MESSAGE, completedAt: new Date() },
    });
    if (updated.count > 0) {
      const event: ChapterQuestionEvent = { id, status: "FAILED" };
      await ctx.publish(TOPICS.chapterQuestion, id, event);
    }
  },
});
