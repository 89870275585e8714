import { TOPICS } from "@vidya/core/events";
import type { GenerateFlashcardsPayload } from "@vidya/core/jobs/generate-flashcards";
import { GENERATE_FLASHCARDS_SPEC } from "@vidya/core/jobs/specs";
import type { GenerateFlashcardsInput } from "@vidya/core/schemas/flashcards";
import type { FlashcardGeneration } from "@vidya/db/prisma";
import type { Context } from "../../context";
import { AppError, NotFoundError } from "../../errors";
import { BUSY_MESSAGE, enqueueOrMarkFailed } from "../../queues";
import { consumeCostly } from "../../rate-limit";
import { watchRow } from "../common/watch-row";

const _TERMINAL = new Set(["DONE", "FAILED"]);

/**
 * Starts the generator on pasted text or an uploaded PDF: the row is stored, then the job is
 * enqueued (jobId = row id, so a repeat enqueue is a no-op). The PDF is only read in the worker.
 */
export async function startGeneration(
  ctx: Context,
  userId: string,
  input: GenerateFlashcardsInput,
): Promise<FlashcardGeneration> {
  await consumeCostly(ctx, "flashcardGeneration", userId);
  let fileName: string | null = null;
  if (input.uploadId) {
    const upload = await ctx.db.upload.findFirst({ where: { id: input.uploadId, userId, complete: true } });
    if (!upload) throw new NotFoundError("No such upload. Please upload the PDF again.");
    if (upload.mimeType !== "application/pdf")
      throw new AppError("NOT_A_PDF", "The generator reads PDF files only.");
    fileName = upload.fileName;
  }
  const row = await ctx.db.flashcardGeneration.create({
    data: {
      userId,
      sourceText: input.text ?? null,
      uploadId: input.uploadId ?? null,
      fileName,
      stage: "Waiting to start",
      maxCards: input.maxCards ?? 30,
    },
  });
  const payload: GenerateFlashcardsPayload = { generationId: row.id };
  await enqueueOrMarkFailed(
    ctx,
    ctx.queues.heavy,
    { spec: GENERATE_FLASHCARDS_SPEC, data: payload, rowId: row.id },
    () =>
      ctx.db.flashcardGeneration.update({
        where: { id: row.id },
        data: { status: "FAILED", error: BUSY_MESSAGE },
      }),
  );
  return row;
}

/** One of the user's generator runs, or null. */
export function getGeneration(
  ctx: Pick<Context, "db">,
  userId: string,
  id: string,
): Promise<FlashcardGeneration | null> {
  return ctx.db.flashcardGeneration.findFirst({ where: { id, userId } });
}

/**
 * The subscription: the stored row first (a late subscriber misses nothing), then every change
 * until it is DONE or FAILED. Listening starts before the first read; each event re-reads the row
 * with the owner check, so another user never sees it.
 */
export function watchGeneration(
  ctx: Context,
  userId: string,
  id: string,
): AsyncGenerator<FlashcardGeneration> {
  return watchRow(
    ctx,
    TOPICS.flashcardGeneration,
    id,
    () => getGeneration(ctx, userId, id),
    (row) => `${row.status}:${row.progress}:${row.updatedAt.getTime()}`,
    () => new NotFoundError("No such generation."),
  );
}
