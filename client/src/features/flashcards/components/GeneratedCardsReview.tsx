import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Choice } from "../../../app/ui/Choice";
import type { DeckFieldsFragment } from "../../../gql/graphql";

/** The translation key naming each kind of suggestion beside its Keep box. */
const KIND_LABELS = {
  definition: "flashcards.generator.definition",
  cloze: "flashcards.generator.cloze",
  question: "flashcards.generator.aiQuestion",
} as const;

interface Suggested {
  front: string;
  back: string;
  kind: string;
}

/** The generator's suggestions: edit any side, untick the ones to leave out, pick a deck, save. */
export function GeneratedCardsReview({
  cards,
  decks,
  defaultDeckId,
  saving,
  onSave,
}: {
  cards: Suggested[];
  decks: DeckFieldsFragment[];
  defaultDeckId: string | null;
  saving: boolean;
  onSave: (deckId: string, cards: { front: string; back: string }[]) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [drafts, setDrafts] = useState(() => cards.map((c) => ({ ...c, keep: true })));
  const [deckId, setDeckId] = useState(defaultDeckId ?? decks[0]?.id ?? "");
  const kept = drafts.filter((d) => d.keep && d.front.trim() && d.back.trim());
  const edit = (i: number, change: Partial<(typeof drafts)[number]>) =>
    setDrafts((all) => all.map((d, j) => (j === i ? { ...d, ...change } : d)));

  return (
    <section className="fc-panel" aria-label={t("flashcards.generator.suggestedRegion")}>
      <h2>{t("flashcards.generator.suggested", { count: cards.length })}</h2>
      <ol className="fc-suggestions">
        {drafts.map((d, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: suggestions are a fixed list; the index is their identity.
          <li key={i} className={d.keep ? "" : "fc-dropped"} data-testid="fc-suggestion">
            <Choice checked={d.keep} onChange={(keep) => edit(i, { keep })}>
              {t("flashcards.generator.keep")}{" "}
              <span className="fc-muted">
                {t(KIND_LABELS[d.kind as keyof typeof KIND_LABELS] ?? KIND_LABELS.definition)}
              </span>
            </Choice>
            <textarea
              aria-label={t("flashcards.generator.frontOf", { n: i + 1 })}
              rows={2}
              value={d.front}
              onChange={(e) => edit(i, { front: e.target.value })}
            />
            <textarea
              aria-label={t("flashcards.generator.backOf", { n: i + 1 })}
              rows={2}
              value={d.back}
              onChange={(e) => edit(i, { back: e.target.value })}
            />
          </li>
        ))}
      </ol>
      <div className="fc-actions">
        <label htmlFor={`${id}-deck`}>{t("flashcards.generator.saveTo")}</label>
        <select id={`${id}-deck`} value={deckId} onChange={(e) => setDeckId(e.target.value)}>
          {decks.map((deck) => (
            <option key={deck.id} value={deck.id}>
              {deck.title}
            </option>
          ))}
        </select>
        <button
          type="button"
          disabled={saving || !deckId || kept.length === 0}
          onClick={() =>
            void onSave(
              deckId,
              kept.map(({ front, back }) => ({ front: front.trim(), back: back.trim() })),
            )
          }
        >
          {t("flashcards.generator.save", { count: kept.length })}
        </button>
      </div>
      {decks.length === 0 && <p className="fc-muted">{t("flashcards.generator.deckFirst")}</p>}
    </section>
  );
}
