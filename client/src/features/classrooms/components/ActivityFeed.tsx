import { formatAgo } from "../utils/format";
import type { LiveEvent } from "../utils/live-dashboard";

/** The newest activity of the class, live. */
export function ActivityFeed(props: { feed: LiveEvent[]; now: number }) {
  return (
    <section className="cls-card" aria-labelledby="cls-feed-title">
      <h2 id="cls-feed-title">Live activity</h2>
      {props.feed.length === 0 ? (
        <p className="cls-muted">Nothing yet in this range. New activity appears here as it happens.</p>
      ) : (
        <ul className="cls-feed" aria-live="polite" data-testid="activity-feed">
          {props.feed.map((e) => (
            <li key={e.id}>
              <strong>{e.studentName}</strong> {e.summary}
              {e.question && <q className="cls-muted"> {e.question}</q>}
              <span className="cls-muted"> · {formatAgo(e.createdAt, props.now)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
