import { useQuery } from "@apollo/client/react";
import { MyToolAccessDocument } from "../graphql/consent";

/** What the signed-in user may use (see `useToolAccess` for the live copy). */
export function useMyToolAccess(fetchPolicy: "cache-first" | "cache-and-network") {
  return useQuery(MyToolAccessDocument, { fetchPolicy });
}
