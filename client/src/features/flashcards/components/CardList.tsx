import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CardFieldsFragment, DeckFieldsFragment } from "../../../gql/graphql";
import { Markdown } from "../../../shared/ui/Markdown";
import { useCardMutations } from "../hooks/use-deck";
import { percent } from "../utils/tz";
import { CardEditor } from "./CardEditor";
import { CardImage } from "./CardImage";

const STATES = ["NEW", "LEARNING", "REVIEW", "RELEARNING"] as const;
type CardStateName = (typeof STATES)[number];
const isState = (s: string): s is CardStateName => (STATES as readonly string[]).includes(s);

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
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  const cardsApi = useCardMutations();
  if (cards.length === 0) return <p className="fc-empty">{t("flashcards.cardList.empty")}</p>;
  const others = decks.filter((d) => d.id !== deckId);
  return (
    <ul className="fc-cards" aria-label={t("flashcards.cards")}>
      {cards.map((card) =>
        editing === card.id ? (
          <li key={card.id} className="fc-card-row">
            <CardEditor
              initial={{ front: card.front, back: card.back, imageId: card.imageId ?? null }}
              submitLabel={t("flashcards.cardList.saveCard")}
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
            <Markdown text={card.front} className="fc-md" />
            <Markdown text={card.back} className="fc-md fc-muted" />
            {card.imageUrl && <CardImage path={card.imageUrl} alt="" />}
            <span className="fc-muted">
              {isState(card.state) ? t(`flashcards.cardList.states.${card.state}`) : card.state}
              {card.state !== "NEW"
                ? t("flashcards.cardList.recallNow", { percent: percent(card.retrievability) })
                : ""}
            </span>
            <span className="fc-row-actions">
              <button
                type="button"
                className="fc-secondary"
                onClick={() => setEditing(card.id)}
                aria-label={t("flashcards.cardList.editLabel", { front: card.front })}
              >
                {t("flashcards.cardList.edit")}
              </button>
              {others.length > 0 && (
                <select
                  aria-label={t("flashcards.cardList.moveLabel", { front: card.front })}
                  value=""
                  onChange={(e) => e.target.value && void cardsApi.move(card.id, e.target.value)}
                >
                  <option value="">{t("flashcards.cardList.moveTo")}</option>
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
                aria-label={t("flashcards.cardList.deleteLabel", { front: card.front })}
                onClick={() => {
                  if (window.confirm(t("flashcards.cardList.confirmDelete"))) void cardsApi.remove(card.id);
                }}
              >
                {t("flashcards.cardList.delete")}
              </button>
            </span>
          </li>
        ),
      )}
    </ul>
  );
}
