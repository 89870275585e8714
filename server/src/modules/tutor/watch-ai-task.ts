import { applyPiece, pieceBetween, type TextPiece } from "@vidya/core/ai-reply/text-piece";
import { type AiTaskEvent, TOPICS } from "@vidya/core/events";
import type { AiTask } from "@vidya/db/prisma";
import type { Context } from "../../context";
import { getOwnAiTask } from "./tutor.service";

const TERMINAL = new Set(["DONE", "FAILED"]);
/** With no event for this long the row is read again, so even a publish Redis dropped cannot hang an answer. */
export const WATCH_RECHECK_MS = 3000;

/** One event of the subscription: the task, and what its text gained since this subscriber's last event. */
export type WatchedAiTask = AiTask & { partialDelta: TextPiece | null };

type Next = IteratorResult<AiTaskEvent> | "timeout";
type PartialEvent = Extract<AiTaskEvent, { type: "partial" }>;

/**
 * The `aiTask` subscription: the task as stored in Postgres first (its status and the explanation
 * saved so far, whole), so a late or reconnecting subscriber loses nothing; then every status change
 * and the explanation as the model writes it, as pieces (`partialDelta`: only the new text, at the
 * offset where it goes); it ends after the final result. Only the owner may subscribe.
 *
 * The worker publishes pieces too. A piece that does not fit the text this subscriber holds (one was
 * missed, or it is older) is never glued on: the text is read again from the row (resynchronised,
 * sent whole) or the piece is dropped; what goes out is always a prefix of the final text or, after
 * a retry, a whole new text at offset 0.
 */
export async function* watchAiTask(ctx: Context, userId: string, id: string): AsyncGenerator<WatchedAiTask> {
  const subscription = ctx.pubsub.subscribe(TOPICS.aiTask, id);
  const events = subscription[Symbol.asyncIterator]();
  try {
    // Listening before reading: no change made between the read and the first event is lost.
    await subscription.ready;
    let pending = events.next();
    let current = await getOwnAiTask(ctx, userId, id);
    /** The text this subscriber holds. */
    let sent = current.partial;
    yield { ...current, partialDelta: { offset: 0, text: current.partial } };
    const emit = (task: AiTask): WatchedAiTask => {
      const partialDelta = pieceBetween(sent, task.partial);
      sent = task.partial;
      return { ...task, partialDelta };
    };
    while (!TERMINAL.has(current.status)) {
      const next = await waitNext(pending, WATCH_RECHECK_MS);
      if (next !== "timeout") {
        if (next.done) return;
        pending = events.next();
      }
      const event = next === "timeout" ? null : next.value;
      if (event?.type === "partial") {
        if (event.seq <= current.partialSeq) continue;
        const text = continued(current, event);
        if (text !== null) {
          current = { ...current, partial: text, partialSeq: event.seq };
          yield emit(current);
          continue;
        }
        // A piece was missed: the saved text, and this piece on it when it fits.
        const row = await getOwnAiTask(ctx, userId, id);
        const resumed = row.partialSeq >= event.seq ? row.partial : continued(row, event);
        const fresh =
          resumed !== null
            ? { ...row, partial: resumed, partialSeq: Math.max(row.partialSeq, event.seq) }
            : row;
        if (fresh.partialSeq <= current.partialSeq && fresh.status === current.status) continue;
        current = fresh.partialSeq >= current.partialSeq ? fresh : keepText(fresh, current);
        yield emit(current);
        continue;
      }
      const row = await getOwnAiTask(ctx, userId, id);
      if (row.status === current.status && row.partialSeq <= current.partialSeq) continue;
      // A stored partial older than the one already shown is not shown again.
      current = row.partialSeq >= current.partialSeq ? row : keepText(row, current);
      yield emit(current);
    }
  } finally {
    subscription.close();
  }
}

/**
 * The text after `event` for one holding `task.partial` (the worker's text at `task.partialSeq`), or
 * null when the piece does not fit: a whole text always fits; a delta fits only a text written since
 * the worker's last restart (a prefix of the event's text) that reaches the piece's offset.
 */
function continued(task: Pick<AiTask, "partial" | "partialSeq">, event: PartialEvent): string | null {
  if (event.offset === 0) return event.text;
  if (task.partialSeq < event.restart || task.partialSeq >= event.seq) return null;
  if (task.partial.length < event.offset) return null;
  return applyPiece(task.partial.slice(0, event.offset), event);
}

function keepText(row: AiTask, shown: AiTask): AiTask {
  return { ...row, partial: shown.partial, partialSeq: shown.partialSeq };
}

function waitNext(pending: Promise<IteratorResult<AiTaskEvent>>, ms: number): Promise<Next> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), ms);
  });
  return Promise.race([pending, timeout]).finally(() => clearTimeout(timer));
}
