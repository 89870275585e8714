import { useState } from "react";
import { type DashboardRangeChoice, useClassDashboard } from "../hooks/use-class-dashboard";
import { useClassrooms } from "../hooks/use-classrooms";
import { formatDuration } from "../utils/format";
import { ActivityFeed } from "./ActivityFeed";
import { ClassPicker } from "./ClassPicker";
import { ClassroomManager } from "./ClassroomManager";
import { DashboardCharts } from "./DashboardCharts";
import { RangePicker } from "./RangePicker";
import { RosterTable } from "./RosterTable";
import { StudentDrilldown } from "./StudentDrilldown";
import { StudyGroupsPanel } from "./StudyGroupsPanel";
import { TopicsPanel } from "./TopicsPanel";
import "../classrooms.css";

/** /teacher-dashboard: pick a class and watch it learn, live; manage classes on the second tab. */
export function TeacherDashboard() {
  const { classrooms, loading } = useClassrooms();
  const [picked, setPicked] = useState<string | null>(null);
  const [range, setRange] = useState<DashboardRangeChoice | null>(null);
  const [tab, setTab] = useState<"live" | "manage">("live");
  const [student, setStudent] = useState<string | null>(null);
  const classroomId = picked ?? classrooms[0]?.id ?? null;
  const { dashboard, problem, now, connected } = useClassDashboard(
    tab === "live" ? classroomId : null,
    range,
  );

  return (
    <div className="cls-page">
      <header className="cls-row">
        <h1>Teacher dashboard</h1>
        <div className="cls-row" role="tablist">
          <button type="button" role="tab" aria-selected={tab === "live"} onClick={() => setTab("live")}>
            Live class
          </button>
          <button type="button" role="tab" aria-selected={tab === "manage"} onClick={() => setTab("manage")}>
            Manage classes
          </button>
        </div>
      </header>
      {tab === "manage" || (!loading && classrooms.length === 0) ? (
        <>
          {classrooms.length === 0 && !loading && (
            <p>Create your first class, then share its code with your students.</p>
          )}
          <ClassroomManager />
        </>
      ) : (
        <>
          <div className="cls-row">
            <ClassPicker classrooms={classrooms} value={classroomId} onChange={setPicked} />
            <RangePicker onChange={setRange} />
            <span className="cls-muted" aria-live="polite">
              {connected ? "● Live" : "Reconnecting..."}
            </span>
          </div>
          {problem && (
            <p className="cls-error" role="alert">
              {problem}
            </p>
          )}
          {!dashboard && !problem && <p aria-busy="true">Loading...</p>}
          {dashboard && classroomId && (
            <>
              <div className="cls-tiles">
                <div className="cls-tile">
                  <strong data-testid="online-count">
                    {dashboard.roster.filter((r) => r.status !== "OFFLINE").length}
                  </strong>{" "}
                  online now
                </div>
                <div className="cls-tile">
                  <strong data-testid="focusing-count">
                    {dashboard.roster.filter((r) => r.status === "FOCUSING").length}
                  </strong>{" "}
                  focusing
                </div>
                <div className="cls-tile">
                  <strong data-testid="question-count">{dashboard.totalQuestions}</strong> questions
                </div>
                <div className="cls-tile">
                  <strong>{formatDuration(dashboard.totalStudySeconds)}</strong> studied
                </div>
              </div>
              {dashboard.isEmpty && <p className="cls-muted">No activity in this range yet.</p>}
              <section className="cls-card" aria-labelledby="cls-roster-title">
                <h2 id="cls-roster-title">Students</h2>
                <RosterTable roster={dashboard.roster} now={now} onOpen={setStudent} />
              </section>
              <ActivityFeed feed={dashboard.feed} now={now} />
              <TopicsPanel dashboard={dashboard} />
              <StudyGroupsPanel dashboard={dashboard} />
              <DashboardCharts dashboard={dashboard} />
              {student && (
                <StudentDrilldown
                  classroomId={classroomId}
                  studentId={student}
                  now={now}
                  onClose={() => setStudent(null)}
                />
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}
