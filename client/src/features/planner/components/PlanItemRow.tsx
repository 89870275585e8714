import { Check, Play } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SUBJECTS } from "../../subjects/utils/subjects";
import { type PlanItem, usePlanActions } from "../hooks/use-plan-actions";

/** One plan item: what to do, for how long, and Start / Done; a done item says what ticked it off. */
export function PlanItemRow({ item, canAct }: { item: PlanItem; canAct: boolean }) {
  const { t } = useTranslation();
  const { start, complete } = usePlanActions();
  const subject = SUBJECTS.find((s) => s.slug === item.subject);
  const done = item.doneAt !== null && item.doneAt !== undefined;
  return (
    <li
      className={`plan-item plan-item--${item.kind}${done ? " plan-item--done" : ""}`}
      data-testid="plan-item"
    >
      <span className="plan-item__kind">{t(`planner.kinds.${item.kind}`)}</span>
      <span className="plan-item__title">{item.title}</span>
      <span className="plan-item__minutes">
        {item.kind === "flashcards" && item.cards
          ? t("planner.cards", { n: item.cards })
          : t("planner.minutes", { n: item.minutes })}
      </span>
      {done ? (
        <span className="plan-item__done">
          <Check aria-hidden="true" size={16} /> {t(`planner.doneBy.${(item.doneBy ?? "hand") as "hand"}`)}
        </span>
      ) : canAct && item.kind !== "break" ? (
        <span className="plan-item__actions">
          <button
            type="button"
            onClick={() => void start(item)}
            aria-label={t("planner.startItem", { title: item.title })}
          >
            <Play aria-hidden="true" size={16} /> {t("planner.start")}
          </button>
          <button
            type="button"
            className="secondary"
            onClick={() => void complete(item, true)}
            aria-label={t("planner.markDone", { title: item.title })}
          >
            <Check aria-hidden="true" size={16} /> {t("planner.done")}
          </button>
          {subject && item.chapterId ? <Link to={subject.path}>{t("planner.askTutor")}</Link> : null}
        </span>
      ) : null}
    </li>
  );
}
