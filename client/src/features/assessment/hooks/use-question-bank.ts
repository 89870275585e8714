import { useMutation, useQuery, useSubscription } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { i18n } from "../../../app/i18n/i18n";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { toast } from "../../../app/toast";
import { useAccessToken } from "../../../shared/lib/access-token";
import { offline, unwrap } from "../../../shared/lib/result";
import { UploadError, uploadFile } from "../../flashcards/utils/upload";
import {
  BankQuestionsDocument,
  GenerateQuestionsDocument,
  ReviewQuestionDocument,
  WatchQuestionGenerationDocument,
} from "../graphql/teacher-tools";

/** A chapter's bank, the generator (upload, start, follow live), and approve / reject. */
export function useQuestionBank(subject: string, grade: number, chapterId: string | null) {
  const getToken = useAccessToken();
  const { data, refetch } = useQuery(BankQuestionsDocument, {
    variables: { subject, grade, chapterId },
    skip: !chapterId,
    fetchPolicy: "cache-and-network",
  });
  const questions = data?.questions.__typename === "QueryQuestionsSuccess" ? data.questions.data : [];
  const [runId, setRunId] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [startMutation, { loading: starting }] = useMutation(GenerateQuestionsDocument);
  const [reviewMutation] = useMutation(ReviewQuestionDocument);
  const { data: live } = useSubscription(WatchQuestionGenerationDocument, {
    variables: { id: runId ?? "" },
    skip: !runId,
  });
  const run = runId ? (live?.questionGeneration ?? null) : null;
  useEffect(() => {
    if (run?.status === "DONE") void refetch();
  }, [run?.status, refetch]);

  async function generate(file: File | null): Promise<void> {
    if (!chapterId) return;
    let uploadId: string | undefined;
    if (file) {
      setUploading(true);
      try {
        uploadId = (await uploadFile(file, getToken())).id;
      } catch (error) {
        toast.error(error instanceof UploadError ? error.message : i18n.t("flashcards.upload.failed"));
        return;
      } finally {
        setUploading(false);
      }
    }
    try {
      const res = (await startMutation({ variables: { input: { chapterId, uploadId } } })).data
        ?.generateQuestions;
      if (res?.__typename === "ValidationError") {
        toast.error(localizeMessage(res.issues[0]?.message ?? i18n.t("flashcards.checkInput")));
        return;
      }
      const row = unwrap(res);
      if (row) setRunId(row.id);
    } catch {
      offline();
    }
  }

  async function review(questionId: string, decision: "APPROVE" | "REJECT"): Promise<void> {
    try {
      unwrap((await reviewMutation({ variables: { input: { questionId, decision } } })).data?.reviewQuestion);
    } catch {
      offline();
    }
  }

  return { questions, generate, busy: uploading || starting, run, review };
}
