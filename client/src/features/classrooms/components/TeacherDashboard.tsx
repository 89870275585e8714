import { useState } from "react";
import { TeacherToolsNav } from "../../assessment/components/TeacherToolsLinks";
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
import { useTranslation } from "react-i18next";
import { Rich } from "../../../shared/ui/Rich";
import "../../../app/i18n/english/dashboard";

/** /teacher-dashboard: pick a class and watch it learn, live; manage classes on the second tab. */
export function TeacherDashboard() {
  const { t } = useTranslation();
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
        <h1>{t("dashboard.title")}</h1>
        <div className="cls-row" role="tablist">
          <button type="button" role="tab" aria-selected={tab === "live"} onClick={() => setTab("live")}>
            {t("dashboard.liveTab")}
          </button>
          <button type="button" role="tab" aria-selected={tab === "manage"} onClick={() => setTab("manage")}>
            {t("dashboard.manageTab")}
          </button>
        </div>
      </header>
      {/* Every subject's assessment room (question bank, tests, results), with or without a class. */}
      <TeacherToolsNav />
      {tab === "manage" || (!loading && classrooms.length === 0) ? (
        <>
          {classrooms.length === 0 && !loading && <p>{t("dashboard.firstClass")}</p>}
          <ClassroomManager />
        </>
      ) : (
        <>
          <div className="cls-row">
            <ClassPicker classrooms={classrooms} value={classroomId} onChange={setPicked} />
            <RangePicker onChange={setRange} />
            <span className="cls-muted" aria-live="polite">
              {connected ? t("dashboard.live") : t("dashboard.reconnecting")}
            </span>
          </div>
          {problem && (
            <p className="cls-error" role="alert">
              {problem}
            </p>
          )}
          {!dashboard && !problem && <p aria-busy="true">{t("dashboard.loading")}</p>}
          {dashboard && classroomId && (
            <>
              <div className="cls-tiles">
                <div className="cls-tile">
                  <Rich
                    i18nKey="dashboard.onlineNow"
                    count={dashboard.roster.filter((r) => r.status !== "OFFLINE").length}
                    components={[<strong key="n" data-testid="online-count" />]}
                  />
                </div>
                <div className="cls-tile">
                  <Rich
                    i18nKey="dashboard.focusing"
                    count={dashboard.roster.filter((r) => r.status === "FOCUSING").length}
                    components={[<strong key="n" data-testid="focusing-count" />]}
                  />
                </div>
                <div className="cls-tile">
                  <Rich
                    i18nKey="dashboard.questions"
                    count={dashboard.totalQuestions}
                    components={[<strong key="n" data-testid="question-count" />]}
                  />
                </div>
                <div className="cls-tile">
                  <Rich
                    i18nKey="dashboard.studied"
                    values={{ time: formatDuration(dashboard.totalStudySeconds) }}
                    components={[<strong key="n" />]}
                  />
                </div>
              </div>
              {dashboard.isEmpty && <p className="cls-muted">{t("dashboard.emptyRange")}</p>}
              <section className="cls-card" aria-labelledby="cls-roster-title">
                <h2 id="cls-roster-title">{t("dashboard.students")}</h2>
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
