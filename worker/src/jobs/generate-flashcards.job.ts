import { type FlashcardGenerationEvent, TOPICS } from "@vidya/core/events";
import { PDF_MESSAGES } from "@vidya/core/jobs/generate-flashcards";
import { GENERATE_FLASHCARDS_SPEC } from "@vidya/core/jobs/specs";
import type { Prisma } from "@vidya/db/prisma";
import { UnrecoverableError } from "bullmq";
import { findCards } from "../ai/flashcards/find-cards";
import { recordUsage } from "../ai/usage";
import { inThread } from "../cpu/cpu-pool";
import { defineJob, type JobContext } from "../job";
import { PdfTextError, pdfTextOf } from "../pdf/pdf-text";

const GENERIC_FAILURE = "Something went wrong while making cards. Please try again.";
/** Progress: reading the PDF is the first 60 %, finding cards the rest. */
const READ_SHARE = 60;

/**
 * The flashcard generator. Reads the pasted text, or extracts the uploaded PDF's text here in the
 * worker (never in a request), then has the configured AI model write cards, or the local extractor
 * (compromise) find them when no provider is configured or the model fails (find-cards.ts). Every step
 * is written to the row first, then announced, so a subscriber always reads the stored truth.
 * Idempotent: a finished row is only re-announced; a retried job reuses text already extracted
 * (the PDF is deleted once its text is stored). Hopeless inputs (no text, encrypted, damaged, more
 * text than HEAVY_LIMITS allow) fail at once with a message for the student. A heavy job (issue 24):
 * it runs on HEAVY_QUEUE, reading the PDF and the offline extractor run on a thread of their own, and
 * the whole run has HEAVY_JOB_BUDGET_MS, past which it is stopped and fails with "too slow".
 */
export const generateFlashcardsJob = defineJob({
  spec: GENERATE_FLASHCARDS_SPEC,
  async process({ generationId }, ctx) {
    const deadline = Date.now() + ctx.env.HEAVY_JOB_BUDGET_MS;
    const row = await ctx.db.flashcardGeneration.findUnique({ where: { id: generationId } });
    if (!row) throw new UnrecoverableError(`generation ${generationId} does not exist`);
    const save = async (data: Prisma.FlashcardGenerationUpdateInput) => {
      const updated = await ctx.db.flashcardGeneration.update({ where: { id: generationId }, data });
      await announce(ctx, { id: generationId, status: updated.status, progress: updated.progress });
    };
    if (row.status === "DONE" || row.status === "FAILED") {
      await announce(ctx, { id: generationId, status: row.status, progress: row.progress });
      return { skipped: true };
    }
    await save({ status: "RUNNING", attempts: { increment: 1 }, stage: "Starting", progress: 1 });
    try {
      let text = row.sourceText;
      if (text === null) {
        if (!row.uploadId) throw new UnrecoverableError("generation has neither text nor upload");
        // Page saves run one after another (the thread reports pages faster than they are saved).
        let pageSaves = Promise.resolve();
        text = await readPdf(ctx, row.uploadId, deadline, (page, pages) => {
          if (page !== pages && page % 2 !== 0) return;
          pageSaves = pageSaves.then(() =>
            save({
              stage: `Reading page ${page} of ${pages}`,
              progress: Math.round((READ_SHARE * page) / pages),
            }),
          );
        });
        await pageSaves;
        await ctx.db.$transaction([
          ctx.db.flashcardGeneration.update({
            where: { id: generationId },
            data: { sourceText: text, uploadId: null },
          }),
          ctx.db.upload.delete({ where: { id: row.uploadId } }),
        ]);
      }
      const base = row.uploadId ? READ_SHARE : 5;
      // Progress only ever grows, and saves run one after another so subscribers see it in order.
      let reported = base;
      let saving = Promise.resolve();
      const onProgress = (done: number, stage?: string) => {
        const progress = Math.max(reported, Math.min(99, Math.round(base + (99 - base) * done)));
        if (stage === undefined && progress - reported < 5) return saving;
        reported = progress;
        saving = saving.then(() => save(stage === undefined ? { progress } : { stage, progress }));
        return saving;
      };
      const { cards, source } = await findCards(ctx.env, ctx.log, text, {
        maxCards: row.maxCards,
        deadline,
        onProgress,
        onUsage: (usage) => {
          recordUsage(ctx.db, row.userId, usage).catch((err: unknown) =>
            ctx.log.warn({ err }, "usage not recorded"),
          );
        },
      });
      await saving;
      if (cards.length === 0) throw new PdfTextError(PDF_MESSAGES.noCards);
      const found = `Found ${cards.length} ${cards.length === 1 ? "card" : "cards"}`;
      await save({
        status: "DONE",
        progress: 100,
        stage:
          source === "local"
            ? found
            : source === "model"
              ? `${found} with the AI model`
              : `${found} with the offline extractor (the AI model could not be used)`,
        result: cards as unknown as Prisma.InputJsonValue,
        completedAt: new Date(),
      });
      return { cards: cards.length };
    } catch (error) {
      // Hopeless inputs fail at once with the student's message; anything else is retried, and
      // onFinalFailure marks the row when BullMQ gives up.
      if (!(error instanceof PdfTextError)) throw error;
      await save({ status: "FAILED", error: error.message, stage: null, completedAt: new Date() });
      if (row.uploadId) await ctx.db.upload.deleteMany({ where: { id: row.uploadId } });
      throw new UnrecoverableError(error.message);
    }
  },
  async onFinalFailure({ generationId }, ctx) {
    const row = await ctx.db.flashcardGeneration.findUnique({ where: { id: generationId } });
    if (!row || row.status === "DONE" || row.status === "FAILED") return;
    const updated = await ctx.db.flashcardGeneration.update({
      where: { id: generationId },
      data: { status: "FAILED", error: GENERIC_FAILURE, stage: null, completedAt: new Date() },
    });
    if (row.uploadId) await ctx.db.upload.deleteMany({ where: { id: row.uploadId } });
    await announce(ctx, { id: generationId, status: updated.status, progress: updated.progress });
  },
});

async function announce(ctx: JobContext, event: FlashcardGenerationEvent): Promise<void> {
  await ctx.publish(TOPICS.flashcardGeneration, event.id, event);
}

/** The upload's bytes from Postgres (chunks in order), then its text, read on a thread by `deadline`. */
async function readPdf(
  ctx: JobContext,
  uploadId: string,
  deadline: number,
  onPage: (page: number, pages: number) => void,
): Promise<string> {
  const upload = await ctx.db.upload.findUnique({ where: { id: uploadId } });
  if (!upload?.complete) throw new UnrecoverableError(`upload ${uploadId} is missing`);
  const chunks = await ctx.db.uploadChunk.findMany({ where: { uploadId }, orderBy: { seq: "asc" } });
  const data = new Uint8Array(upload.size);
  let offset = 0;
  for (const chunk of chunks) {
    data.set(chunk.bytes, offset);
    offset += chunk.bytes.length;
  }
  const pages = await inThread(
    { kind: "pdf-pages", data },
    { deadline, onProgress: (p) => "page" in p && onPage(p.page, p.pages) },
  );
  return pdfTextOf(pages).text;
}
