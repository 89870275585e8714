import type { ApolloClient } from "@apollo/client";
import { MATH_TOPICS, type MathTopicName } from "@vidya/core/tutor/math-topics";
import { failureOf } from "../../../shared/lib/result";
import { pendingMathQuestions, removeMathQuestion } from "../../flashcards/utils/offline-store";
import { RecordOfflineMathAnswerDocument } from "../graphql/tutor";
import { topicEnum } from "./topics";

export interface MathSyncOutcome {
  saved: number;
  /** Refused by the server (e.g. too long): dropped, with the server's message. */
  refused: string[];
  /** No network, or the user changed while sending: the rest stays queued. */
  stopped: boolean;
}

let last: Promise<unknown> = Promise.resolve();

/**
 * Saves the user's mathematics questions answered offline to history (issue 27 item 3), one
 * mutation each, under the id the device gave them (a second send saves nothing new). The server
 * solves each again; the device's answer is not sent. `currentUserId` is asked before every question:
 * a queue is only ever sent as the account that made it. One run at a time.
 */
export function syncMathQuestions(
  client: Pick<ApolloClient, "mutate">,
  userId: string,
  currentUserId: () => string | null,
): Promise<MathSyncOutcome> {
  const next = last.then(() => run(client, userId, currentUserId));
  last = next.catch(() => {});
  return next;
}

async function run(
  client: Pick<ApolloClient, "mutate">,
  userId: string,
  currentUserId: () => string | null,
): Promise<MathSyncOutcome> {
  const outcome: MathSyncOutcome = { saved: 0, refused: [], stopped: false };
  for (const q of await pendingMathQuestions(userId)) {
    if (currentUserId() !== userId) return { ...outcome, stopped: true };
    const topic = (MATH_TOPICS as readonly string[]).includes(q.topic)
      ? (q.topic as MathTopicName)
      : "arithmetic";
    let result: unknown;
    try {
      const res = await client.mutate({
        mutation: RecordOfflineMathAnswerDocument,
        variables: { input: { clientId: q.clientId, topic: topicEnum(topic), question: q.question } },
      });
      result = res.data?.recordOfflineMathAnswer;
    } catch {
      return { ...outcome, stopped: true };
    }
    if (!result) return { ...outcome, stopped: true };
    const typed = result as { __typename: string };
    // Too many at once: the rest stays queued for the next sync, never dropped.
    if (typed.__typename === "RateLimitError") return { ...outcome, stopped: true };
    if (typed.__typename === "MutationRecordOfflineMathAnswerSuccess") outcome.saved += 1;
    else outcome.refused.push(failureOf(result as Parameters<typeof failureOf>[0]) ?? "");
    await removeMathQuestion(q.clientId);
  }
  return outcome;
}
