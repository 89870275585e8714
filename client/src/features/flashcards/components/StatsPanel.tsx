import { useTranslation } from "react-i18next";
import { useFlashcardStats } from "../hooks/use-insights";
import { percent } from "../utils/tz";

/** Reviews per day (last 30 days), retention and streak. */
export function StatsPanel({ deckId }: { deckId: string | null }) {
  const { t } = useTranslation();
  const stats = useFlashcardStats(deckId);
  if (!stats) return null;
  const max = Math.max(1, ...stats.reviewsPerDay.map((d) => d.reviews));
  return (
    <section className="fc-panel" aria-labelledby="fc-stats-title">
      <h2 id="fc-stats-title">{t("flashcards.stats.title")}</h2>
      <dl className="fc-figures">
        <div>
          <dt>{t("flashcards.stats.streak")}</dt>
          <dd data-testid="fc-streak">{t("flashcards.stats.days", { count: stats.streak })}</dd>
        </div>
        <div>
          <dt>{t("flashcards.stats.today")}</dt>
          <dd data-testid="fc-today">{stats.reviewsToday}</dd>
        </div>
        <div>
          <dt>{t("flashcards.stats.retention")}</dt>
          <dd title={t("flashcards.stats.retentionHint")}>{percent(stats.retention)}</dd>
        </div>
        <div>
          <dt>{t("flashcards.stats.dueNow")}</dt>
          <dd>{stats.dueNow}</dd>
        </div>
      </dl>
      <div
        className="fc-chart"
        role="img"
        aria-label={t("flashcards.stats.chart", { count: stats.reviewsToday })}
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
