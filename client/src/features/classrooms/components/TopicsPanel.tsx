import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { subjectName } from "../utils/format";
import type { Dashboard } from "../utils/live-dashboard";

const topicLabel = (t: { subject?: string | null; topic?: string | null }) =>
  [subjectName(t.subject), t.topic ?? "(no topic)"].filter(Boolean).join(" · ");

/** Questions per topic (chart), the topics the class struggles with, and the questions asked most. */
export function TopicsPanel(props: { dashboard: Dashboard }) {
  const d = props.dashboard;
  const data = d.questionsPerTopic.slice(0, 10).map((t) => ({ name: topicLabel(t), questions: t.questions }));
  return (
    <div className="cls-grid">
      <section className="cls-card" aria-labelledby="cls-topics-title">
        <h2 id="cls-topics-title">Questions per topic</h2>
        {data.length === 0 ? (
          <p className="cls-muted">No questions in this range.</p>
        ) : (
          <>
            <div className="cls-chart">
              <ResponsiveContainer>
                <BarChart data={data} layout="vertical" margin={{ left: 40 }}>
                  <XAxis type="number" allowDecimals={false} />
                  <YAxis type="category" dataKey="name" width={160} />
                  <Tooltip />
                  <Bar dataKey="questions" name="Questions" fill="#0ea5e9" isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            </div>
            <ul data-testid="topic-counts">
              {d.questionsPerTopic.map((t) => (
                <li key={topicLabel(t)}>
                  {topicLabel(t)}: <strong>{t.questions}</strong>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section className="cls-card" aria-labelledby="cls-struggle-title">
        <h2 id="cls-struggle-title">Where the class struggles</h2>
        {d.strugglingTopics.length === 0 ? (
          <p className="cls-muted">
            No topic stands out yet: few questions, answers checked, quiz scores fine.
          </p>
        ) : (
          <ol>
            {d.strugglingTopics.map((t) => (
              <li key={topicLabel(t)}>
                <strong>{topicLabel(t)}</strong>
                <ul>
                  {t.reasons.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
        {d.topQuestions.length > 0 && (
          <>
            <h3>Asked most</h3>
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
