import type { Exchange } from "../utils/conversation";

/** "Answer checked" when the offline engine computed or agreed; a clear warning when it disagrees. */
export function AnswerCheck({ exchange }: { exchange: Exchange }) {
  if (exchange.verified && (exchange.check === "AGREE" || exchange.check === "COMPUTED")) {
    return (
      <p className="answer-check checked" data-testid="answer-check">
        <span aria-hidden="true">✓</span> Answer checked
        {exchange.finalAnswer ? <span className="final-answer">: {exchange.finalAnswer}</span> : null}
      </p>
    );
  }
  if (exchange.check === "DISAGREE") {
    return (
      <p className="answer-check disagrees" role="alert" data-testid="answer-check">
        <span aria-hidden="true">⚠</span> Careful: our math checker got a different answer
        {exchange.engineAnswer ? <strong> ({exchange.engineAnswer})</strong> : null} than this explanation
        {exchange.finalAnswer ? <strong> ({exchange.finalAnswer})</strong> : null}. Please go through the
        steps again before you trust it.
      </p>
    );
  }
  return null;
}
