import { useQuery } from "@apollo/client/react";
import { ExamsDocument } from "../graphql/planner";

/** The student's exams and study availability. */
export function useExams(fetchPolicy: "cache-first" | "cache-and-network") {
  return useQuery(ExamsDocument, { fetchPolicy });
}
