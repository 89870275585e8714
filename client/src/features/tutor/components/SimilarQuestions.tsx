import { useTranslation } from "react-i18next";
/** The three similar questions; clicking one asks it. */
export function SimilarQuestions({
  questions,
  disabled,
  onAsk,
}: {
  questions: string[];
  disabled: boolean;
  onAsk: (question: string) => void;
}) {
  const { t } = useTranslation();
  if (questions.length === 0) return null;
  return (
    <section className="similar-questions" aria-labelledby="similar-title">
      <h3 id="similar-title">{t("tutor.similar")}</h3>
      <ul>
        {questions.map((q) => (
          <li key={q}>
            <button type="button" className="tutor-chip" disabled={disabled} onClick={() => onAsk(q)}>
              {q}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
