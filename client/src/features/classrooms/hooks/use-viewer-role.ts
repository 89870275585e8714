import { useQuery } from "@apollo/client/react";
import { ViewerRoleDocument } from "../graphql/classrooms";

/** The signed-in user's role. */
export function useViewerRole() {
  return useQuery(ViewerRoleDocument);
}
