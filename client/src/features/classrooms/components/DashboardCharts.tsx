import { useTranslation } from "react-i18next";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { Dashboard } from "../utils/live-dashboard";

/** Legend and axis text in the page's text colours (recharts colours legends like their series: 2:1). */
const legendText = (value: string) => <span className="cls-legend-text">{value}</span>;
const AXIS_TICK = { fill: "var(--muted)" };

/** Study minutes per student (today and this week) and activity per day over the range. */
export function DashboardCharts(props: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const d = props.dashboard;
  const study = d.roster.map((r) => ({
    name: r.name,
    today: Math.round(r.studyTodaySeconds / 60),
    week: Math.round(r.studyWeekSeconds / 60),
  }));
  const days = d.activityByDay.map((x) => ({
    day: x.day.slice(5),
    questions: x.questions,
    minutes: Math.round(x.studySeconds / 60),
  }));
  return (
    <div className="cls-grid">
      <section className="cls-card" aria-labelledby="cls-study-chart">
        <h2 id="cls-study-chart">{t("dashboard.studyChart")}</h2>
        <div className="cls-chart">
          <ResponsiveContainer>
            <BarChart data={study}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="name" tick={AXIS_TICK} />
              <YAxis allowDecimals={false} tick={AXIS_TICK} />
              <Tooltip />
              <Legend formatter={legendText} />
              <Bar
                dataKey="today"
                name={t("dashboard.todaySeries")}
                fill="#4f46e5"
                isAnimationActive={false}
              />
              <Bar dataKey="week" name={t("dashboard.weekSeries")} fill="#a5b4fc" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </section>
      <section className="cls-card" aria-labelledby="cls-days-chart">
        <h2 id="cls-days-chart">{t("dashboard.daysChart")}</h2>
        <div className="cls-chart">
          <ResponsiveContainer>
            <LineChart data={days}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="day" tick={AXIS_TICK} />
              <YAxis allowDecimals={false} tick={AXIS_TICK} />
              <Tooltip />
              <Legend formatter={legendText} />
              <Line
                dataKey="questions"
                name={t("dashboard.questionsSeries")}
                stroke="#dc2626"
                isAnimationActive={false}
              />
              <Line
                dataKey="minutes"
                name={t("dashboard.studyMinutesSeries")}
                stroke="#059669"
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </section>
    </div>
  );
}
