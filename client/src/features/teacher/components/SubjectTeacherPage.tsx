import { useState } from "react";
import { useTranslation } from "react-i18next";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { Rich } from "../../../shared/ui/Rich";
import { ClassPicker } from "../../classrooms/components/ClassPicker";
import { TopicsPanel } from "../../classrooms/components/TopicsPanel";
import { useClassDashboard } from "../../classrooms/hooks/use-class-dashboard";
import { useClassrooms } from "../../classrooms/hooks/use-classrooms";
import { subjectName } from "../../subjects/utils/subject-name";
import { PracticeWorksheet } from "./PracticeWorksheet";
import "../../classrooms/classrooms.css";
import "../../../app/i18n/english/teacher";

const DAY = 86_400_000;

/** /<subject>/teacher: that subject's class activity, the questions asked most, and a worksheet maker. */
export function SubjectTeacherPage(props: { subject: string }) {
  const { t } = useTranslation();
  const label = subjectName(props.subject);
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
      <h1>{t("teacher.subject.title", { subject: label })}</h1>
      <section className="cls-card" aria-labelledby="cls-subject-activity">
        <h2 id="cls-subject-activity">{t("teacher.subject.activity", { subject: label })}</h2>
        {withSubject.length === 0 ? (
          <p className="cls-muted">{t("teacher.subject.noClass", { subject: label })}</p>
        ) : (
          <ClassPicker classrooms={withSubject} value={classroomId} onChange={setPicked} />
        )}
        {problem && <p className="cls-error">{localizeMessage(problem)}</p>}
        {dashboard && (
          <p data-testid="subject-totals">
            <Rich
              i18nKey="teacher.subject.questions"
              count={dashboard.totalQuestions}
              components={[<strong key="n" />]}
            />{" "}
            ·{" "}
            <Rich
              i18nKey="teacher.subject.activeStudents"
              count={dashboard.activeStudents}
              components={[<strong key="n" />]}
            />
          </p>
        )}
      </section>
      {dashboard && <TopicsPanel dashboard={dashboard} />}
      <PracticeWorksheet subject={props.subject} />
    </div>
  );
}
