import { useTranslation } from "react-i18next";
import { TableScroll } from "../../../app/ui/TableScroll";
import { formatAgo, formatDuration, formatTimeLeft } from "../utils/format";
import type { RosterRow } from "../utils/live-dashboard";
import "../../../app/i18n/english/dashboard";

/**
 * The live roster: status (focusing with time left, online, idle, offline), last active, study time,
 * questions and messages in the class's study groups.
 */
export function RosterTable(props: {
  roster: RosterRow[];
  now: number;
  onOpen: (studentId: string) => void;
}) {
  const { t } = useTranslation();
  if (props.roster.length === 0) return <p className="cls-muted">{t("dashboard.noStudents")}</p>;
  return (
    <TableScroll label={t("dashboard.students")}>
      <table className="cls-table" aria-label={t("dashboard.students")}>
        <thead>
          <tr>
            <th>{t("dashboard.col.student")}</th>
            <th>{t("dashboard.col.now")}</th>
            <th>{t("dashboard.col.lastActive")}</th>
            <th>{t("dashboard.col.today")}</th>
            <th>{t("dashboard.col.week")}</th>
            <th>{t("dashboard.col.questions")}</th>
            <th>{t("dashboard.col.groupMessages")}</th>
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
                  {t(`dashboard.status.${r.status}`)}
                  {r.status === "FOCUSING" && r.focusEndsAt
                    ? ` · ${t("dashboard.timeLeft", { time: formatTimeLeft(r.focusEndsAt, props.now) })}`
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
    </TableScroll>
  );
}
