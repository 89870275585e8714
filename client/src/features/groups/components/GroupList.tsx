import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { StudyGroupFieldsFragment } from "../../../gql/graphql";
import { groupAbout, messageTime } from "../utils/labels";
import "../../../app/i18n/english/groups";

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
                <span className="visually-hidden"> {t("groups.about.unread")}</span>
              </span>
            )}
            <span className="hint">
              {groupAbout(
                g,
                g.viewerRole === "class_teacher" && t("groups.about.yourClass"),
                g.openReportCount > 0 && t("groups.about.reports", { count: g.openReportCount }),
              )}
            </span>
            {g.lastMessage && (
              <span className="gc-preview">
                {g.lastMessage.deletedAt
                  ? t("groups.about.messageDeleted")
                  : `${g.lastMessage.senderName}: ${g.lastMessage.body.slice(0, 80)}`}
                {" · "}
                {messageTime(g.lastMessage.createdAt)}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
