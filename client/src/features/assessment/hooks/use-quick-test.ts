import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { i18n } from "../../../app/i18n/i18n";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { toast } from "../../../app/toast";
import { offline, unwrap } from "../../../shared/lib/result";
import {
  AnswerQuestionDocument,
  QuickTestDocument,
  QuickTestResultDocument,
  SendMissedDocument,
  StartQuickTestDocument,
  SubmitQuickTestDocument,
} from "../graphql/assessment";

/** Starts a quick test: chosen chapters or an assignment. Returns the test id, or null. */
export function useStartQuickTest() {
  const [start, { loading }] = useMutation(StartQuickTestDocument);
  async function run(input: {
    subject?: string;
    grade?: number;
    chapterIds?: string[];
    length?: number;
    assignmentId?: string;
  }): Promise<string | null> {
    try {
      const res = (await start({ variables: { input } })).data?.startQuickTest;
      if (res?.__typename === "ValidationError") {
        toast.error(localizeMessage(res.issues[0]?.message ?? i18n.t("flashcards.checkInput")));
        return null;
      }
      return unwrap(res)?.id ?? null;
    } catch {
      return offline();
    }
  }
  return { start: run, starting: loading };
}

/** A test being taken: its items, answers and the server's clock; answering and submitting. */
export function useQuickTest(id: string) {
  const { data, refetch } = useQuery(QuickTestDocument, { variables: { id }, fetchPolicy: "network-only" });
  const test = data?.quickTest.__typename === "QueryQuickTestSuccess" ? data.quickTest.data : null;
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(Date.now());
  const [answerMutation] = useMutation(AnswerQuestionDocument);
  const [submitMutation, { loading: submitting }] = useMutation(SubmitQuickTestDocument);

  useEffect(() => {
    // The server's remaining time, counted down here; the server closes the test itself at zero.
    if (test) setDeadline(Date.now() + test.secondsLeft * 1000);
  }, [test]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const secondsLeft = deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
  useEffect(() => {
    if (secondsLeft === 0 && test && !test.closed) void refetch();
  }, [secondsLeft, test, refetch]);

  async function answer(questionId: string, value: string): Promise<void> {
    try {
      const res = (await answerMutation({ variables: { input: { testId: id, questionId, answer: value } } }))
        .data?.answerQuestion;
      if (res?.__typename !== "MutationAnswerQuestionSuccess") {
        unwrap(res);
        await refetch();
      }
    } catch {
      offline();
    }
  }

  async function submit(): Promise<boolean> {
    try {
      const res = (await submitMutation({ variables: { testId: id } })).data?.submitQuickTest;
      if (res?.__typename === "MutationSubmitQuickTestSuccess") return true;
      if (res && "code" in res && res.code === "ALREADY_SUBMITTED") return true;
      unwrap(res);
    } catch {
      offline();
    }
    return false;
  }

  return { test, secondsLeft, answer, submit, submitting };
}

/** The result of a submitted test, and sending its missed items to flashcards. */
export function useQuickTestResult(id: string) {
  const { data, loading } = useQuery(QuickTestResultDocument, {
    variables: { id },
    fetchPolicy: "network-only",
  });
  const result =
    data?.quickTestResult.__typename === "QueryQuickTestResultSuccess" ? data.quickTestResult.data : null;
  const [send, { loading: sending }] = useMutation(SendMissedDocument);
  async function sendMissed(): Promise<void> {
    try {
      const count = unwrap((await send({ variables: { testId: id } })).data?.sendMissedToFlashcards);
      if (count === null) return;
      toast.success(
        count === 0 ? i18n.t("assessment.nothingMissed") : i18n.t("assessment.sentMissed", { count }),
      );
    } catch {
      offline();
    }
  }
  return { result, loading, sendMissed, sending };
}
