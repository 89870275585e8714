import { useMutation, useSubscription } from "@apollo/client/react";
import { useState } from "react";
import { i18n } from "../../../app/i18n/i18n";
import { toast } from "../../../app/toast";
import type { ChapterQuestionFieldsFragment } from "../../../gql/graphql";
import { failureMessage } from "../../../shared/lib/result";
import {
  AskChapterQuestionDocument,
  ChapterHistoryDocument,
  GeneratePracticeDocument,
  WatchChapterQuestionDocument,
} from "../graphql/chapters";
import { localizeChapterMessage } from "../utils/messages";

export interface AskInput {
  classroomId: string | null;
  grade: number;
  subject: string;
  chapterId: string;
  question: string;
  language: string;
}

/** Asks a chapter question (or a worksheet) and follows the answer as it streams in. */
export function useChapterQuestion() {
  const [id, setId] = useState<string | null>(null);
  const [askMutation, askState] = useMutation(AskChapterQuestionDocument, {
    refetchQueries: [ChapterHistoryDocument],
  });
  const [practiceMutation, practiceState] = useMutation(GeneratePracticeDocument, {
    refetchQueries: [ChapterHistoryDocument],
  });
  const { data } = useSubscription(WatchChapterQuestionDocument, { variables: { id: id ?? "" }, skip: !id });
  const [problem, setProblem] = useState<string | null>(null);

  async function ask(input: AskInput) {
    setProblem(null);
    try {
      const res = (await askMutation({ variables: { input } })).data?.askChapterQuestion;
      if (res?.__typename === "MutationAskChapterQuestionSuccess") setId(res.data.id);
      else setProblem(failureMessage(res, localizeChapterMessage));
    } catch {
      toast.error(i18n.t("common.networkError"));
    }
  }

  async function practice(input: {
    grade: number;
    subject: string;
    chapterId: string;
    count: number;
    language: string;
  }) {
    setProblem(null);
    try {
      const res = (await practiceMutation({ variables: { input } })).data?.generatePracticeQuestions;
      if (res?.__typename === "MutationGeneratePracticeQuestionsSuccess") setId(res.data.id);
      else setProblem(failureMessage(res, localizeChapterMessage));
    } catch {
      toast.error(i18n.t("common.networkError"));
    }
  }

  const current: ChapterQuestionFieldsFragment | null = data?.chapterQuestion ?? null;
  return {
    ask,
    practice,
    busy: askState.loading || practiceState.loading,
    current,
    problem,
    clear: () => setId(null),
  };
}
