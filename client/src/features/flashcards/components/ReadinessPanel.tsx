import type { DeckFieldsFragment } from "../../../gql/graphql";
import { useUpdateDeck } from "../hooks/use-decks";
import { useReadiness } from "../hooks/use-insights";
import { formatDay, percent } from "../utils/tz";

/**
 * Exam readiness: predicted recall on exam day (FSRS retrievability at that date) for the deck and
 * the weakest cards, the cards at risk, the reviews per day needed, and the "before the exam" mode
 * switch that schedules the at-risk cards.
 */
export function ReadinessPanel({ deck }: { deck: DeckFieldsFragment }) {
  const { readiness, problem } = useReadiness(deck.id, Boolean(deck.examDate));
  const { update, saving } = useUpdateDeck();
  if (!deck.examDate) {
    return (
      <section className="fc-panel" aria-label="Exam readiness">
        <p className="fc-muted">Add an exam date to this deck to see how ready you are for it.</p>
      </section>
    );
  }
  if (!readiness)
    return <section className="fc-panel">{problem ?? "Working out your exam readiness…"}</section>;
  const days = readiness.daysLeft;
  return (
    <section className="fc-panel" aria-labelledby="fc-ready-title" data-testid="fc-readiness">
      <h2 id="fc-ready-title">
        Exam readiness · {formatDay(deck.examDate)} (
        {days > 0 ? `in ${days} ${days === 1 ? "day" : "days"}` : days === 0 ? "today" : "passed"})
      </h2>
      <dl className="fc-figures">
        <div>
          <dt>Predicted recall on exam day</dt>
          <dd data-testid="fc-recall">{percent(readiness.averageRecall)}</dd>
        </div>
        <div>
          <dt>If you follow the plan</dt>
          <dd data-testid="fc-planned-recall">{percent(readiness.plannedAverageRecall)}</dd>
        </div>
        <div>
          <dt>Cards at risk</dt>
          <dd data-testid="fc-at-risk">{readiness.atRiskCount}</dd>
        </div>
        <div>
          <dt>Reviews needed per day</dt>
          <dd data-testid="fc-per-day">{readiness.reviewsPerDay}</dd>
        </div>
      </dl>
      <label className="fc-toggle">
        <input
          type="checkbox"
          checked={deck.examMode}
          disabled={saving || days < 0}
          onChange={(e) => void update(deck.id, { examMode: e.target.checked })}
        />
        Before-the-exam mode: every card below {percent(readiness.target)} predicted recall gets its last
        review the day before the exam
      </label>
      {readiness.atRisk.length > 0 && (
        <details>
          <summary>Weakest cards</summary>
          <ul className="fc-risk">
            {readiness.atRisk.map((c) => (
              <li key={c.cardId}>
                <span>{c.front}</span>
                <span className="fc-muted">
                  {percent(c.recall)} → {percent(c.plannedRecall)}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
      {readiness.newCount > 0 && (
        <p className="fc-muted">
          {readiness.newCount} {readiness.newCount === 1 ? "card has" : "cards have"} not been studied yet.
        </p>
      )}
    </section>
  );
}
