import { Trans } from "react-i18next";
import { type Exchange, withPowers } from "../utils/conversation";

/**
 * The words of AnswerCheck's warning that the offline engine disagrees. Its own chunk: react-i18next's
 * <Trans> (about 5 KB gzipped) loads only when an answer is disputed, not with every tutor page.
 */
export default function AnswerDisagrees({ exchange }: { exchange: Exchange }) {
  return (
    <Trans
      i18nKey="tutor.answerDisagrees"
      values={{
        engine: exchange.engineAnswer ? ` (${withPowers(exchange.engineAnswer)})` : "",
        final: exchange.finalAnswer ? ` (${withPowers(exchange.finalAnswer)})` : "",
      }}
      components={{ e: <strong />, f: <strong /> }}
    />
  );
}
