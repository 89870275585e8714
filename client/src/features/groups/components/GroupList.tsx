import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { StudyGroupFieldsFragment } from "../../../gql/graphql";
import { formatTime, SUBJECT_LABELS } from "../utils/labels";

/** The viewer's groups, most recent activity first, each with its unread badge. */
export function GroupList({ groups }: { groups: StudyGroupFieldsFragment[] }) {
  const { t } = useTranslation();
  if (groups.length === 0) {
    return <p className="gc-empty">{t("groups.none")}</p>;
  }
  return (
    <ul className="gc-group-list">
      {groups.map((g) => (
        <li key={g.id}>
          <Link to={`/groups/${g.id}`} className="gc-group-card" data-testid="group-card">
            <span className="gc-group-name">{g.name}</span>
            {g.unreadCount > 0 && (
              <span className="gc-badge" data-testid="unread-badge">
                {g.unreadCount > 99 ? "99+" : g.unreadCount}
                <span className="visually-hidden"> unread</span>
              </span>
            )}
            <span className="hint">
              {SUBJECT_LABELS[g.subject]}
              {g.className ? ` · Class ${g.className}` : ""} · {g.memberCount} member
              {g.memberCount === 1 ? "" : "s"}
              {g.viewerRole === "class_teacher" ? " · your class" : ""}
              {g.openReportCount > 0
                ? ` · ${g.openReportCount} report${g.openReportCount === 1 ? "" : "s"} to review`
                : ""}
            </span>
            {g.lastMessage && (
              <span className="gc-preview">
                {g.lastMessage.deletedAt
                  ? "Message deleted"
                  : `${g.lastMessage.senderName}: ${g.lastMessage.body.slice(0, 80)}`}
                {" · "}
                {formatTime(g.lastMessage.createdAt)}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
