import { useTranslation } from "react-i18next";
import type { DueCard } from "../hooks/use-review";

const STYLES: Record<number, string> = { 1: "fc-again", 2: "fc-hard", 3: "fc-good", 4: "fc-easy" };
const RATING_KEYS: Partial<Record<number, "again" | "hard" | "good" | "easy">> = {
  1: "again",
  2: "hard",
  3: "good",
  4: "easy",
};

/** Again / Hard / Good / Easy, each with the key that presses it and when the card would come back. */
export function RatingButtons({
  card,
  disabled,
  onRate,
}: {
  card: DueCard;
  disabled: boolean;
  onRate: (rating: 1 | 2 | 3 | 4) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="fc-ratings">
      <legend className="visually-hidden">{t("flashcards.review.howWell")}</legend>
      {card.previews.map((p) => {
        const key = RATING_KEYS[p.rating];
        return (
          <button
            key={p.rating}
            type="button"
            className={`fc-rate ${STYLES[p.rating] ?? ""}`}
            disabled={disabled}
            onClick={() => onRate(p.rating as 1 | 2 | 3 | 4)}
            aria-keyshortcuts={String(p.rating)}
            data-testid={`fc-rate-${p.rating}`}
          >
            <span className="fc-rate-label">{key ? t(`flashcards.review.ratings.${key}`) : p.label}</span>
            <span className="fc-rate-due" data-testid={`fc-next-${p.rating}`}>
              {p.interval}
            </span>
            <kbd>{p.rating}</kbd>
          </button>
        );
      })}
    </fieldset>
  );
}
