import { useQuery } from "@apollo/client/react";
import { browserLocalDate } from "@vidya/core/study-time/local-date";
import { useEffect, useMemo } from "react";
import { StudyTimeDocument } from "../../study-time/graphql/study-time";

/** Today's completed focus sessions and minutes, refreshed whenever the server's `sessionCount` changes. */
export function useTodayFocus(sessionCount: number | undefined) {
  const today = useMemo(() => browserLocalDate(Date.now()), []);
  const { data, refetch, loading } = useQuery(StudyTimeDocument, {
    variables: { from: today, to: today },
    fetchPolicy: "cache-and-network",
  });
  useEffect(() => {
    if (sessionCount !== undefined) void refetch().catch(() => {});
  }, [sessionCount, refetch]);
  const result = data?.studyTime;
  const day = result?.__typename === "QueryStudyTimeSuccess" ? result.data.days[0] : undefined;
  return {
    loading: loading && !day,
    focusSessions: day?.focusSessions ?? 0,
    focusMinutes: day?.focusMinutes ?? 0,
    activeSeconds: day?.activeSeconds ?? 0,
  };
}
