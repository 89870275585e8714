import { useMutation, useQuery } from "@apollo/client/react";
import { i18n } from "../../../app/i18n/i18n";
import { toast } from "../../../app/toast";
import { toastFailure } from "../../../shared/lib/result";
import { AddCustomChapterDocument, CurriculumDocument } from "../graphql/chapters";
import { localizeChapterMessage } from "../utils/messages";
import "../../../app/i18n/english/teacher";

/** The chapters of one class and subject (NCERT with edition, then the teacher's own). */
export function useCurriculum(grade: number, subject: string) {
  const { data, loading, refetch } = useQuery(CurriculumDocument, {
    variables: { grade, subject },
    skip: !subject,
  });
  const [addMutation, addState] = useMutation(AddCustomChapterDocument);
  const result = data?.curriculum;
  const curriculum = result?.__typename === "QueryCurriculumSuccess" ? result.data : null;

  async function addChapter(title: string): Promise<string | null> {
    try {
      const res = (await addMutation({ variables: { input: { grade, subject, title } } })).data
        ?.addCustomChapter;
      if (res?.__typename === "MutationAddCustomChapterSuccess") {
        await refetch();
        toast.success(i18n.t("teacher.picker.added", { title: res.data.title }));
        return res.data.id;
      }
      toastFailure(res, localizeChapterMessage);
    } catch {
      toast.error(i18n.t("common.networkError"));
    }
    return null;
  }
  return { curriculum, loading, addChapter, adding: addState.loading };
}
