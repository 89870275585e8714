import { useSubscription } from "@apollo/client/react";
import { QuizActivityDocument } from "../graphql/teacher-tools";

/** Calls `onQuizCompleted` whenever a student of the class finishes a quick test. */
export function useQuizActivity(classroomId: string, onQuizCompleted: () => void) {
  useSubscription(QuizActivityDocument, {
    variables: { classroomId },
    onData: ({ data: event }) => {
      if (event.data?.classActivity.kind === "quiz_completed") onQuizCompleted();
    },
  });
}
