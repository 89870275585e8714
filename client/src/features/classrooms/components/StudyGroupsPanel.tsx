import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Rich } from "../../../shared/ui/Rich";
import { subjectName } from "../../subjects/utils/subject-name";
import type { Dashboard } from "../utils/live-dashboard";
import "../../../app/i18n/english/dashboard";

/**
 * The class's study groups with the messages posted in the range, and who posted them (by the
 * roster's names), so a teacher sees which groups are alive and who carries them.
 */
export function StudyGroupsPanel(props: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const d = props.dashboard;
  const names = new Map(d.roster.map((r) => [r.studentId, r.name]));
  return (
    <section className="cls-card" aria-labelledby="cls-groups-title">
      <h2 id="cls-groups-title">{t("dashboard.groups.title")}</h2>
      {d.studyGroups.length === 0 ? (
        <p className="cls-muted">
          <Rich i18nKey="dashboard.groups.none" components={{ 1: <Link to="/groups" /> }} />
        </p>
      ) : (
        <ul className="cls-groups">
          {d.studyGroups.map((g) => (
            <li key={g.groupId} data-testid="class-group">
              <Link to={`/groups/${g.groupId}`}>{g.name}</Link> ({subjectName(g.subject.replace("_", "-"))},{" "}
              {t("dashboard.groups.members", { count: g.memberCount })}):{" "}
              <strong data-testid="class-group-messages">
                {t("dashboard.groups.messages", { count: g.messages })}
              </strong>
              {g.students.length > 0 && (
                <span className="cls-muted">
                  {" "}
                  ·{" "}
                  {g.students
                    .map(
                      (s) => `${names.get(s.studentId) ?? t("dashboard.groups.formerStudent")} ${s.messages}`,
                    )
                    .join(", ")}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
