import { Rich } from "../../../shared/ui/Rich";
import { type Exchange, withPowers } from "../utils/conversation";

/**
 * The words of AnswerCheck's warning that the offline engine disagrees, and what the engine read the
 * question as, so a misreading (the model's or the engine's) shows at a glance. Its own chunk: it
 * loads only when an answer is disputed.
 */
export default function AnswerDisagrees({ exchange }: { exchange: Exchange }) {
  return (
    <>
      <Rich
        i18nKey="tutor.answerDisagrees"
        values={{
          engine: exchange.engineAnswer ? ` (${withPowers(exchange.engineAnswer)})` : "",
          final: exchange.finalAnswer ? ` (${withPowers(exchange.finalAnswer)})` : "",
        }}
        components={{ e: <strong />, f: <strong /> }}
      />
      {exchange.engineReading ? (
        <span className="engine-reading" data-testid="engine-reading">
          {" "}
          <Rich
            i18nKey="tutor.answerDisagreesReading"
            values={{ reading: withPowers(exchange.engineReading) }}
            components={{ r: <strong /> }}
          />
        </span>
      ) : null}
    </>
  );
}
