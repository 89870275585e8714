import { useQuery } from "@apollo/client/react";
import { failureMessage } from "../../../shared/lib/result";
import { StudentActivityDocument } from "../graphql/dashboard";

/** One student's questions and answers in a class, for the teacher's drill-down. */
export function useStudentActivity(classroomId: string, studentId: string | null, questionsOnly: boolean) {
  const { data, loading, fetchMore } = useQuery(StudentActivityDocument, {
    variables: { classroomId, studentId: studentId ?? "", questionsOnly },
    skip: !studentId,
    fetchPolicy: "network-only",
  });
  const result = data?.studentActivity;
  const activity = result?.__typename === "QueryStudentActivitySuccess" ? result.data : null;
  const problem = failureMessage(result);
  async function loadMore() {
    const last = activity?.events.at(-1);
    if (!last) return;
    await fetchMore({
      variables: { before: last.createdAt },
      updateQuery: (prev, { fetchMoreResult }) => {
        const a = prev.studentActivity;
        const b = fetchMoreResult.studentActivity;
        if (a.__typename !== "QueryStudentActivitySuccess" || b.__typename !== "QueryStudentActivitySuccess")
          return prev;
        return {
          studentActivity: { ...b, data: { ...b.data, events: [...a.data.events, ...b.data.events] } },
        };
      },
    });
  }
  return { activity, loading, problem, loadMore };
}
