import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Choice } from "../../../app/ui/Choice";
import { useStudentActivity } from "../hooks/use-student-activity";
import { describeActivity } from "../utils/activity-text";
import { formatAgo } from "../utils/format";
import "../../../app/i18n/english/dashboard";

/** One student's questions and answers (or all activity), newest first, in a side panel. */
export function StudentDrilldown(props: {
  classroomId: string;
  studentId: string;
  now: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [questionsOnly, setQuestionsOnly] = useState(true);
  const { activity, loading, problem, loadMore } = useStudentActivity(
    props.classroomId,
    props.studentId,
    questionsOnly,
  );
  return (
    <aside className="cls-drill" aria-label={t("dashboard.drill.label")} role="dialog">
      <div className="cls-row">
        <h2>{activity?.name ?? t("dashboard.drill.student")}</h2>
        <button type="button" onClick={props.onClose}>
          {t("dashboard.drill.close")}
        </button>
      </div>
      <Choice checked={questionsOnly} onChange={setQuestionsOnly}>
        {t("dashboard.drill.questionsOnly")}
      </Choice>
      {loading && <p aria-busy="true">{t("dashboard.loading")}</p>}
      {problem && <p className="cls-error">{problem}</p>}
      {activity && activity.events.length === 0 && <p className="cls-muted">{t("dashboard.drill.none")}</p>}
      {activity?.events.map((e) => (
        <div key={e.id} className="cls-qa">
          <p className="cls-muted">
            {describeActivity(e)} · {formatAgo(e.createdAt, props.now)}
          </p>
          {e.question && (
            <p>
              <strong>{t("dashboard.drill.q")}</strong> {e.question}
            </p>
          )}
          {e.answer && (
            <p className="cls-answer">
              <strong>{t("dashboard.drill.a")}</strong> {e.answer}
              {e.verified === false && (
                <span className="cls-status cls-status-IDLE"> {t("dashboard.drill.notChecked")}</span>
              )}
              {e.verified === true && (
                <span className="cls-status cls-status-ONLINE"> {t("dashboard.drill.checked")}</span>
              )}
            </p>
          )}
        </div>
      ))}
      {activity?.hasMore && (
        <button type="button" onClick={() => void loadMore()}>
          {t("dashboard.drill.older")}
        </button>
      )}
    </aside>
  );
}
