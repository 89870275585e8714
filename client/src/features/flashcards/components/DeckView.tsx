import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useCardMutations, useDeck } from "../hooks/use-deck";
import { useDecks, useDeleteDeck, useUpdateDeck } from "../hooks/use-decks";
import { formatDay } from "../utils/tz";
import { CardEditor } from "./CardEditor";
import { CardList } from "./CardList";
import { DeckForm, deckSubjectLabel } from "./DeckForm";
import { ImportPanel } from "./ImportPanel";
import { ReadinessPanel } from "./ReadinessPanel";
import { StatsPanel } from "./StatsPanel";

/** One deck: study, readiness, settings, cards (add, edit, move, delete), import/export, generator. */
export function DeckView({ deckId }: { deckId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { deck, loading } = useDeck(deckId);
  const { decks } = useDecks();
  const { update } = useUpdateDeck();
  const { remove } = useDeleteDeck();
  const cards = useCardMutations();
  const [editing, setEditing] = useState(false);

  if (loading)
    return <div className="skeleton" role="status" aria-busy="true" aria-label={t("flashcards.loading")} />;
  if (!deck) {
    return (
      <p className="fc-empty">
        {t("flashcards.deck.missing")} <Link to="/flashcards">{t("flashcards.deck.backToDecks")}</Link>
      </p>
    );
  }
  return (
    <div className="fc-deck-view">
      <header className="fc-head">
        <Link to="/flashcards">{t("flashcards.deck.allDecks")}</Link>
        <h1>{deck.title}</h1>
        <p className="fc-muted">
          {deckSubjectLabel(t, deck.subject)} · {t("flashcards.classN", { n: deck.grade })} ·{" "}
          {t("flashcards.cardCount", { count: deck.cardCount })}
          {deck.examDate ? ` · ${t("flashcards.exam", { date: formatDay(deck.examDate) })}` : ""}
        </p>
        <div className="fc-actions">
          <Link className="fc-button" to={`/flashcards?study=${deck.id}`}>
            {t("flashcards.deck.studyNow", { due: deck.dueCount, fresh: deck.newCount })}
          </Link>
          <Link className="fc-button fc-secondary" to={`/flashcards?generate=1&deck=${deck.id}`}>
            {t("flashcards.generate")}
          </Link>
          <button type="button" className="fc-secondary" onClick={() => setEditing(!editing)}>
            {t("flashcards.deck.settings")}
          </button>
          <button
            type="button"
            className="fc-danger"
            onClick={async () => {
              if (
                window.confirm(
                  t("flashcards.deck.confirmDelete", { title: deck.title, count: deck.cardCount }),
                ) &&
                (await remove(deck.id))
              ) {
                navigate("/flashcards");
              }
            }}
          >
            {t("flashcards.deck.deleteDeck")}
          </button>
        </div>
      </header>
      {editing && (
        <DeckForm
          initial={deck}
          submitLabel={t("flashcards.deck.saveSettings")}
          onCancel={() => setEditing(false)}
          onSubmit={async (input) => {
            if (await update(deck.id, input)) setEditing(false);
          }}
        />
      )}
      <ReadinessPanel deck={deck} />
      <section className="fc-panel" aria-label={t("flashcards.deck.addCardTitle")}>
        <h2>{t("flashcards.deck.addCardTitle")}</h2>
        <CardEditor
          submitLabel={t("flashcards.deck.addCard")}
          autoFocus={deck.cardCount === 0}
          onSubmit={async (draft) => (await cards.create({ ...draft, deckId: deck.id })) !== null}
        />
      </section>
      <ImportPanel deckId={deck.id} />
      <section className="fc-panel" aria-label={t("flashcards.deck.cardsInDeck")}>
        <h2>{t("flashcards.cards")}</h2>
        <CardList cards={deck.cards} decks={decks} deckId={deck.id} />
      </section>
      <StatsPanel deckId={deck.id} />
    </div>
  );
}
