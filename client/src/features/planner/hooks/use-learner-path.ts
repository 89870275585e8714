import { useQuery } from "@apollo/client/react";
import { LearnerPathDocument } from "../graphql/planner";

/** A subject's chapters in learning order, with what is ready next. */
export function useLearnerPath(
  subject: string,
  options: { skip?: boolean; fetchPolicy?: "cache-first" | "cache-and-network" } = {},
) {
  return useQuery(LearnerPathDocument, { variables: { subject }, ...options });
}
