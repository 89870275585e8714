import { useQuery } from "@apollo/client/react";
import { ViewerIdDocument } from "../graphql/groups";

/** The signed-in user's id (to tell own messages apart), or null while unknown. */
export function useViewerId(): string | null {
  const { data } = useQuery(ViewerIdDocument, { fetchPolicy: "cache-first" });
  return data?.me?.id ?? null;
}
