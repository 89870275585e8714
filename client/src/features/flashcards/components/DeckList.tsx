import { Link } from "react-router";
import type { DeckFieldsFragment } from "../../../gql/graphql";
import { formatDay } from "../utils/tz";
import { SUBJECT_LABELS } from "./DeckForm";

type SubjectKey = keyof typeof SUBJECT_LABELS;

/** The student's decks with what is waiting in each. */
export function DeckList({ decks }: { decks: DeckFieldsFragment[] }) {
  if (decks.length === 0) {
    return (
      <p className="fc-empty">
        No decks yet. Create your first deck below, or generate cards from your notes.
      </p>
    );
  }
  return (
    <ul className="fc-decks" aria-label="Your decks">
      {decks.map((deck) => (
        <li key={deck.id} className="fc-deck">
          <div>
            <Link to={`/flashcards?deck=${deck.id}`} className="fc-deck-title">
              {deck.title}
            </Link>
            <p className="fc-muted">
              {SUBJECT_LABELS[deck.subject as SubjectKey] ?? deck.subject} · Class {deck.grade}
              {deck.examDate ? ` · Exam ${formatDay(deck.examDate)}` : ""}
            </p>
          </div>
          <p className="fc-counts">
            <span title="Cards">{deck.cardCount} cards</span>
            <span className="fc-due">{deck.dueCount} due</span>
            <span className="fc-new">{deck.newCount} new</span>
          </p>
          <Link className="fc-button" to={`/flashcards?study=${deck.id}`} aria-label={`Study ${deck.title}`}>
            Study
          </Link>
        </li>
      ))}
    </ul>
  );
}
