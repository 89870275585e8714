import { addDays } from "@vidya/core/planner/plan";
import { Award, Download, Flame, Snowflake } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { SUBJECTS } from "../../subjects/utils/subjects";
import { topicKey, topicSlug } from "../../tutor/utils/topics";
import { downloadCsv, progressCsv } from "../utils/progress-csv";
import "../../planner/planner.css";
import { TableScroll } from "../../../app/ui/TableScroll";
import { Chart } from "../../../shared/ui/charts/Chart";
import { useProgress } from "../hooks/use-progress";

/** /profile's progress: study time charts, streak, mastery, retention, questions, badges and CSV. */
export default function ProgressSection() {
  const { t } = useTranslation();
  const { data } = useProgress();
  const p = data?.progress;
  const last30 = useMemo(() => {
    if (!p) return { labels: [] as string[], values: [] as number[] };
    const byDate = new Map(p.days.map((d) => [d.date, d.minutes]));
    const dates = Array.from({ length: 30 }, (_, i) => addDays(p.today, i - 29));
    return { labels: dates.map((d) => d.slice(5)), values: dates.map((d) => byDate.get(d) ?? 0) };
  }, [p]);
  const subjectName = (slug: string) => {
    const s = SUBJECTS.find((x) => x.slug === slug);
    return s ? t(`subjectNames.${s.key}`) : slug;
  };
  /** A topic as a reader names it: a math topic's name, another subject's name, nothing when it is the subject. */
  const topicName = (subject: string, topic: string) => {
    const slug = topicSlug(topic);
    if (slug) return t(`topicNames.${topicKey(slug)}`);
    return topic === subject ? null : subjectName(topic);
  };
  const perSubject = useMemo(
    () => ({
      labels: (p?.subjects ?? []).map((s) => s.subject),
      values: (p?.subjects ?? []).map((s) => s.minutes),
    }),
    [p],
  );
  if (!p) return null;
  return (
    <section className="stack" aria-labelledby="progress-title">
      <div className="page-head">
        <h2 id="progress-title">{t("progress.title")}</h2>
        <button
          type="button"
          className="secondary"
          onClick={() => downloadCsv(progressCsv(p), "vidya-progress.csv")}
        >
          <Download aria-hidden="true" size={16} /> {t("progress.download")}
        </button>
      </div>
      <div className="card" data-testid="streak">
        <h3>
          <Flame aria-hidden="true" size={18} /> {t("progress.streak")}
        </h3>
        <p>
          <strong>{t("progress.streakDays", { n: p.streak.current })}</strong> ·{" "}
          {t("progress.bestStreak", { n: p.streak.best })}
        </p>
        <p>{t("progress.thisWeek", { n: p.streak.thisWeek, goal: p.streak.weeklyGoal })}</p>
        <p>
          <Snowflake aria-hidden="true" size={16} /> {t("progress.freezes", { n: p.streak.freezes })}
        </p>
        <p className="muted">{t("progress.dailyGoal", { n: p.dailyGoalMinutes })}</p>
      </div>
      <div className="card" data-testid="study-chart">
        <h3>{t("progress.studyTime")}</h3>
        {p.totalMinutes === 0 ? <p className="muted">{t("progress.noStudy")}</p> : null}
        <Chart
          kind="bar"
          label={t("progress.studyTime")}
          labels={last30.labels}
          series={[{ name: t("progress.chartMinutes"), values: last30.values, color: "var(--primary)" }]}
        />
        <details>
          <summary>{t("progress.studyTime")}</summary>
          <TableScroll label={t("progress.studyTime")}>
            <table>
              <tbody>
                {p.days.slice(-30).map((d) => (
                  <tr key={d.date}>
                    <th scope="row">{d.date}</th>
                    <td data-testid="day-minutes">{t("planner.minutes", { n: d.minutes })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </details>
      </div>
      <div className="card">
        <h3>{t("progress.perSubject")}</h3>
        {perSubject.labels.length > 0 ? (
          <Chart
            kind="bar"
            label={t("progress.perSubject")}
            labels={perSubject.labels.map(subjectName)}
            series={[
              { name: t("progress.chartMinutes"), values: perSubject.values, color: "var(--primary)" },
            ]}
          />
        ) : null}
        <ul>
          {p.subjects.map((s) => (
            <li key={s.subject}>
              {subjectName(s.subject)}: {t("planner.minutes", { n: s.minutes })} · {s.questions}
            </li>
          ))}
        </ul>
      </div>
      <div className="card" data-testid="mastery">
        <h3>{t("progress.mastery")}</h3>
        {p.chapters.length === 0 ? <p className="muted">{t("progress.noMastery")}</p> : null}
        <ul>
          {p.chapters.map((c) => (
            <li key={c.chapterId}>
              <strong>{c.title}</strong> ({subjectName(c.subject)}): {t(`progress.levels.${c.level}`)} ·{" "}
              <span className="muted">{c.reason}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="card">
        <h3>{t("progress.retention")}</h3>
        <p>
          {p.retention.rate === null
            ? t("progress.noRetention")
            : t("progress.retentionRate", {
                rate: Math.round(p.retention.rate * 100),
                n: p.retention.reviews,
              })}
        </p>
      </div>
      <div className="card">
        <h3>{t("progress.topics")}</h3>
        <ul>
          {p.topics.map((x) => (
            <li key={`${x.subject}:${x.topic}`}>
              {subjectName(x.subject)}
              {topicName(x.subject, x.topic) ? ` · ${topicName(x.subject, x.topic)}` : ""}: {x.questions}
            </li>
          ))}
        </ul>
      </div>
      <div className="card">
        <h3>
          <Award aria-hidden="true" size={18} /> {t("progress.badges")}
        </h3>
        <ul className="badge-list">
          {p.badges.map((b) => (
            <li key={b.key} data-earned={b.earned}>
              {b.title}:{" "}
              {b.earned
                ? `${t("progress.earned")}${b.earnedOn ? ` ${b.earnedOn}` : ""}`
                : t("progress.notEarned")}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
