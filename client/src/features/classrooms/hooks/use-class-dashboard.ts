import { useQuery, useSubscription } from "@apollo/client/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { i18n } from "../../../app/i18n/i18n";
import { failureMessage } from "../../../shared/lib/result";
import { ClassActivityDocument, ClassDashboardDocument } from "../graphql/dashboard";
import { type Dashboard, hasUnknownStudent, type LiveEvent, withLiveEvents } from "../utils/live-dashboard";
import { useNow } from "./use-now";
import "../../../app/i18n/english/dashboard";

/** Re-read the aggregates this often (online/offline, struggling topics, charts). */
const REFRESH_MS = 30_000;
/** After events that change the struggling topics, re-read them this long after the last one. */
const SETTLE_MS = 3000;

export interface DashboardRangeChoice {
  from: string;
  to: string;
}

/**
 * One class's dashboard, live: the query's figures plus every event from the classActivity
 * subscription since the query was answered (so updates show within a second, without reload).
 */
export function useClassDashboard(
  classroomId: string | null,
  range: DashboardRangeChoice | null,
  subject: string | null = null,
) {
  const timeZone = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone || "Asia/Kolkata", []);
  const { data, error, loading, refetch } = useQuery(ClassDashboardDocument, {
    variables: { classroomId: classroomId ?? "", range, timeZone, subject },
    skip: !classroomId,
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: false,
  });
  const result = data?.classDashboard;
  const dashboard: Dashboard | null =
    result?.__typename === "QueryClassDashboardSuccess" ? result.data : null;
  const problem = failureMessage(result) ?? (error ? i18n.t("dashboard.dashboardLoadFailed") : null);

  // `since` is fixed per class: later refetches do not restart the subscription.
  const sinceRef = useRef<{ classroomId: string; since: string } | null>(null);
  if (dashboard && classroomId && sinceRef.current?.classroomId !== classroomId) {
    sinceRef.current = { classroomId, since: dashboard.generatedAt };
  }
  const since = sinceRef.current?.classroomId === classroomId ? sinceRef.current.since : null;

  // Live events belong to one class; switching class starts an empty list.
  const [live, setLive] = useState<{ classroomId: string | null; events: LiveEvent[] }>({
    classroomId,
    events: [],
  });
  const events = live.classroomId === classroomId ? live.events : [];
  const settle = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { error: liveError } = useSubscription(ClassActivityDocument, {
    variables: { classroomId: classroomId ?? "", since },
    skip: !classroomId || !since,
    onData: ({ data: next }) => {
      const e = next.data?.classActivity;
      if (!e) return;
      setLive((prev) => {
        const list = prev.classroomId === classroomId ? prev.events : [];
        return { classroomId, events: list.some((x) => x.id === e.id) ? list : [...list, e].slice(-500) };
      });
      if (["question_answered", "quiz_completed"].includes(e.kind)) {
        if (settle.current) clearTimeout(settle.current);
        settle.current = setTimeout(() => void refetch(), SETTLE_MS);
      }
    },
  });

  useEffect(() => {
    if (!classroomId) return;
    const timer = setInterval(() => void refetch(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [classroomId, refetch]);

  const unknown = dashboard ? hasUnknownStudent(dashboard, events) : false;
  useEffect(() => {
    if (unknown) void refetch();
  }, [unknown, refetch]);

  const now = useNow(1000);
  const view = useMemo(
    () => (dashboard ? withLiveEvents(dashboard, events, now) : null),
    [dashboard, events, now],
  );
  return {
    dashboard: view,
    loading: loading && !dashboard,
    problem,
    connected: !liveError,
    now,
    refetch,
  };
}
