import { isSubject, SUBJECT_LABELS } from "@vidya/core/subjects";
import { useState } from "react";
import { ClassPicker } from "../../classrooms/components/ClassPicker";
import { TopicsPanel } from "../../classrooms/components/TopicsPanel";
import { useClassDashboard } from "../../classrooms/hooks/use-class-dashboard";
import { useClassrooms } from "../../classrooms/hooks/use-classrooms";
import { PracticeWorksheet } from "./PracticeWorksheet";
import "../../classrooms/classrooms.css";

const DAY = 86_400_000;

/** /<subject>/teacher: that subject's class activity, the questions asked most, and a worksheet maker. */
export function SubjectTeacherPage(props: { subject: string }) {
  const label = isSubject(props.subject) ? SUBJECT_LABELS[props.subject] : props.subject;
  const { classrooms } = useClassrooms();
  const withSubject = classrooms.filter((c) => c.subjects.includes(props.subject));
  const [picked, setPicked] = useState<string | null>(null);
  const classroomId = picked ?? withSubject[0]?.id ?? null;
  const [range] = useState(() => ({
    from: new Date(Date.now() - 30 * DAY).toISOString(),
    to: new Date(Date.now() + DAY).toISOString(),
  }));
  const { dashboard, problem } = useClassDashboard(classroomId, range, props.subject);

  return (
    <div className="cls-page">
      <h1>{label} for teachers</h1>
      <section className="cls-card" aria-labelledby="cls-subject-activity">
        <h2 id="cls-subject-activity">{label} activity (last 30 days)</h2>
        {withSubject.length === 0 ? (
          <p className="cls-muted">
            None of your classes has {label}. Add it when you create a class on the teacher dashboard.
          </p>
        ) : (
          <ClassPicker classrooms={withSubject} value={classroomId} onChange={setPicked} />
        )}
        {problem && <p className="cls-error">{problem}</p>}
        {dashboard && (
          <p>
            <strong>{dashboard.totalQuestions}</strong> questions ·{" "}
            <strong>{dashboard.activeStudents}</strong> active students
          </p>
        )}
      </section>
      {dashboard && <TopicsPanel dashboard={dashboard} />}
      <PracticeWorksheet subject={props.subject} />
    </div>
  );
}
