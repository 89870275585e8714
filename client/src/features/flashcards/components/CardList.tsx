import { useState } from "react";
import type { CardFieldsFragment, DeckFieldsFragment } from "../../../gql/graphql";
import { useCardMutations } from "../hooks/use-deck";
import { percent } from "../utils/tz";
import { CardEditor } from "./CardEditor";
import { CardImage } from "./CardImage";
import { Markdown } from "./Markdown";

const STATE_LABELS: Record<string, string> = {
  NEW: "New",
  LEARNING: "Learning",
  REVIEW: "Review",
  RELEARNING: "Relearning",
};

/** The deck's cards: edit, move to another deck, delete. */
export function CardList({
  cards,
  decks,
  deckId,
}: {
  cards: CardFieldsFragment[];
  decks: DeckFieldsFragment[];
  deckId: string;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const cardsApi = useCardMutations();
  if (cards.length === 0)
    return <p className="fc-empty">No cards yet: add one above, import a file, or generate from notes.</p>;
  const others = decks.filter((d) => d.id !== deckId);
  return (
    <ul className="fc-cards" aria-label="Cards">
      {cards.map((card) =>
        editing === card.id ? (
          <li key={card.id} className="fc-card-row">
            <CardEditor
              initial={{ front: card.front, back: card.back, imageId: card.imageId ?? null }}
              submitLabel="Save card"
              onCancel={() => setEditing(null)}
              onSubmit={async (draft) => {
                const saved = await cardsApi.update(card.id, draft);
                if (saved) setEditing(null);
                return saved !== null;
              }}
            />
          </li>
        ) : (
          <li key={card.id} className="fc-card-row" data-testid="fc-card-row">
            <Markdown text={card.front} />
            <Markdown text={card.back} className="fc-muted" />
            {card.imageUrl && <CardImage path={card.imageUrl} alt="" />}
            <span className="fc-muted">
              {STATE_LABELS[card.state] ?? card.state}
              {card.state !== "NEW" ? ` · recall now ${percent(card.retrievability)}` : ""}
            </span>
            <span className="fc-row-actions">
              <button
                type="button"
                className="fc-secondary"
                onClick={() => setEditing(card.id)}
                aria-label={`Edit ${card.front}`}
              >
                Edit
              </button>
              {others.length > 0 && (
                <select
                  aria-label={`Move ${card.front} to deck`}
                  value=""
                  onChange={(e) => e.target.value && void cardsApi.move(card.id, e.target.value)}
                >
                  <option value="">Move to…</option>
                  {others.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.title}
                    </option>
                  ))}
                </select>
              )}
              <button
                type="button"
                className="fc-danger"
                aria-label={`Delete ${card.front}`}
                onClick={() => {
                  if (window.confirm("Delete this card and its review history?"))
                    void cardsApi.remove(card.id);
                }}
              >
                Delete
              </button>
            </span>
          </li>
        ),
      )}
    </ul>
  );
}
