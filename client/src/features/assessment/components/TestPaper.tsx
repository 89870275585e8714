import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Choice } from "../../../app/ui/Choice";
import { clock } from "../utils/format";
import { type ItemLike, ItemView } from "./ItemView";

/**
 * A quick test being taken, online or on the device (issue 26: one view for both): the title, the
 * clock and "all on one page", then one question at a time (or all of them) and the pager row, whose
 * last button is the caller's submit button.
 */
export function TestPaper({
  items,
  answerOf,
  secondsLeft,
  onAnswer,
  submit,
}: {
  items: ItemLike[];
  /** The answer given to an item so far, or null. */
  answerOf: (itemId: string) => string | null;
  secondsLeft: number;
  onAnswer: (itemId: string, value: string) => void;
  submit: ReactNode;
}) {
  const { t } = useTranslation();
  const [allOnPage, setAllOnPage] = useState(false);
  const [index, setIndex] = useState(0);
  const shown = allOnPage ? items : items.slice(index, index + 1);
  return (
    <div className="stack qt-page">
      <div className="page-head qt-head">
        <h1>{t("assessment.quickTest")}</h1>
        <p role="timer" aria-live="off" className="qt-clock">
          {t("assessment.timeLeft", { time: clock(secondsLeft) })}
        </p>
        <Choice checked={allOnPage} onChange={setAllOnPage}>
          {t("assessment.allOnPage")}
        </Choice>
      </div>
      {!allOnPage && (
        <p className="muted">{t("assessment.questionOf", { n: index + 1, total: items.length })}</p>
      )}
      {shown.map((item) => (
        <ItemView
          key={item.id}
          item={item}
          number={items.indexOf(item) + 1}
          answer={answerOf(item.id)}
          locked={false}
          onAnswer={(v) => onAnswer(item.id, v)}
        />
      ))}
      <div className="row">
        {!allOnPage && (
          <>
            <button type="button" disabled={index === 0} onClick={() => setIndex((i) => i - 1)}>
              {t("assessment.previous")}
            </button>
            <button type="button" disabled={index >= items.length - 1} onClick={() => setIndex((i) => i + 1)}>
              {t("assessment.next")}
            </button>
          </>
        )}
        {submit}
      </div>
    </div>
  );
}
