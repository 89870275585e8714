import { useTranslation } from "react-i18next";
import { Markdown } from "../../tutor/components/Markdown";

export interface ItemLike {
  id: string;
  kind: string;
  stem: string;
  chapterTitle: string;
  options: { id: string; text: string }[];
}

/** One item with its options as radio buttons (or a text box for a typed answer). */
export function ItemView({
  item,
  number,
  answer,
  locked,
  onAnswer,
}: {
  item: ItemLike;
  number: number;
  answer: string | null;
  locked: boolean;
  onAnswer: (value: string) => void;
}) {
  const { t } = useTranslation();
  const typed = item.kind === "NUMERIC" || item.kind === "SHORT";
  return (
    <fieldset className="card qt-item" aria-labelledby={`q-${item.id}`}>
      <legend id={`q-${item.id}`} className="qt-stem">
        <span className="muted">{number}. </span>
        <Markdown text={item.stem} />
      </legend>
      {typed ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const value = String(new FormData(e.currentTarget).get("answer") ?? "").trim();
            if (value) onAnswer(value);
          }}
        >
          <input
            name="answer"
            aria-label={t("assessment.typeAnswer")}
            defaultValue={answer ?? ""}
            disabled={locked}
          />
          <button type="submit" disabled={locked}>
            {t("assessment.saveAnswer")}
          </button>
        </form>
      ) : (
        <div className="qt-options">
          {item.options.map((o) => (
            <label key={o.id} className="qt-option">
              <input
                type="radio"
                name={`answer-${item.id}`}
                value={o.id}
                checked={answer === o.id}
                disabled={locked}
                onChange={() => onAnswer(o.id)}
              />
              <Markdown text={o.text} />
            </label>
          ))}
        </div>
      )}
      {answer !== null && <p className="muted">{t("assessment.answered")}</p>}
    </fieldset>
  );
}
