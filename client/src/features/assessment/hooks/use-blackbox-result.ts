import { useQuery } from "@apollo/client/react";
import { BlackboxResultDocument } from "../graphql/assessment";

/** A finished black-box test's mastery map, asked fresh. */
export function useBlackboxResult(id: string) {
  return useQuery(BlackboxResultDocument, { variables: { id }, fetchPolicy: "network-only" });
}
