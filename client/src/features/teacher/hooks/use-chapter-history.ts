import { useQuery } from "@apollo/client/react";
import type { ChapterHistoryQueryVariables } from "../../../gql/graphql";
import { ChapterHistoryDocument } from "../graphql/chapters";

/** The teacher's earlier chapter questions of one kind (and subject). */
export function useChapterHistory(kind: ChapterHistoryQueryVariables["kind"], subject: string | null) {
  return useQuery(ChapterHistoryDocument, { variables: { kind, subject }, fetchPolicy: "cache-and-network" });
}
