import { NO_AI_MODEL_MESSAGE } from "@vidya/core/tutor/subject-tutor";
import { useEffect, useRef, useState } from "react";
import { i18n } from "../../../app/i18n/i18n";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { toast } from "../../../app/toast";
import type { AiTaskFieldsFragment } from "../../../gql/graphql";
import { useAuth } from "../../auth/hooks/use-auth";
import { type Exchange, loadConversation, saveConversation } from "../utils/conversation";
import { NETWORK_DOWN } from "../utils/network-down";
import type { OfflineMath } from "../utils/offline-math";
import { scopeKey, type TutorScope } from "../utils/scope";
import { useAiTask } from "./use-ai-task";
import { type Question, useAskTutor } from "./use-ask-tutor";
import { useClearConversation } from "./use-clear-conversation";
import { useRecentQuestions } from "./use-recent-questions";

/**
 * What the solution area shows: a finished answer, the text being written, or, on a subject page
 * with no AI model set up, that notice (never an invented answer).
 */
export type Shown =
  | { kind: "answer"; exchange: Exchange }
  | { kind: "writing"; question: string; text: string }
  | { kind: "noModel"; question: string }
  | null;

function toExchange(task: AiTaskFieldsFragment): Exchange | null {
  if (!task.result) return null;
  const { explanation, similarQuestions, finalAnswer, verified, check, engineAnswer, engineReading } =
    task.result;
  return {
    taskId: task.id,
    question: task.question,
    explanation,
    similarQuestions,
    finalAnswer,
    verified,
    check,
    engineAnswer,
    engineReading,
  };
}

/**
 * One topic's tutor (SPEC 4, math question box): idle → solving ('Solving...') → an answer with
 * similar questions. The conversation is kept in the session for this topic and feeds the follow-up
 * context; a different topic starts afresh; Clear Chat empties it after a confirmation.
 */
export function useTutor(scope: TutorScope, offline?: OfflineMath) {
  const key = scopeKey(scope);
  const [exchanges, setExchanges] = useState<Exchange[]>(() => loadConversation(key));
  const [taskId, setTaskId] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown>(() => {
    const last = loadConversation(key).at(-1);
    return last ? { kind: "answer", exchange: last } : null;
  });
  const { ask: send, sending } = useAskTutor(scope);
  const { task } = useAiTask(taskId);
  const { recent, refetch } = useRecentQuestions(scope);
  const { clear: clearOnServer, clearing } = useClearConversation(scope);
  const settled = useRef(new Set<string>());
  const { user } = useAuth();
  const [solvingOffline, setSolvingOffline] = useState(false);

  useEffect(() => saveConversation(key, exchanges), [key, exchanges]);
  // With the engine on the device, its answerer is loaded now, while the page is surely online.
  useEffect(() => {
    if (offline?.onDevice()) void offline.preload().catch(() => undefined);
  }, [offline]);

  useEffect(() => {
    if (!task || settled.current.has(task.id)) return;
    if (task.status === "QUEUED" || task.status === "RUNNING") {
      setShown({ kind: "writing", question: task.question, text: task.partial });
      return;
    }
    settled.current.add(task.id);
    setTaskId(null);
    const exchange = task.status === "DONE" ? toExchange(task) : null;
    if (!exchange && task.failureMessage === NO_AI_MODEL_MESSAGE) {
      setShown({ kind: "noModel", question: task.question });
      return;
    }
    if (!exchange) {
      // SPEC 8: 'Failed to get explanation.' and the answer area is cleared.
      toast.error(task.failureMessage ? localizeMessage(task.failureMessage) : i18n.t("msg.aiCallFailed"));
      setShown(null);
      return;
    }
    if (task.result?.toast) toast.warning(localizeMessage(task.result.toast));
    setExchanges((all) => [...all, exchange]);
    setShown({ kind: "answer", exchange });
    void refetch();
  }, [task, refetch]);

  /**
   * Issue 27: a typed mathematics question asked with no connection (on a math page, or on a subject
   * page that loaded its answerer) is solved by the engine on this device (once downloaded with "Use
   * offline") and queued to be saved to history when online.
   */
  async function askOffline(text: string): Promise<boolean> {
    if (!offline) return false;
    setSolvingOffline(true);
    try {
      const topic = scope.subject === "mathematics" ? scope.topic : null;
      const exchange = await offline.answer(text, topic, user?.id ?? null);
      setExchanges((all) => [...all, exchange]);
      setShown({ kind: "answer", exchange });
      return true;
    } catch (error) {
      // A subject page's answerer says why it cannot answer (offline-subject.ts).
      toast.error((error as { shown?: string } | undefined)?.shown ?? i18n.t("tutor.offline.failed"));
      return false;
    } finally {
      setSolvingOffline(false);
    }
  }

  async function ask(question: Question): Promise<boolean> {
    const text = question.text.trim();
    const onDevice = Boolean(offline?.onDevice()) && text !== "" && !question.imageDataUrl;
    if (onDevice && !navigator.onLine) return askOffline(text);
    const id = await send(question, exchanges, onDevice);
    if (id === NETWORK_DOWN) return askOffline(text);
    if (!id) return false;
    setShown({ kind: "writing", question: question.text.trim(), text: "" });
    setTaskId(id);
    return true;
  }

  /** Nothing to clear gives SPEC's info; otherwise the caller confirms, then `clear` runs. */
  const hasConversation = exchanges.length > 0 || recent.length > 0 || shown !== null;

  async function clear() {
    if (!(await clearOnServer())) return;
    setExchanges([]);
    setShown(null);
    setTaskId(null);
    await refetch();
    toast.success(i18n.t("msg.conversationCleared"));
  }

  return {
    ask,
    clear,
    clearing,
    hasConversation,
    exchanges,
    recent,
    shown,
    showExchange: (exchange: Exchange) => setShown({ kind: "answer", exchange }),
    solving: sending || solvingOffline || taskId !== null,
    toExchange,
  };
}
