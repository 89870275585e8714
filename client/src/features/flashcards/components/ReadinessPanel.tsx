import { useTranslation } from "react-i18next";
import { Choice } from "../../../app/ui/Choice";
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
  const { t } = useTranslation();
  const { readiness, problem } = useReadiness(deck.id, Boolean(deck.examDate));
  const { update, saving } = useUpdateDeck();
  if (!deck.examDate) {
    return (
      <section className="fc-panel" aria-label={t("flashcards.readiness.region")}>
        <p className="fc-muted">{t("flashcards.readiness.noExam")}</p>
      </section>
    );
  }
  if (!readiness)
    return <section className="fc-panel">{problem ?? t("flashcards.readiness.working")}</section>;
  const days = readiness.daysLeft;
  return (
    <section className="fc-panel" aria-labelledby="fc-ready-title" data-testid="fc-readiness">
      <h2 id="fc-ready-title">
        {t("flashcards.readiness.title", {
          date: formatDay(deck.examDate),
          when:
            days > 0
              ? t("flashcards.readiness.inDays", { count: days })
              : days === 0
                ? t("flashcards.readiness.today")
                : t("flashcards.readiness.passed"),
        })}
      </h2>
      <dl className="fc-figures">
        <div>
          <dt>{t("flashcards.readiness.recall")}</dt>
          <dd data-testid="fc-recall">{percent(readiness.averageRecall)}</dd>
        </div>
        <div>
          <dt>{t("flashcards.readiness.planned")}</dt>
          <dd data-testid="fc-planned-recall">{percent(readiness.plannedAverageRecall)}</dd>
        </div>
        <div>
          <dt>{t("flashcards.readiness.atRisk")}</dt>
          <dd data-testid="fc-at-risk">{readiness.atRiskCount}</dd>
        </div>
        <div>
          <dt>{t("flashcards.readiness.perDay")}</dt>
          <dd data-testid="fc-per-day">{readiness.reviewsPerDay}</dd>
        </div>
      </dl>
      <Choice
        checked={deck.examMode}
        disabled={saving || days < 0}
        onChange={(on) => void update(deck.id, { examMode: on })}
      >
        {t("flashcards.readiness.examMode", { target: percent(readiness.target) })}
      </Choice>
      {readiness.atRisk.length > 0 && (
        <details>
          <summary>{t("flashcards.readiness.weakest")}</summary>
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
        <p className="fc-muted">{t("flashcards.readiness.unstudied", { count: readiness.newCount })}</p>
      )}
    </section>
  );
}
