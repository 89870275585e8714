import { useQuery } from "@apollo/client/react";
import { GroupClassChoicesDocument } from "../graphql/groups";

/** The classes a group can belong to. */
export function useGroupClassChoices(options: {
  skip?: boolean;
  fetchPolicy: "cache-first" | "cache-and-network";
}) {
  return useQuery(GroupClassChoicesDocument, options);
}
