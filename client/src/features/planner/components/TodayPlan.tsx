import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useStudyPlan } from "../hooks/use-study-plan";
import { PlanItemRow } from "./PlanItemRow";
import "../planner.css";

/** Today's plan, live: on /subjects (where /dashboard leads a student) and on the planners. */
export function TodayPlan({ subject, showLink = false }: { subject?: string; showLink?: boolean }) {
  const { t } = useTranslation();
  const { plan } = useStudyPlan(1);
  if (!plan) return null;
  const items = plan.items.filter(
    (i) =>
      i.date === plan.today &&
      (!subject || i.subject === subject || i.kind === "break" || i.kind === "flashcards"),
  );
  return (
    <section className="card today-plan" aria-labelledby="today-plan-title">
      <h2 id="today-plan-title">{t("planner.today")}</h2>
      {items.length === 0 ? (
        <p className="muted">{plan.planned ? t("planner.todayEmpty") : t("planner.noPlan")}</p>
      ) : (
        <ol className="plan-items">
          {items.map((item) => (
            <PlanItemRow key={item.id} item={item} canAct />
          ))}
        </ol>
      )}
      {showLink ? <Link to="/study-planner">{t("planner.openPlanner")}</Link> : null}
    </section>
  );
}
