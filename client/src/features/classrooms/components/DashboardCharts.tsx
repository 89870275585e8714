import { useTranslation } from "react-i18next";
import { Chart } from "../../../shared/ui/charts/Chart";
import type { Dashboard } from "../utils/live-dashboard";
import "../../../app/i18n/english/dashboard";

/** Study minutes per student (today and this week) and activity per day over the range. */
export function DashboardCharts(props: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const d = props.dashboard;
  const minutes = (seconds: number) => Math.round(seconds / 60);
  return (
    <div className="cls-grid">
      <section className="cls-card" aria-labelledby="cls-study-chart">
        <h2 id="cls-study-chart">{t("dashboard.studyChart")}</h2>
        <Chart
          kind="bar"
          label={t("dashboard.studyChart")}
          labels={d.roster.map((r) => r.name)}
          series={[
            {
              name: t("dashboard.todaySeries"),
              values: d.roster.map((r) => minutes(r.studyTodaySeconds)),
              color: "var(--primary)",
            },
            {
              name: t("dashboard.weekSeries"),
              values: d.roster.map((r) => minutes(r.studyWeekSeconds)),
              color: "var(--sky)",
            },
          ]}
        />
      </section>
      <section className="cls-card" aria-labelledby="cls-days-chart">
        <h2 id="cls-days-chart">{t("dashboard.daysChart")}</h2>
        <Chart
          kind="line"
          label={t("dashboard.daysChart")}
          labels={d.activityByDay.map((x) => x.day.slice(5))}
          series={[
            {
              name: t("dashboard.questionsSeries"),
              values: d.activityByDay.map((x) => x.questions),
              color: "var(--rose)",
            },
            {
              name: t("dashboard.studyMinutesSeries"),
              values: d.activityByDay.map((x) => minutes(x.studySeconds)),
              color: "var(--teal)",
            },
          ]}
        />
      </section>
    </div>
  );
}
