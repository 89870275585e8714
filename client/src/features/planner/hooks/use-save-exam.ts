import { useMutation } from "@apollo/client/react";
import { SaveExamDocument } from "../graphql/planner";

/** Adds or changes an exam. */
export function useSaveExam() {
  return useMutation(SaveExamDocument);
}
