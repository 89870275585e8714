import { useQuery } from "@apollo/client/react";
import { browserLocalDate } from "@vidya/core/study-time/local-date";
import { useEffect, useMemo } from "react";
import { StudyTimeDocument } from "../../study-time/graphql/study-time";

/** Today's completed focus sessions and minutes, refreshed whenever `serverVersion` changes. */
export function useTodayFocus(serverVersion: number | undefined) {
  const today = useMemo(() => browserLocalDate(Date.now()), []);
  const { data, refetch, loading } = useQuery(StudyTimeDocument, {
    variables: { from: today, to: today },
    fetchPolicy: "cache-and-network",
  });
  useEffect(() => {
    if (serverVersion !== undefined && serverVersion >= 0) void refetch().catch(() => {});
  }, [serverVersion, refetch]);
  const result = data?.studyTime;
  const day = result?.__typename === "QueryStudyTimeSuccess" ? result.data.days[0] : undefined;
  return {
    loading: loading && !day,
    focusSessions: day?.focusSessions ?? 0,
    focusMinutes: day?.focusMinutes ?? 0,
    activeSeconds: day?.activeSeconds ?? 0,
  };
}
