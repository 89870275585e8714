import { useMutation } from "@apollo/client/react";
import { DeleteExamDocument } from "../graphql/planner";

/** Deletes an exam. */
export function useDeleteExam() {
  return useMutation(DeleteExamDocument);
}
