import { useMutation, useQuery } from "@apollo/client/react";
import { toast } from "../../../app/toast";
import { AddCustomChapterDocument, CurriculumDocument } from "../graphql/chapters";

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
        toast.success(`Chapter "${res.data.title}" added.`);
        return res.data.id;
      }
      if (res && "message" in res) toast.error(res.message);
    } catch {
      toast.error("Could not reach the server. Please try again.");
    }
    return null;
  }
  return { curriculum, loading, addChapter, adding: addState.loading };
}
