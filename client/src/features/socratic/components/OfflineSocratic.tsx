import { useTranslation } from "react-i18next";
import "../../../app/i18n/english/offlineTutor";
import "../../../app/i18n/english/socratic";
import { i18n } from "../../../app/i18n/i18n";
import { Markdown } from "../../../shared/ui/Markdown";
import { type Exchange, withPowers } from "../../tutor/utils/conversation";
import "../../tutor/components/tutor.css";

/*
 * The Socratic tutor with no connection (issue 27), loaded by the page only once "Use offline" has
 * put the math engine on the device. The guidance is written online (the server's ladder), so a
 * mathematics problem started offline gets the engine's worked answer instead: the math pages'
 * explanation and "Answer checked" rule, a line saying the step-by-step guidance needs a connection,
 * and the problem queued for history as a math page queues a question. The topic is `guessTopic`'s,
 * as the server picks the regular tutor for a Socratic problem; a problem the engine cannot solve is
 * refused with the math pages' message (`shown`), and nothing is queued. The answerer is imported
 * (`preload` loads it while the page is online), and the answer is drawn here rather than with the
 * tutor's SolutionArea and AnswerCheck: importing those would split them out of the tutor panel's
 * chunk and grow every subject page past its JavaScript budget.
 */

const parts = {
  guess: () => import("@vidya/core/tutor/guess-topic"),
  math: () => import("../../tutor/utils/offline-math"),
  answer: () => import("../../tutor/utils/offline-answer"),
};

/** Loads everything the answer needs (the answerer, the Markdown and KaTeX renderer) while online. */
export function preload(): Promise<unknown> {
  return Promise.all([parts.guess(), parts.math().then((m) => m.offlineMath.preload())]);
}

/** Solves a problem on the device and queues it for history; `shown` says why when it cannot. */
export async function solveProblemOffline(problem: string, userId: string | null): Promise<Exchange> {
  const [{ guessTopic }, { interfaceLanguage }, { answerOffline, NeedsConnection }] = await Promise.all([
    parts.guess(),
    parts.math(),
    parts.answer(),
  ]);
  try {
    return await answerOffline(problem, guessTopic(problem), interfaceLanguage(), userId, true);
  } catch (error) {
    if (!(error instanceof NeedsConnection)) throw error;
    throw Object.assign(new Error("not solved on the device"), { shown: i18n.t("tutor.offline.failed") });
  }
}

/** The engine's worked answer to a problem started offline. */
export function OfflineSocraticAnswer({ exchange, onNew }: { exchange: Exchange; onNew: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="socratic-session" aria-label={exchange.question}>
      <p className="socratic-offline" role="note">
        {t("offlineTutor.socraticGuidance")}
      </p>
      <section className="solution-area" aria-label={t("tutor.solution")} data-testid="solution">
        <p className="asked">{exchange.question}</p>
        <Markdown text={exchange.explanation} />
      </section>
      <p className="answered-offline" role="status">
        {t("tutor.offline.answeredOffline")}
      </p>
      {/* AnswerCheck's rule: the engine's own answer is either computed (and checked when verified) or unchecked. */}
      {exchange.verified && exchange.check === "COMPUTED" ? (
        <p className="answer-check checked" data-testid="answer-check">
          <span aria-hidden="true">✓</span> {t("tutor.answerChecked")}
          {exchange.finalAnswer ? (
            <span className="final-answer">: {withPowers(exchange.finalAnswer)}</span>
          ) : null}
          <span className="checked-what"> ({t("tutor.checkedComputed")})</span>
        </p>
      ) : null}
      <button type="button" onClick={onNew}>
        {t("socratic.newProblem")}
      </button>
    </section>
  );
}
