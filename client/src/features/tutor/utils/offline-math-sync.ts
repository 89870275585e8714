import type { ApolloClient } from "@apollo/client";
import { MATH_TOPICS, type MathTopicName } from "@vidya/core/tutor/math-topics";
import { drainQueue, oneAtATime } from "../../../shared/lib/drain-queue";
import {
  pendingMathQuestions,
  type QueuedMathQuestion,
  removeMathQuestion,
} from "../../flashcards/utils/offline-store";
import { RecordOfflineMathAnswerDocument } from "../graphql/tutor";
import { topicEnum } from "./topics";

export interface MathSyncOutcome {
  saved: number;
  /** Refused by the server (e.g. too long): dropped, with the server's message. */
  refused: string[];
  /**
   * No network, the user changed while sending, or no answer about the question (too many at once,
   * signed out, busy): the rest stays queued for the next sync, never dropped.
   */
  stopped: boolean;
}

const serialised = oneAtATime();

/**
 * Saves the user's mathematics questions answered offline to history (issue 27 item 3), one
 * mutation each (`drainQueue`), under the id the device gave them (a second send saves nothing new).
 * The server solves each again; the device's answer is not sent. `currentUserId` is asked before
 * every question: a queue is only ever sent as the account that made it. One run at a time.
 */
export function syncMathQuestions(
  client: Pick<ApolloClient, "mutate">,
  userId: string,
  currentUserId: () => string | null,
): Promise<MathSyncOutcome> {
  return serialised(async () => {
    const run = await drainQueue({
      userId,
      currentUserId,
      pending: () => pendingMathQuestions(userId),
      send: ([q]) => send(client, q),
      succeeded: (reply, [q]) =>
        reply.__typename === "MutationRecordOfflineMathAnswerSuccess" && q
          ? { answered: [q.clientId], value: 1 }
          : null,
      keyOf: (q) => q.clientId,
      remove: async (clientIds) => {
        for (const clientId of clientIds) await removeMathQuestion(clientId);
      },
    });
    return { saved: run.done.length, refused: run.refused, stopped: run.stopped };
  });
}

async function send(client: Pick<ApolloClient, "mutate">, q: QueuedMathQuestion | undefined) {
  if (!q) return null;
  const topic = (MATH_TOPICS as readonly string[]).includes(q.topic)
    ? (q.topic as MathTopicName)
    : "arithmetic";
  const res = await client.mutate({
    mutation: RecordOfflineMathAnswerDocument,
    variables: { input: { clientId: q.clientId, topic: topicEnum(topic), question: q.question } },
  });
  return res.data?.recordOfflineMathAnswer;
}
