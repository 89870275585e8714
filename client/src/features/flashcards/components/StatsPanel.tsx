import { useFlashcardStats } from "../hooks/use-insights";
import { percent } from "../utils/tz";

/** Reviews per day (last 30 days), retention and streak. */
export function StatsPanel({ deckId }: { deckId: string | null }) {
  const stats = useFlashcardStats(deckId);
  if (!stats) return null;
  const max = Math.max(1, ...stats.reviewsPerDay.map((d) => d.reviews));
  return (
    <section className="fc-panel" aria-labelledby="fc-stats-title">
      <h2 id="fc-stats-title">Your progress</h2>
      <dl className="fc-figures">
        <div>
          <dt>Streak</dt>
          <dd data-testid="fc-streak">
            {stats.streak} {stats.streak === 1 ? "day" : "days"}
          </dd>
        </div>
        <div>
          <dt>Reviewed today</dt>
          <dd data-testid="fc-today">{stats.reviewsToday}</dd>
        </div>
        <div>
          <dt>Retention</dt>
          <dd title="Share of learnt cards you remembered (last 30 days)">{percent(stats.retention)}</dd>
        </div>
        <div>
          <dt>Due now</dt>
          <dd>{stats.dueNow}</dd>
        </div>
      </dl>
      <div
        className="fc-chart"
        role="img"
        aria-label={`Reviews per day, last 30 days; ${stats.reviewsToday} today`}
      >
        {stats.reviewsPerDay.map((d) => (
          <span
            key={d.day}
            title={`${d.day}: ${d.reviews}`}
            style={{ height: `${(d.reviews / max) * 100}%` }}
          />
        ))}
      </div>
    </section>
  );
}
