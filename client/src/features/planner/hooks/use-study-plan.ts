import { useQuery, useSubscription } from "@apollo/client/react";
import { addDays } from "@vidya/core/planner/plan";
import { localDateOf } from "@vidya/core/study-time/local-date";
import { useMemo } from "react";
import type { StudyPlanFieldsFragment } from "../../../gql/graphql";
import { StudyPlanDocument, WatchStudyPlanDocument } from "../graphql/planner";

/** The device's zone, the plan's default for "today" until the server says which day it is. */
function deviceZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "Asia/Kolkata";
  } catch {
    return "Asia/Kolkata";
  }
}

/**
 * The plan for `days` days from today: read once, then kept live by the subscription, which sends
 * the plan again whenever an action, a finished focus session or the night job re-plans it.
 */
export function useStudyPlan(
  days = 7,
  skip = false,
): { plan: StudyPlanFieldsFragment | null; loading: boolean; error: string | null } {
  const range = useMemo(() => {
    // A day of margin either side: the student's zone may differ from the device's.
    const today = localDateOf(Date.now(), deviceZone());
    return { from: addDays(today, -1), to: addDays(today, days) };
  }, [days]);
  const query = useQuery(StudyPlanDocument, { variables: range, fetchPolicy: "cache-and-network", skip });
  const live = useSubscription(WatchStudyPlanDocument, { variables: range, skip });
  const result = query.data?.studyPlan;
  const fromQuery = result?.__typename === "QueryStudyPlanSuccess" ? result.data : null;
  const error = result && result.__typename !== "QueryStudyPlanSuccess" ? result.message : null;
  return { plan: live.data?.studyPlan ?? fromQuery, loading: query.loading && !fromQuery, error };
}
