import { Link } from "react-router";
import { subjectName } from "../utils/format";
import type { Dashboard } from "../utils/live-dashboard";

/**
 * The class's study groups with the messages posted in the range, and who posted them (by the
 * roster's names), so a teacher sees which groups are alive and who carries them.
 */
export function StudyGroupsPanel(props: { dashboard: Dashboard }) {
  const d = props.dashboard;
  const names = new Map(d.roster.map((r) => [r.studentId, r.name]));
  return (
    <section className="cls-card" aria-labelledby="cls-groups-title">
      <h2 id="cls-groups-title">Study groups</h2>
      {d.studyGroups.length === 0 ? (
        <p className="cls-muted">
          No class study groups yet. Create one on <Link to="/groups">Study groups</Link> and pick this class.
        </p>
      ) : (
        <ul className="cls-groups">
          {d.studyGroups.map((g) => (
            <li key={g.groupId} data-testid="class-group">
              <Link to={`/groups/${g.groupId}`}>{g.name}</Link> ({subjectName(g.subject.replace("_", "-"))},{" "}
              {g.memberCount} member
              {g.memberCount === 1 ? "" : "s"}):{" "}
              <strong data-testid="class-group-messages">
                {g.messages} message{g.messages === 1 ? "" : "s"}
              </strong>
              {g.students.length > 0 && (
                <span className="cls-muted">
                  {" "}
                  ·{" "}
                  {g.students
                    .map((s) => `${names.get(s.studentId) ?? "A former student"} ${s.messages}`)
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
