import type { Topic } from "@vidya/core/events";
import type { Context } from "../../context";

const TERMINAL = new Set(["DONE", "FAILED"]);

/**
 * Follows one row of queued work (a round trip, a generation run) until it finishes: the row as
 * stored first, so a late or reconnecting subscriber misses nothing, then the row again after each
 * event on its channel, yielded only when `changeKey` says it changed; it ends once the status is
 * DONE or FAILED. It listens before it reads, so no change made in between is lost. `load` answers
 * null when the row is gone or not the caller's, and `notFound` is then thrown.
 */
export async function* watchRow<T extends { status: string }>(
  ctx: Pick<Context, "pubsub">,
  topic: Topic,
  id: string,
  load: () => Promise<T | null>,
  changeKey: (row: T) => string,
  notFound: () => Error,
): AsyncGenerator<T> {
  const events = ctx.pubsub.subscribe(topic, id);
  try {
    await events.ready;
    let last = "";
    const emitIfChanged = async function* (): AsyncGenerator<T, boolean> {
      const row = await load();
      if (!row) throw notFound();
      const key = changeKey(row);
      if (key !== last) {
        last = key;
        yield row;
      }
      return TERMINAL.has(row.status);
    };
    if (yield* emitIfChanged()) return;
    for await (const _event of events) {
      if (yield* emitIfChanged()) return;
    }
  } finally {
    events.close();
  }
}
