import { useQuery } from "@apollo/client/react";
import { FocusTimerLabelDocument } from "../graphql/planner";

/** What the focus timer is for (the plan item it was started from), asked fresh. */
export function useFocusTimerLabel() {
  return useQuery(FocusTimerLabelDocument, { fetchPolicy: "network-only" });
}
