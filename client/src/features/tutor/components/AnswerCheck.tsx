import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { type Exchange, withPowers } from "../utils/conversation";

const AnswerDisagrees = lazy(() => import("./AnswerDisagrees"));

/**
 * "Answer checked" when the offline engine computed or agreed, saying which (its working for the
 * reading shown above the steps, or its agreement with the explanation); a clear warning when it disagrees.
 */
export function AnswerCheck({ exchange }: { exchange: Exchange }) {
  const { t } = useTranslation();
  if (exchange.verified && (exchange.check === "AGREE" || exchange.check === "COMPUTED")) {
    return (
      <p className="answer-check checked" data-testid="answer-check">
        <span aria-hidden="true">✓</span> {t("tutor.answerChecked")}
        {exchange.finalAnswer ? (
          <span className="final-answer">: {withPowers(exchange.finalAnswer)}</span>
        ) : null}
        <span className="checked-what">
          {" "}
          ({t(exchange.check === "COMPUTED" ? "tutor.checkedComputed" : "tutor.checkedAgree")})
        </span>
      </p>
    );
  }
  if (exchange.check === "DISAGREE") {
    return (
      <p className="answer-check disagrees" role="alert" data-testid="answer-check">
        <span aria-hidden="true">⚠</span>{" "}
        <Suspense fallback={null}>
          <AnswerDisagrees exchange={exchange} />
        </Suspense>
      </p>
    );
  }
  return null;
}
