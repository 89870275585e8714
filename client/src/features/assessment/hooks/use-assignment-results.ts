import { useQuery } from "@apollo/client/react";
import { AssignmentResultsDocument } from "../graphql/teacher-tools";

/** Each student's result of one assigned quick test, asked fresh. */
export function useAssignmentResults(id: string) {
  return useQuery(AssignmentResultsDocument, { variables: { id }, fetchPolicy: "network-only" });
}
