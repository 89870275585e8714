import { useState } from "react";
import { useStudentActivity } from "../hooks/use-student-activity";
import { formatAgo } from "../utils/format";

/** One student's questions and answers (or all activity), newest first, in a side panel. */
export function StudentDrilldown(props: {
  classroomId: string;
  studentId: string;
  now: number;
  onClose: () => void;
}) {
  const [questionsOnly, setQuestionsOnly] = useState(true);
  const { activity, loading, problem, loadMore } = useStudentActivity(
    props.classroomId,
    props.studentId,
    questionsOnly,
  );
  return (
    <aside className="cls-drill" aria-label="Student activity" role="dialog">
      <div className="cls-row">
        <h2>{activity?.name ?? "Student"}</h2>
        <button type="button" onClick={props.onClose}>
          Close
        </button>
      </div>
      <label>
        <input type="checkbox" checked={questionsOnly} onChange={(e) => setQuestionsOnly(e.target.checked)} />{" "}
        Questions and answers only
      </label>
      {loading && <p aria-busy="true">Loading...</p>}
      {problem && <p className="cls-error">{problem}</p>}
      {activity && activity.events.length === 0 && <p className="cls-muted">No activity yet.</p>}
      {activity?.events.map((e) => (
        <div key={e.id} className="cls-qa">
          <p className="cls-muted">
            {e.summary} · {formatAgo(e.createdAt, props.now)}
          </p>
          {e.question && (
            <p>
              <strong>Q:</strong> {e.question}
            </p>
          )}
          {e.answer && (
            <p className="cls-answer">
              <strong>A:</strong> {e.answer}
              {e.verified === false && <span className="cls-status cls-status-IDLE"> not checked</span>}
              {e.verified === true && <span className="cls-status cls-status-ONLINE"> checked</span>}
            </p>
          )}
        </div>
      ))}
      {activity?.hasMore && (
        <button type="button" onClick={() => void loadMore()}>
          Show older
        </button>
      )}
    </aside>
  );
}
