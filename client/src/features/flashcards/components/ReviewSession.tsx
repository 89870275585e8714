import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Markdown } from "../../../shared/ui/Markdown";
import { useReviewSession } from "../hooks/use-review";
import { reviewKeyAction } from "../utils/keys";
import { CardImage } from "./CardImage";
import { RatingButtons } from "./RatingButtons";

/**
 * Review mode: Space (or Show answer) flips the card, keys 1–4 rate it Again / Hard / Good / Easy
 * with the next due time on each button, Z undoes the last rating.
 */
export function ReviewSession({ deckId, backTo }: { deckId: string | null; backTo: string }) {
  const { t } = useTranslation();
  const session = useReviewSession(deckId);
  const { current, flipped, flip, rate, undo } = session;

  useEffect(() => {
    function handleKey(event: KeyboardEvent) {
      const action = reviewKeyAction(event, flipped, event.target);
      if (!action) return;
      event.preventDefault();
      if (action.kind === "flip" && current) flip();
      else if (action.kind === "rate") void rate(action.rating);
      else if (action.kind === "undo" && session.canUndo) void undo();
    }
    window.addEventListener("keydown", handleKey);
    return () => window.removeEventListener("keydown", handleKey);
  }, [flipped, current, flip, rate, undo, session.canUndo]);

  return (
    <section className="fc-review" aria-label={t("flashcards.review.region")}>
      <header className="fc-review-head">
        <Link to={backTo}>{t("flashcards.review.back")}</Link>
        <span data-testid="fc-left">
          {t("flashcards.review.left", {
            newLeft: session.newLeft,
            dueLeft: session.dueLeft,
            done: session.reviewed,
          })}
        </span>
        <button
          type="button"
          className="fc-secondary"
          onClick={() => void undo()}
          disabled={!session.canUndo || session.busy}
        >
          {t("flashcards.review.undo")} <kbd>Z</kbd>
        </button>
      </header>
      {session.loading ? (
        <div className="skeleton" role="status" aria-busy="true" aria-label={t("flashcards.loading")} />
      ) : !current ? (
        <div className="fc-card fc-done" data-testid="fc-done">
          <h2>{t("flashcards.review.doneTitle")}</h2>
          <p>
            {session.reviewed > 0
              ? t("flashcards.review.reviewed", { count: session.reviewed })
              : t("flashcards.review.nothingDue")}{" "}
            {t("flashcards.review.comeBack")}
          </p>
        </div>
      ) : (
        <>
          <article className="fc-card" aria-live="polite" data-testid="fc-card">
            <Markdown text={current.front} className="fc-md fc-front" />
            {current.imageUrl && <CardImage path={current.imageUrl} alt="" />}
            {flipped && (
              <>
                <hr />
                <Markdown text={current.back} className="fc-md fc-back" />
              </>
            )}
          </article>
          {flipped ? (
            <RatingButtons card={current} disabled={session.busy} onRate={(r) => void rate(r)} />
          ) : (
            <button type="button" className="fc-flip" onClick={flip}>
              {t("flashcards.review.showAnswer")} <kbd>Space</kbd>
            </button>
          )}
        </>
      )}
    </section>
  );
}
