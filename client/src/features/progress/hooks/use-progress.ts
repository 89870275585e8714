import { useQuery } from "@apollo/client/react";
import { ProgressDocument } from "../../planner/graphql/planner";

/** The student's study minutes by day, streaks and goals. */
export function useProgress() {
  return useQuery(ProgressDocument, { fetchPolicy: "cache-and-network" });
}
