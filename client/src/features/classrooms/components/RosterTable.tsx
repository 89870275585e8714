import { formatAgo, formatDuration, formatTimeLeft } from "../utils/format";
import type { RosterRow } from "../utils/live-dashboard";

const LABEL: Record<RosterRow["status"], string> = {
  FOCUSING: "Focusing",
  ONLINE: "Online",
  IDLE: "Idle",
  OFFLINE: "Offline",
};

/**
 * The live roster: status (focusing with time left, online, idle, offline), last active, study time,
 * questions and messages in the class's study groups.
 */
export function RosterTable(props: {
  roster: RosterRow[];
  now: number;
  onOpen: (studentId: string) => void;
}) {
  if (props.roster.length === 0)
    return <p className="cls-muted">No students yet. Share the class code from Manage classes.</p>;
  return (
    <table className="cls-table" aria-label="Students">
      <thead>
        <tr>
          <th>Student</th>
          <th>Now</th>
          <th>Last active</th>
          <th>Today</th>
          <th>This week</th>
          <th>Questions</th>
          <th>Group messages</th>
        </tr>
      </thead>
      <tbody>
        {props.roster.map((r) => (
          <tr key={r.studentId} data-testid={`roster-${r.studentId}`}>
            <td>
              <button type="button" className="link-button" onClick={() => props.onOpen(r.studentId)}>
                {r.name}
              </button>
            </td>
            <td>
              <span className={`cls-status cls-status-${r.status}`} data-testid="roster-status">
                {LABEL[r.status]}
                {r.status === "FOCUSING" && r.focusEndsAt
                  ? ` · ${formatTimeLeft(r.focusEndsAt, props.now)} left`
                  : ""}
              </span>
            </td>
            <td>{formatAgo(r.lastActiveAt, props.now)}</td>
            <td data-testid="study-today">{formatDuration(r.studyTodaySeconds)}</td>
            <td>{formatDuration(r.studyWeekSeconds)}</td>
            <td data-testid="roster-questions">{r.questions}</td>
            <td data-testid="roster-messages">{r.groupMessages}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
