import { addDays } from "@vidya/core/planner/plan";
import { CalendarArrowDown, Printer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SUBJECTS } from "../../subjects/utils/subjects";
import { useStudyPlan } from "../hooks/use-study-plan";
import { downloadIcs } from "../utils/ics-download";
import { AvailabilityForm } from "./AvailabilityForm";
import { ExamsSection } from "./ExamsSection";
import { PlanItemRow } from "./PlanItemRow";
import "../planner.css";

/** A local date as the student reads it (weekday and day). */
function dayLabel(date: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, {
    weekday: "long",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * /study-planner and /{subject}/study-planner: the verdict (fits, or what was dropped), this week's
 * plan (live), the exams and the study time; export to calendar and print. A subject's planner shows
 * the same plan filtered to that subject.
 */
export function StudyPlannerPage({ subject }: { subject?: string }) {
  const { t, i18n } = useTranslation();
  const { plan, error } = useStudyPlan(7);
  const subjectName = subject
    ? t(`subjectNames.${SUBJECTS.find((s) => s.slug === subject)?.key ?? "mathematics"}`)
    : null;
  const items = (plan?.items ?? []).filter((i) => !subject || i.subject === subject);
  // A subject's planner judges only its own chapters: another subject's exam not fitting is not its news.
  const dropped = (plan?.dropped ?? []).filter((d) => !subject || d.subject === subject);
  const fits = plan ? (subject ? dropped.length === 0 && plan.availableMinutes > 0 : plan.fits) : true;
  const week = plan ? Array.from({ length: 7 }, (_, k) => addDays(plan.today, k)) : [];
  return (
    <div className="stack study-planner">
      <div className="page-head">
        <h1>{subjectName ? t("planner.subjectTitle", { subject: subjectName }) : t("planner.title")}</h1>
        <p className="muted">
          {subjectName ? t("planner.subjectIntro", { subject: subjectName }) : t("planner.intro")}
        </p>
      </div>
      {error ? <p role="alert">{error}</p> : null}
      {plan?.planned ? (
        <section
          className={`card${fits ? "" : " plan-verdict--warn"}`}
          aria-live="polite"
          data-testid="plan-verdict"
        >
          {fits ? (
            <p>{t("planner.fits")}</p>
          ) : plan.availableMinutes === 0 ? (
            <p>{t("planner.noHours", { needed: plan.neededMinutes })}</p>
          ) : (
            <>
              <p>
                {t("planner.doesNotFit", { needed: plan.neededMinutes, available: plan.availableMinutes })}
              </p>
              <ul>
                {dropped.map((d) => (
                  <li key={`${d.examId}:${d.chapterId}`}>
                    {t("planner.droppedItem", { title: d.title, minutes: d.minutes })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      ) : null}
      <section className="card" aria-labelledby="plan-week-title">
        <div className="page-head">
          <h2 id="plan-week-title">{t("planner.week")}</h2>
          <span className="no-print">
            <button
              type="button"
              className="secondary"
              disabled={!plan || items.length === 0}
              onClick={() =>
                plan && downloadIcs(items, plan.timeZone, (k) => t(`planner.kinds.${k as "learn"}`))
              }
            >
              <CalendarArrowDown aria-hidden="true" size={16} /> {t("planner.exportIcs")}
            </button>{" "}
            <button type="button" className="secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" size={16} /> {t("planner.print")}
            </button>
          </span>
        </div>
        {plan && !plan.planned ? <p className="muted">{t("planner.noPlan")}</p> : null}
        <div className="plan-week">
          {week.map((date) => {
            const dayItems = items.filter((i) => i.date === date);
            if (dayItems.length === 0) return null;
            return (
              <div key={date} data-testid={date === plan?.today ? "plan-today" : undefined}>
                <h3>
                  {date === plan?.today ? `${t("planner.today")} · ` : ""}
                  {dayLabel(date, i18n.language)}
                </h3>
                <ol className="plan-items">
                  {dayItems.map((item) => (
                    <PlanItemRow key={item.id} item={item} canAct={date === plan?.today} />
                  ))}
                </ol>
              </div>
            );
          })}
        </div>
      </section>
      <div className="no-print stack">
        <ExamsSection subject={subject} />
        {subject ? null : <AvailabilityForm />}
      </div>
    </div>
  );
}
