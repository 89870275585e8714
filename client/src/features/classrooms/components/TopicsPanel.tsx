import { useTranslation } from "react-i18next";
import { i18n } from "../../../app/i18n/i18n";
import { BarList } from "../../../shared/ui/charts/Chart";
import { subjectName } from "../../subjects/utils/subject-name";
import { struggleReasons } from "../utils/activity-text";
import type { Dashboard } from "../utils/live-dashboard";
import "../../../app/i18n/english/dashboard";

const topicLabel = (t: { subject?: string | null; topic?: string | null }) =>
  [subjectName(t.subject), t.topic ?? i18n.t("dashboard.noTopic")].filter(Boolean).join(" · ");

/** Questions per topic (chart), the topics the class struggles with, and the questions asked most. */
export function TopicsPanel(props: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const d = props.dashboard;
  const data = d.questionsPerTopic.slice(0, 10).map((x) => ({ name: topicLabel(x), questions: x.questions }));
  return (
    <div className="cls-grid">
      <section className="cls-card" aria-labelledby="cls-topics-title">
        <h2 id="cls-topics-title">{t("dashboard.topicsTitle")}</h2>
        {data.length === 0 ? (
          <p className="cls-muted">{t("dashboard.noQuestions")}</p>
        ) : (
          <>
            <BarList items={data.map((x) => ({ name: x.name, value: x.questions }))} color="var(--sky)" />
            <ul data-testid="topic-counts">
              {d.questionsPerTopic.map((x) => (
                <li key={topicLabel(x)}>
                  {topicLabel(x)}: <strong>{x.questions}</strong>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section className="cls-card" aria-labelledby="cls-struggle-title">
        <h2 id="cls-struggle-title">{t("dashboard.struggleTitle")}</h2>
        {d.strugglingTopics.length === 0 ? (
          <p className="cls-muted">{t("dashboard.noStruggle")}</p>
        ) : (
          <ol>
            {d.strugglingTopics.map((x) => (
              <li key={topicLabel(x)}>
                <strong>{topicLabel(x)}</strong>
                <ul>
                  {struggleReasons(x).map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
        {d.topQuestions.length > 0 && (
          <>
            <h3>{t("dashboard.askedMost")}</h3>
            <ol>
              {d.topQuestions.map((q) => (
                <li key={q.text}>
                  {q.text} <span className="cls-muted">×{q.count}</span>
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </div>
  );
}
