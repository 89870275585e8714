import { useApolloClient, useMutation } from "@apollo/client/react";
import { FOLLOW_UP_ANSWER_CHARS, FOLLOW_UP_PAIRS, QUESTION_MAX_CHARS } from "@vidya/core/constants";
import { useRef, useState } from "react";
import { i18n } from "../../../app/i18n/i18n";
import { toast } from "../../../app/toast";
import { failureMessage } from "../../../shared/lib/result";
import { AskTutorDocument, WatchAiTaskDocument } from "../../tutor/graphql/tutor";
import { followText } from "../../tutor/utils/streamed-text";
import { answerText } from "../utils/answer-text";
import "../../../app/i18n/english/voiceAssistant";

/** One spoken question and its answer, as the conversation shows it. */
export interface SpokenTurn {
  id: string;
  question: string;
  answer: string;
  status: "QUEUED" | "RUNNING" | "DONE" | "FAILED";
  failure: string | null;
}

/** SPEC 9's follow-up context: the last 3 pairs, answers cut to 300 characters (no zod on this page). */
function contextOf(turns: SpokenTurn[]) {
  return turns.slice(-FOLLOW_UP_PAIRS).map((t) => ({
    question: t.question.slice(0, QUESTION_MAX_CHARS),
    answer: t.answer.slice(0, FOLLOW_UP_ANSWER_CHARS),
  }));
}

/** askTutor's subject input: mathematics needs a topic (the general "problem solving" one). */
function subjectInput(subject: string) {
  return subject === "mathematics" ? { topic: "PROBLEM_SOLVING" as const } : { subject };
}

/**
 * A spoken conversation through the tutor pipeline (askTutor, then the aiTask subscription: the
 * answer streams in and math is checked by the engine). Follow-up questions carry the last turns as
 * context. `ask` resolves with the finished turn (or null after a toast), so the voice bot can speak it.
 */
export function useSpokenTutor() {
  const client = useApolloClient();
  const [askTutor] = useMutation(AskTutorDocument);
  const [turns, setTurns] = useState<SpokenTurn[]>([]);
  const history = useRef<SpokenTurn[]>([]);
  const [busy, setBusy] = useState(false);

  const update = (id: string, change: Partial<SpokenTurn>) => {
    history.current = history.current.map((t) => (t.id === id ? { ...t, ...change } : t));
    setTurns(history.current);
  };

  async function ask(question: string, subject: string): Promise<SpokenTurn | null> {
    const text = question.trim();
    if (!text) {
      toast.error(i18n.t("voice.emptyTranscript"));
      return null;
    }
    setBusy(true);
    try {
      const done = history.current.filter((t) => t.status === "DONE");
      const context = contextOf(done);
      const res = (
        await askTutor({
          variables: { input: { ...subjectInput(subject), question: text, context, voice: true } },
        })
      ).data?.askTutor;
      if (res?.__typename !== "MutationAskTutorSuccess") {
        toast.error(failureMessage(res) ?? i18n.t("msg.aiCallFailed"));
        return null;
      }
      const id = res.data.id;
      history.current = [
        ...history.current,
        { id, question: text, answer: "", status: "QUEUED", failure: null },
      ];
      setTurns(history.current);
      return await new Promise<SpokenTurn | null>((resolve) => {
        let written = "";
        const sub = client.subscribe({ query: WatchAiTaskDocument, variables: { id } }).subscribe({
          next: ({ data }) => {
            const event = data?.aiTask;
            if (!event || event.id !== id) return;
            // A gap cannot happen on one connection (a new one starts with the whole text); the final
            // answer is read from the result anyway.
            written = followText(written, event.partialDelta).text;
            const task = { ...event, partial: written };
            update(id, {
              status: task.status,
              answer: answerText(task),
              failure:
                task.status === "FAILED" ? (task.failureMessage ?? i18n.t("voiceAssistant.failed")) : null,
            });
            if (task.status === "DONE" || task.status === "FAILED") {
              sub.unsubscribe();
              resolve(history.current.find((t) => t.id === id) ?? null);
            }
          },
          error: () => {
            update(id, { status: "FAILED", failure: i18n.t("voiceAssistant.failed") });
            resolve(null);
          },
        });
      });
    } catch {
      toast.error(i18n.t("msg.aiCallFailed"));
      return null;
    } finally {
      setBusy(false);
    }
  }

  function clear() {
    history.current = [];
    setTurns([]);
  }

  return { turns, busy, ask, clear };
}
