import { useTranslation } from "react-i18next";
import { describeActivity } from "../utils/activity-text";
import { formatAgo } from "../utils/format";
import type { LiveEvent } from "../utils/live-dashboard";
import "../../../app/i18n/english/dashboard";

/** The newest activity of the class, live. */
export function ActivityFeed(props: { feed: LiveEvent[]; now: number }) {
  const { t } = useTranslation();
  return (
    <section className="cls-card" aria-labelledby="cls-feed-title">
      <h2 id="cls-feed-title">{t("dashboard.feedTitle")}</h2>
      {props.feed.length === 0 ? (
        <p className="cls-muted">{t("dashboard.feedEmpty")}</p>
      ) : (
        <ul className="cls-feed" aria-live="polite" data-testid="activity-feed">
          {props.feed.map((e) => (
            <li key={e.id}>
              <strong>{e.studentName}</strong> {describeActivity(e)}
              {e.question && <q className="cls-muted"> {e.question}</q>}
              <span className="cls-muted"> · {formatAgo(e.createdAt, props.now)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
