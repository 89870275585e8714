import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useCardMutations, useDeck } from "../hooks/use-deck";
import { useDecks, useDeleteDeck, useUpdateDeck } from "../hooks/use-decks";
import { formatDay } from "../utils/tz";
import { CardEditor } from "./CardEditor";
import { CardList } from "./CardList";
import { DeckForm, SUBJECT_LABELS } from "./DeckForm";
import { ImportPanel } from "./ImportPanel";
import { ReadinessPanel } from "./ReadinessPanel";
import { StatsPanel } from "./StatsPanel";

/** One deck: study, readiness, settings, cards (add, edit, move, delete), import/export, generator. */
export function DeckView({ deckId }: { deckId: string }) {
  const navigate = useNavigate();
  const { deck, loading } = useDeck(deckId);
  const { decks } = useDecks();
  const { update } = useUpdateDeck();
  const { remove } = useDeleteDeck();
  const cards = useCardMutations();
  const [editing, setEditing] = useState(false);

  if (loading) return <div className="skeleton" role="status" aria-busy="true" aria-label="Loading" />;
  if (!deck) {
    return (
      <p className="fc-empty">
        This deck does not exist or is not yours. <Link to="/flashcards">Back to your decks</Link>
      </p>
    );
  }
  return (
    <div className="fc-deck-view">
      <header className="fc-head">
        <Link to="/flashcards">← All decks</Link>
        <h1>{deck.title}</h1>
        <p className="fc-muted">
          {SUBJECT_LABELS[deck.subject as keyof typeof SUBJECT_LABELS] ?? deck.subject} · Class {deck.grade} ·{" "}
          {deck.cardCount} cards
          {deck.examDate ? ` · Exam ${formatDay(deck.examDate)}` : ""}
        </p>
        <div className="fc-actions">
          <Link className="fc-button" to={`/flashcards?study=${deck.id}`}>
            Study now ({deck.dueCount} due, {deck.newCount} new)
          </Link>
          <Link className="fc-button fc-secondary" to={`/flashcards?generate=1&deck=${deck.id}`}>
            Generate from notes or PDF
          </Link>
          <button type="button" className="fc-secondary" onClick={() => setEditing(!editing)}>
            Deck settings
          </button>
          <button
            type="button"
            className="fc-danger"
            onClick={async () => {
              if (
                window.confirm(`Delete “${deck.title}” with all ${deck.cardCount} cards?`) &&
                (await remove(deck.id))
              ) {
                navigate("/flashcards");
              }
            }}
          >
            Delete deck
          </button>
        </div>
      </header>
      {editing && (
        <DeckForm
          initial={deck}
          submitLabel="Save settings"
          onCancel={() => setEditing(false)}
          onSubmit={async (input) => {
            if (await update(deck.id, input)) setEditing(false);
          }}
        />
      )}
      <ReadinessPanel deck={deck} />
      <section className="fc-panel" aria-label="Add a card">
        <h2>Add a card</h2>
        <CardEditor
          submitLabel="Add card"
          onSubmit={async (draft) => (await cards.create({ ...draft, deckId: deck.id })) !== null}
        />
      </section>
      <ImportPanel deckId={deck.id} />
      <section className="fc-panel" aria-label="Cards in this deck">
        <h2>Cards</h2>
        <CardList cards={deck.cards} decks={decks} deckId={deck.id} />
      </section>
      <StatsPanel deckId={deck.id} />
    </div>
  );
}
