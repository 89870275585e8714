import { difficultyPrior } from "@vidya/core/assessment/calibration";
import { checkItem } from "@vidya/core/assessment/checks";
import { ASSESSMENT_MESSAGES, type DraftQuestion } from "@vidya/core/assessment/question";
import { TOPICS } from "@vidya/core/events";
import { PDF_MESSAGES } from "@vidya/core/jobs/generate-flashcards";
import type { PageNote, QuestionGenerationEvent } from "@vidya/core/jobs/generate-questions";
import { GENERATE_QUESTIONS_SPEC } from "@vidya/core/jobs/specs";
import { boundedMath } from "@vidya/db/bounded-math";
import type { Prisma } from "@vidya/db/prisma";
import { UnrecoverableError } from "bullmq";
import { usesOpenAi } from "../ai/providers/choose-provider";
import { sharedOpenAiChat } from "../ai/providers/openai-chat";
import { modelQuestions } from "../ai/questions/model-questions";
import { recordUsage } from "../ai/usage";
import { inThread } from "../cpu/cpu-pool";
import { defineJob, type JobContext } from "../job";
import { PdfTextError } from "../pdf/pdf-text";

/** Most items one run makes. */
const MAX_ITEMS = 40;
/** A page with fewer letters than this has no usable text (a scan). */
const MIN_PAGE_LETTERS = 20;
const GENERIC_FAILURE = "Something went wrong while making questions. Please try again.";

/**
 * The engine's own answer to each computed item's question, worked out on the worker's engine thread
 * with its time limit (the text comes from a model or a PDF: one that would keep the engine busy for
 * minutes gets no answer, so its item is rejected, and the worker's event loop stays free).
 */
async function engineAnswers(
  drafts: readonly DraftQuestion[],
  deadline: number,
): Promise<(question: string) => string | null> {
  const answers = new Map<string, string | null>();
  for (const draft of drafts) {
    if (Date.now() > deadline) throw new PdfTextError(PDF_MESSAGES.tooSlow);
    const question = draft.mathCheck?.question;
    if (question === undefined || answers.has(question)) continue;
    const r = await boundedMath().solveMath(question);
    answers.set(question, r.kind === "solved" ? r.solution.finalAnswer : null);
  }
  return (question) => answers.get(question) ?? null;
}

/**
 * The question generator: reads the PDF page by page (pdf.js, in the worker), notes each page without
 * usable text, has the model write items (structured output checked by zod) or the offline
 * generator make cloze items, adds math template items for a mathematics chapter, then runs the
 * automatic checks on every item: those that fail are kept as REJECTED with the reason. A heavy job
 * (issue 24): on HEAVY_QUEUE, the PDF and the offline generator on a thread, the whole run within
 * HEAVY_JOB_BUDGET_MS (then it stops and fails with "too slow").
 */
export const generateQuestionsJob = defineJob({
  spec: GENERATE_QUESTIONS_SPEC,
  async process({ generationId }, ctx) {
    const deadline = Date.now() + ctx.env.HEAVY_JOB_BUDGET_MS;
    const row = await ctx.db.questionGeneration.findUnique({ where: { id: generationId } });
    if (!row) throw new UnrecoverableError(`generation ${generationId} does not exist`);
    const save = async (data: Prisma.QuestionGenerationUpdateInput) => {
      const updated = await ctx.db.questionGeneration.update({ where: { id: generationId }, data });
      await announce(ctx, generationId, updated.status, updated.progress);
    };
    if (row.status === "DONE" || row.status === "FAILED") {
      await announce(ctx, generationId, row.status, row.progress);
      return { skipped: true };
    }
    await save({ status: "RUNNING", stage: "Starting", progress: 1 });
    try {
      let pages: string[] = [];
      const notes: PageNote[] = [];
      if (row.uploadId) {
        let pageSaves = Promise.resolve();
        pages = await readPages(ctx, row.uploadId, deadline, (page, count) => {
          pageSaves = pageSaves.then(() =>
            save({ stage: `Reading page ${page} of ${count}`, progress: Math.round((50 * page) / count) }),
          );
        });
        await pageSaves;
        for (const [i, text] of pages.entries()) {
          if ((text.match(/\p{L}/gu)?.length ?? 0) < MIN_PAGE_LETTERS) {
            notes.push({
              page: i + 1,
              note: `Page ${i + 1} has no text layer (a scanned image?); no questions were made from it.`,
            });
            pages[i] = "";
          }
        }
        await ctx.db.upload.deleteMany({ where: { id: row.uploadId } });
        if (pages.every((p) => p === "")) {
          throw new PdfTextError(
            `No text found in this PDF: ${pages.length === 1 ? "page 1 looks" : `pages 1–${pages.length} look`} scanned (images without text).`,
          );
        }
      }
      await save({
        stage: "Writing questions",
        progress: 55,
        pageNotes: notes as unknown as Prisma.InputJsonValue,
      });
      let drafts: DraftQuestion[] = [];
      let madeBy = "local";
      if (pages.length > 0 && usesOpenAi(ctx.env)) {
        try {
          drafts = await modelQuestions(sharedOpenAiChat(ctx.env), pages, {
            max: MAX_ITEMS,
            deadline,
            onUsage: (usage) => {
              recordUsage(ctx.db, row.userId, usage).catch((err: unknown) =>
                ctx.log.warn({ err }, "usage not recorded"),
              );
            },
          });
          madeBy = "model";
        } catch (error) {
          ctx.log.warn({ err: error }, "the model gave no usable questions; using the offline generator");
          madeBy = "local-fallback";
        }
      }
      if (pages.length > 0 && madeBy !== "model")
        drafts = await inThread(
          { kind: "cloze-items", pages, max: MAX_ITEMS, seed: generationId },
          { deadline },
        );
      // The engine's items for this very chapter (issue 25: "Solve 5x+16=−9" was offered for "A Square
      // and A Cube"); a chapter the engine makes nothing for gets none.
      if (row.subject === "mathematics")
        drafts.push(...((await boundedMath().ncertMathItems(row.chapterId, 10, generationId)) ?? []));
      await save({ stage: "Checking every question", progress: 80 });
      const bank = (
        await ctx.db.question.findMany({
          where: { chapterId: row.chapterId, status: { not: "REJECTED" } },
          select: { stem: true },
        })
      ).map((q) => q.stem);
      const engineAnswer = await engineAnswers(drafts, deadline);
      const data: Prisma.QuestionCreateManyInput[] = [];
      for (const draft of drafts) {
        const pageText = draft.page ? (pages[draft.page - 1] ?? null) : draft.quote ? pages.join("\n") : null;
        const problem = checkItem(draft, pageText, bank, engineAnswer);
        if (!problem) bank.push(draft.stem);
        data.push({
          ownerId: row.userId,
          subject: row.subject,
          grade: row.grade,
          chapterId: row.chapterId,
          kind: draft.kind,
          stem: draft.stem,
          options: draft.options as unknown as Prisma.InputJsonValue,
          key: draft.key,
          explanation: draft.explanation,
          source: draft.source,
          sourcePage: draft.page,
          quote: draft.quote,
          generationId,
          difficulty: difficultyPrior(row.grade, draft.kind),
          status: problem ? "REJECTED" : "CHECKED",
          rejectReason: problem,
        });
      }
      const passed = data.filter((d) => d.status === "CHECKED").length;
      if (passed === 0 && data.length === 0)
        throw new PdfTextError(
          row.uploadId ? ASSESSMENT_MESSAGES.noItems : ASSESSMENT_MESSAGES.noEngineItems,
        );
      await ctx.db.question.createMany({ data });
      await save({
        status: "DONE",
        progress: 100,
        madeBy,
        stage: `Made ${data.length} questions; ${passed} passed the automatic checks${
          madeBy === "local-fallback" ? ` (${ASSESSMENT_MESSAGES.modelFallback})` : ""
        }.`,
        completedAt: new Date(),
      });
      return { items: data.length, passed };
    } catch (error) {
      if (!(error instanceof PdfTextError)) throw error;
      await save({ status: "FAILED", error: error.message, stage: null, completedAt: new Date() });
      if (row.uploadId) await ctx.db.upload.deleteMany({ where: { id: row.uploadId } });
      throw new UnrecoverableError(error.message);
    }
  },
  async onFinalFailure({ generationId }, ctx) {
    const row = await ctx.db.questionGeneration.findUnique({ where: { id: generationId } });
    if (!row || row.status === "DONE" || row.status === "FAILED") return;
    const updated = await ctx.db.questionGeneration.update({
      where: { id: generationId },
      data: { status: "FAILED", error: GENERIC_FAILURE, stage: null, completedAt: new Date() },
    });
    await announce(ctx, generationId, updated.status, updated.progress);
  },
});

async function announce(
  ctx: JobContext,
  id: string,
  status: QuestionGenerationEvent["status"],
  progress: number,
): Promise<void> {
  await ctx.publish(TOPICS.questionGeneration, id, { id, status, progress });
}

/** The upload's pages, read on a thread by `deadline`. */
async function readPages(
  ctx: JobContext,
  uploadId: string,
  deadline: number,
  onPage: (page: number, pages: number) => void,
): Promise<string[]> {
  const upload = await ctx.db.upload.findUnique({ where: { id: uploadId } });
  if (!upload?.complete) throw new PdfTextError("The uploaded PDF is gone. Please upload it again.");
  const chunks = await ctx.db.uploadChunk.findMany({ where: { uploadId }, orderBy: { seq: "asc" } });
  const data = new Uint8Array(upload.size);
  let offset = 0;
  for (const chunk of chunks) {
    data.set(chunk.bytes, offset);
    offset += chunk.bytes.length;
  }
  return inThread(
    { kind: "pdf-pages", data },
    { deadline, onProgress: (p) => "page" in p && onPage(p.page, p.pages) },
  );
}
