import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAuth } from "../../auth/hooks/use-auth";
import { SUBJECTS, type SubjectKey } from "../../subjects/utils/subjects";

/**
 * A subject page's way to the teacher's assessment room (issue 25: nothing linked to it): for a teacher
 * only, "Mathematics Teacher Tools" → /mathematics/teacher-tools.
 */
export function SubjectTeacherToolsLink({ subjectKey }: { subjectKey: SubjectKey }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const subject = SUBJECTS.find((s) => s.key === subjectKey);
  if (user?.role !== "teacher" || !subject) return null;
  return (
    <p className="subject-teacher-tools">
      <Link className="button-link" to={`/${subject.slug}/teacher-tools`}>
        {t("features.subjectTeacherTools", { subject: t(`subjectNames.${subject.key}`) })}
      </Link>
    </p>
  );
}

/** The teacher dashboard's list of every subject's Teacher Tools (question bank, tests, results). */
export function TeacherToolsNav() {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="teacher-tools-nav" className="cls-card teacher-tools-nav">
      <h2 id="teacher-tools-nav">{t("features.teacherTools")}</h2>
      <ul className="cls-row">
        {SUBJECTS.map((s) => (
          <li key={s.key}>
            <Link to={`/${s.slug}/teacher-tools`}>
              {t("features.subjectTeacherTools", { subject: t(`subjectNames.${s.key}`) })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
