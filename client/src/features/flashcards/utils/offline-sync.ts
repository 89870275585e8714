import type { ApolloClient } from "@apollo/client";
import { SYNC_REVIEWS_MAX } from "@vidya/core/flashcards/limits";
import { drainQueue, oneAtATime } from "../../../shared/lib/drain-queue";
import { SyncReviewsDocument } from "../graphql/review";
import { pendingReviews, type QueuedReview, removeReviews } from "./offline-store";

export type SyncOutcome =
  | { kind: "sent"; sent: number }
  | { kind: "nothing" }
  /** No network, the user changed while sending, or no answer about the reviews (e.g. rate limited): the rest stays queued. */
  | { kind: "stopped"; sent: number }
  | { kind: "failed"; sent: number; message: string };

const serialised = oneAtATime();

/**
 * Sends the user's queued offline reviews, oldest first, in batches (`drainQueue`); each review the
 * server has answered for is forgotten. A refused batch stays queued and ends the run (`failed`).
 * `currentUserId` is asked before every batch: a queue is only ever sent as the account that made it.
 * Runs one after another: a call while one runs waits for it, then sends what is still queued.
 */
export function syncReviews(
  client: Pick<ApolloClient, "mutate">,
  userId: string,
  currentUserId: () => string | null,
  tzOffset: number,
): Promise<SyncOutcome> {
  return serialised(async () => {
    const run = await drainQueue({
      userId,
      currentUserId,
      pending: () => pendingReviews(userId),
      batchSize: SYNC_REVIEWS_MAX,
      send: (batch) => send(client, batch, tzOffset),
      succeeded: (reply) =>
        reply.__typename === "MutationSyncReviewsSuccess"
          ? {
              answered: reply.data.results.map((r) => r.reviewId),
              value: reply.data.results.filter((r) => r.status === "APPLIED" || r.status === "MERGED").length,
            }
          : null,
      keyOf: (r) => r.reviewId,
      remove: removeReviews,
      keepRefused: true,
    });
    if (run.queued === 0) return { kind: "nothing" };
    const sent = run.done.reduce((a, b) => a + b, 0);
    if (run.stopped) return { kind: "stopped", sent };
    const message = run.refused[0];
    if (message !== undefined) return { kind: "failed", sent, message };
    return { kind: "sent", sent };
  });
}

async function send(client: Pick<ApolloClient, "mutate">, batch: QueuedReview[], tzOffset: number) {
  const res = await client.mutate({
    mutation: SyncReviewsDocument,
    variables: {
      reviews: batch.map((r) => ({
        reviewId: r.reviewId,
        cardId: r.cardId,
        rating: r.rating,
        reviewedAt: new Date(r.reviewedAt).toISOString(),
      })),
      tzOffset,
    },
  });
  return res.data?.syncReviews;
}
