import { useTranslation } from "react-i18next";
import { Choice } from "../../../app/ui/Choice";
import { Markdown } from "../../../shared/ui/Markdown";

export interface ItemLike {
  id: string;
  kind: string;
  stem: string;
  chapterTitle: string;
  options: { id: string; text: string }[];
}

/**
 * One item with its options as radio buttons (or a text box for a typed answer). `locked` only
 * while an answer is on its way: a quick test's answer can be changed until the test is submitted.
 */
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
    <div className="card qt-item">
      <fieldset className="choice-list" aria-labelledby={`q-${item.id}`}>
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
          item.options.map((o) => (
            <Choice
              key={o.id}
              type="radio"
              className="qt-option"
              name={`answer-${item.id}`}
              value={o.id}
              checked={answer === o.id}
              disabled={locked}
              onChange={() => onAnswer(o.id)}
            >
              <Markdown text={o.text} />
            </Choice>
          ))
        )}
      </fieldset>
      {answer !== null && <p className="muted">{t("assessment.answered")}</p>}
    </div>
  );
}
