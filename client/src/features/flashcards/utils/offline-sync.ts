import type { ApolloClient } from "@apollo/client";
import { SYNC_REVIEWS_MAX } from "@vidya/core/flashcards/limits";
import { failureOf } from "../../../shared/lib/result";
import { SyncReviewsDocument } from "../graphql/review";
import { pendingReviews, removeReviews } from "./offline-store";

export type SyncOutcome =
  | { kind: "sent"; sent: number }
  | { kind: "nothing" }
  /** No network, or the user changed while sending: the rest stays queued for later. */
  | { kind: "stopped"; sent: number }
  | { kind: "failed"; sent: number; message: string };

let last: Promise<unknown> = Promise.resolve();

/**
 * Sends the user's queued offline reviews, oldest first, in batches; each batch the server has
 * answered for is forgotten. `currentUserId` is asked before every batch: if someone else is
 * signed in by then, nothing more is sent (a queue is only ever sent as the account that made it).
 * Runs one after another: a call while one runs waits for it, then sends what is still queued (so
 * each review is sent, and reported, by one run only).
 */
export function syncReviews(
  client: Pick<ApolloClient, "mutate">,
  userId: string,
  currentUserId: () => string | null,
  tzOffset: number,
): Promise<SyncOutcome> {
  const next = last.then(() => run(client, userId, currentUserId, tzOffset));
  last = next.catch(() => {});
  return next;
}

async function run(
  client: Pick<ApolloClient, "mutate">,
  userId: string,
  currentUserId: () => string | null,
  tzOffset: number,
): Promise<SyncOutcome> {
  const queued = await pendingReviews(userId);
  if (queued.length === 0) return { kind: "nothing" };
  let sent = 0;
  for (let i = 0; i < queued.length; i += SYNC_REVIEWS_MAX) {
    if (currentUserId() !== userId) return { kind: "stopped", sent };
    const batch = queued.slice(i, i + SYNC_REVIEWS_MAX);
    let result: Awaited<ReturnType<typeof send>>;
    try {
      result = await send(client, batch, tzOffset);
    } catch {
      return { kind: "stopped", sent };
    }
    if (result?.__typename !== "MutationSyncReviewsSuccess") {
      const message = (result && failureOf(result)) ?? "";
      return { kind: "failed", sent, message };
    }
    await removeReviews(result.data.results.map((r) => r.reviewId));
    sent += result.data.results.filter((r) => r.status === "APPLIED" || r.status === "MERGED").length;
  }
  return { kind: "sent", sent };
}

async function send(
  client: Pick<ApolloClient, "mutate">,
  batch: { reviewId: string; cardId: string; rating: number; reviewedAt: number }[],
  tzOffset: number,
) {
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
