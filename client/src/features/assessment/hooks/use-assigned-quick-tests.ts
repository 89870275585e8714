import { useQuery } from "@apollo/client/react";
import { AssignedQuickTestsDocument } from "../graphql/assessment";

/** The quick tests a student's teachers assigned. */
export function useAssignedQuickTests() {
  return useQuery(AssignedQuickTestsDocument, { fetchPolicy: "cache-and-network" });
}
