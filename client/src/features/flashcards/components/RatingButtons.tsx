import type { DueCard } from "../hooks/use-review";

const STYLES: Record<number, string> = { 1: "fc-again", 2: "fc-hard", 3: "fc-good", 4: "fc-easy" };

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
  return (
    <fieldset className="fc-ratings">
      <legend className="fc-sr-only">How well did you remember?</legend>
      {card.previews.map((p) => (
        <button
          key={p.rating}
          type="button"
          className={`fc-rate ${STYLES[p.rating] ?? ""}`}
          disabled={disabled}
          onClick={() => onRate(p.rating as 1 | 2 | 3 | 4)}
          aria-keyshortcuts={String(p.rating)}
          data-testid={`fc-rate-${p.rating}`}
        >
          <span className="fc-rate-label">{p.label}</span>
          <span className="fc-rate-due" data-testid={`fc-next-${p.rating}`}>
            {p.interval}
          </span>
          <kbd>{p.rating}</kbd>
        </button>
      ))}
    </fieldset>
  );
}
