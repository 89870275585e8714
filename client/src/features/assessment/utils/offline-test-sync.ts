import type { ApolloClient } from "@apollo/client";
import { failureOf } from "../../../shared/lib/result";
import { pendingTestSubmissions, removeTestSubmission } from "../../flashcards/utils/offline-store";
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
  /** No network, or the user changed while sending: the rest stays queued. */
  stopped: boolean;
}

let last: Promise<unknown> = Promise.resolve();

/**
 * Submits the user's quick tests finished offline (issue 27), one mutation each; the server grades
 * each once (a second submit returns the first result), so a reply lost on the way is harmless.
 * `currentUserId` is asked before every test: a queue is only ever sent as the account that made it.
 * Runs one after another, like syncReviews.
 */
export function syncQuickTests(
  client: Pick<ApolloClient, "mutate">,
  userId: string,
  currentUserId: () => string | null,
): Promise<TestSyncOutcome> {
  const next = last.then(() => run(client, userId, currentUserId));
  last = next.catch(() => {});
  return next;
}

async function run(
  client: Pick<ApolloClient, "mutate">,
  userId: string,
  currentUserId: () => string | null,
): Promise<TestSyncOutcome> {
  const outcome: TestSyncOutcome = { submitted: [], refused: [], stopped: false };
  for (const s of await pendingTestSubmissions(userId)) {
    if (currentUserId() !== userId) return { ...outcome, stopped: true };
    let result: Awaited<ReturnType<typeof send>>;
    try {
      result = await send(client, s);
    } catch {
      return { ...outcome, stopped: true };
    }
    if (!result) return { ...outcome, stopped: true };
    if (result.__typename === "MutationSubmitOfflineQuickTestSuccess") {
      const { score, total, late } = result.data;
      outcome.submitted.push({ testId: s.testId, score, total, late });
    } else {
      outcome.refused.push(failureOf(result) ?? "");
    }
    await removeTestSubmission(s.testId);
  }
  return outcome;
}

async function send(
  client: Pick<ApolloClient, "mutate">,
  s: Awaited<ReturnType<typeof pendingTestSubmissions>>[number],
) {
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
