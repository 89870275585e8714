import { useTranslation } from "react-i18next";
import { Markdown } from "../../../shared/ui/Markdown";
import { useAuth } from "../../auth/hooks/use-auth";
import type { Shown } from "../hooks/use-tutor";

/** The model's setup, for a teacher: the variables and the local model (README). */
function ModelSetup() {
  const { t } = useTranslation();
  return (
    <>
      <p>{t("tutor.noModel.admin")}</p>
      <ul>
        <li>
          <code>OPENAI_API_KEY</code> {t("tutor.noModel.key")}
        </li>
        <li>
          <code>OPENAI_BASE_URL</code> {t("tutor.noModel.baseUrl")}
        </li>
        <li>
          <code>docker compose --profile local-ai up</code> {t("tutor.noModel.localAi")}
        </li>
      </ul>
    </>
  );
}

/**
 * The solution area (SPEC 2 and 9): a scroll box 300 px tall on small screens and 400 px on larger
 * ones, showing the explanation as it is written and then the finished answer.
 */
export function SolutionArea({ shown }: { shown: Shown }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  // How a model is set up is for teachers (and the README), never for students (issue 25).
  const teacher = user?.role === "teacher";
  return (
    <section
      className="solution-area"
      aria-label={t("tutor.solution")}
      aria-live="polite"
      aria-busy={shown?.kind === "writing"}
      data-testid="solution"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by keyboard.
      tabIndex={0}
    >
      {shown === null ? (
        <p className="hint">{t("tutor.solutionHint")}</p>
      ) : shown.kind === "noModel" ? (
        <>
          {shown.question ? <p className="asked">{shown.question}</p> : null}
          <div className="no-model" role="alert">
            <p>
              <strong>{t("tutor.noModel.title")}</strong>
            </p>
            <p>{t("tutor.noModel.body")}</p>
            {teacher ? <ModelSetup /> : null}
          </div>
        </>
      ) : shown.kind === "writing" ? (
        <>
          {shown.question ? <p className="asked">{shown.question}</p> : null}
          {shown.text ? <Markdown text={shown.text} /> : <p className="hint">{t("tutor.thinking")}</p>}
        </>
      ) : (
        <>
          {shown.exchange.question ? <p className="asked">{shown.exchange.question}</p> : null}
          <Markdown text={shown.exchange.explanation} />
        </>
      )}
    </section>
  );
}
