import { type AiTaskEvent, TOPICS } from "@vidya/core/events";
import type { Context } from "../../context";
import type { AiTask } from "../../generated/prisma/client";
import { getOwnAiTask } from "./tutor.service";

const TERMINAL = new Set(["DONE", "FAILED"]);
/** With no event for this long the row is read again, so even a publish Redis dropped cannot hang an answer. */
export const WATCH_RECHECK_MS = 3000;

type Next = IteratorResult<AiTaskEvent> | "timeout";

/**
 * The `aiTask` subscription: the task as stored in Postgres first (its status and the explanation
 * saved so far), so a late or reconnecting subscriber loses nothing; then every status change and
 * the explanation as the model writes it; it ends after the final result. Partial texts carry a
 * sequence number and older ones are dropped. Only the owner may subscribe.
 */
export async function* watchAiTask(ctx: Context, userId: string, id: string): AsyncGenerator<AiTask> {
  const subscription = ctx.pubsub.subscribe(TOPICS.aiTask, id);
  const events = subscription[Symbol.asyncIterator]();
  try {
    // Listening before reading: no change made between the read and the first event is lost.
    await subscription.ready;
    let pending = events.next();
    let current = await getOwnAiTask(ctx, userId, id);
    yield current;
    while (!TERMINAL.has(current.status)) {
      const next = await waitNext(pending, WATCH_RECHECK_MS);
      if (next !== "timeout") {
        if (next.done) return;
        pending = events.next();
      }
      const event = next === "timeout" ? null : next.value;
      if (event?.type === "partial") {
        if (event.seq <= current.partialSeq) continue;
        current = { ...current, partial: event.text, partialSeq: event.seq };
        yield current;
        continue;
      }
      const row = await getOwnAiTask(ctx, userId, id);
      if (row.status === current.status && row.partialSeq <= current.partialSeq) continue;
      // A stored partial older than the one already shown is not shown again.
      current =
        row.partialSeq >= current.partialSeq
          ? row
          : { ...row, partial: current.partial, partialSeq: current.partialSeq };
      yield current;
    }
  } finally {
    subscription.close();
  }
}

function waitNext(pending: Promise<IteratorResult<AiTaskEvent>>, ms: number): Promise<Next> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), ms);
  });
  return Promise.race([pending, timeout]).finally(() => clearTimeout(timer));
}
