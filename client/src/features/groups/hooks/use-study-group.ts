import { useQuery } from "@apollo/client/react";
import { StudyGroupDocument } from "../graphql/groups";

/** One study group. */
export function useStudyGroup(id: string) {
  return useQuery(StudyGroupDocument, { variables: { id }, fetchPolicy: "cache-and-network" });
}
