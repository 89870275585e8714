import type { ApolloClient } from "@apollo/client";
import { drainQueue, oneAtATime } from "../../../shared/lib/drain-queue";
import {
  pendingTestSubmissions,
  type QueuedTestSubmission,
  removeTestSubmission,
} from "../../flashcards/utils/offline-store";
import { SubmitOfflineQuickTestDocument } from "../graphql/assessment";

export interface SubmittedTest {
  testId: string;
  score: number;
  total: number;
  late: boolean;
}

export interface TestSyncOutcome {
  submitted: SubmittedTest[];
  /** Refused by the server (the server copy stays the truth): dropped, with the server's message. */
  refused: string[];
  /**
   * No network, the user changed while sending, or no answer about the test (rate limited, signed
   * out, busy): the rest stays queued for the next sync, never dropped.
   */
  stopped: boolean;
}

const serialised = oneAtATime();

/**
 * Submits the user's quick tests finished offline (issue 27), one mutation each (`drainQueue`); the
 * server grades each once (a second submit returns the first result), so a reply lost on the way is
 * harmless. `currentUserId` is asked before every test: a queue is only ever sent as the account that
 * made it. Runs one after another, like syncReviews.
 */
export function syncQuickTests(
  client: Pick<ApolloClient, "mutate">,
  userId: string,
  currentUserId: () => string | null,
): Promise<TestSyncOutcome> {
  return serialised(async () => {
    const run = await drainQueue({
      userId,
      currentUserId,
      pending: () => pendingTestSubmissions(userId),
      send: ([s]) => send(client, s),
      succeeded: (reply, [s]) =>
        reply.__typename === "MutationSubmitOfflineQuickTestSuccess" && s
          ? {
              answered: [s.testId],
              value: {
                testId: s.testId,
                score: reply.data.score,
                total: reply.data.total,
                late: reply.data.late,
              },
            }
          : null,
      keyOf: (s) => s.testId,
      remove: async (testIds) => {
        for (const testId of testIds) await removeTestSubmission(testId);
      },
    });
    return { submitted: run.done, refused: run.refused, stopped: run.stopped };
  });
}

async function send(client: Pick<ApolloClient, "mutate">, s: QueuedTestSubmission | undefined) {
  if (!s) return null;
  const res = await client.mutate({
    mutation: SubmitOfflineQuickTestDocument,
    variables: {
      input: {
        testId: s.testId,
        startedAt: new Date(s.startedAt).toISOString(),
        finishedAt: new Date(s.finishedAt).toISOString(),
        answers: s.answers.map((a) => ({
          questionId: a.questionId,
          answer: a.answer,
          answeredAt: new Date(a.answeredAt).toISOString(),
        })),
      },
    },
  });
  return res.data?.submitOfflineQuickTest;
}
