import { useQuery } from "@apollo/client/react";
import { PlanChaptersDocument } from "../graphql/planner";

/** The chapters of a subject an exam can cover. */
export function usePlanChapters(subject: string) {
  return useQuery(PlanChaptersDocument, { variables: { subject } });
}
