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
  if (questions.length === 0) return null;
  return (
    <section className="similar-questions" aria-labelledby="similar-title">
      <h3 id="similar-title">Similar questions</h3>
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
