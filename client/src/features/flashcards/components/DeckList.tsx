import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DeckFieldsFragment } from "../../../gql/graphql";
import { formatDay } from "../utils/tz";
import { deckSubjectLabel } from "./DeckForm";

/** The student's decks with what is waiting in each. */
export function DeckList({ decks }: { decks: DeckFieldsFragment[] }) {
  const { t } = useTranslation();
  if (decks.length === 0) {
    return <p className="fc-empty">{t("flashcards.noDecks")}</p>;
  }
  return (
    <ul className="fc-decks" aria-label={t("flashcards.yourDecks")}>
      {decks.map((deck) => (
        <li key={deck.id} className="fc-deck">
          <div>
            <Link to={`/flashcards?deck=${deck.id}`} className="fc-deck-title">
              {deck.title}
            </Link>
            <p className="fc-muted">
              {deckSubjectLabel(t, deck.subject)} · {t("flashcards.classN", { n: deck.grade })}
              {deck.examDate ? ` · ${t("flashcards.exam", { date: formatDay(deck.examDate) })}` : ""}
            </p>
          </div>
          <p className="fc-counts">
            <span title={t("flashcards.cards")}>{t("flashcards.cardCount", { count: deck.cardCount })}</span>
            <span className="fc-due">{t("flashcards.dueCount", { count: deck.dueCount })}</span>
            <span className="fc-new">{t("flashcards.newCount", { count: deck.newCount })}</span>
          </p>
          <Link
            className="fc-button"
            to={`/flashcards?study=${deck.id}`}
            aria-label={t("flashcards.studyDeck", { title: deck.title })}
          >
            {t("flashcards.study")}
          </Link>
        </li>
      ))}
    </ul>
  );
}
