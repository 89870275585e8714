import { Link, useNavigate, useSearchParams } from "react-router";
import "../flashcards.css";
import { useTranslation } from "react-i18next";
import { useCreateDeck, useDecks } from "../hooks/use-decks";
import { DeckForm } from "./DeckForm";
import { DeckList } from "./DeckList";
import { DeckView } from "./DeckView";
import { GeneratorPanel } from "./GeneratorPanel";
import { ReviewSession } from "./ReviewSession";
import { StatsPanel } from "./StatsPanel";

/**
 * /flashcards: the deck list, or (by query string, so the feature needs one route) a deck
 * (?deck=id), a study session (?study=id|all) or the generator (?generate=1[&deck=id]).
 */
export function FlashcardsHome() {
  return (
    <div className="fc-page">
      <FlashcardsRoute />
    </div>
  );
}

function FlashcardsRoute() {
  const [params] = useSearchParams();
  const study = params.get("study");
  const deckId = params.get("deck");
  if (study)
    return (
      <ReviewSession
        deckId={study === "all" ? null : study}
        backTo={study === "all" ? "/flashcards" : `/flashcards?deck=${study}`}
      />
    );
  if (params.get("generate")) return <GeneratorPanel deckId={deckId} />;
  if (deckId) return <DeckView deckId={deckId} />;
  return <DeckHome />;
}

function DeckHome() {
  const { t } = useTranslation();
  const { decks, loading, error } = useDecks();
  const { create } = useCreateDeck();
  const navigate = useNavigate();
  const due = decks.reduce((n, d) => n + d.dueCount + Math.min(d.newCount, d.newCardsPerDay), 0);
  return (
    <div className="fc-home">
      <header className="fc-head">
        <h1>{t("features.flashcards")}</h1>
        <p className="fc-muted">{t("flashcards.intro")}</p>
        <div className="fc-actions">
          <Link className="fc-button" to="/flashcards?study=all">
            {t("flashcards.studyAll", { count: due })}
          </Link>
          <Link className="fc-button fc-secondary" to="/flashcards?generate=1">
            {t("flashcards.generate")}
          </Link>
        </div>
      </header>
      {error && decks.length === 0 ? (
        <p role="alert" className="fc-empty">
          {error.message}
        </p>
      ) : loading ? (
        <div className="skeleton" role="status" aria-busy="true" aria-label={t("flashcards.loading")} />
      ) : (
        <DeckList decks={decks} />
      )}
      <section className="fc-panel" aria-label={t("flashcards.newDeck")}>
        <h2>{t("flashcards.newDeck")}</h2>
        <DeckForm
          key={decks.length}
          submitLabel={t("flashcards.createDeck")}
          onSubmit={async (input) => {
            // A new deck opens at once, its first card's front ready for typing.
            const deck = await create(input);
            if (deck) navigate(`/flashcards?deck=${deck.id}`);
          }}
        />
      </section>
      <StatsPanel deckId={null} />
    </div>
  );
}
