import { DEFAULT_CLASS } from "@vidya/core/constants";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { JOIN_CLASS_PATH } from "../../../app/shell/menu-tiles";
import { AssignedTests } from "../../assessment/components/AssignedTests";
import { useAuth } from "../../auth/hooks/use-auth";
import { featureTitle } from "../../feature/utils/feature-title";
import { TodayPlan } from "../../planner/components/TodayPlan";
import { SUBJECTS, toolsForClass } from "../utils/subjects";

/** /subjects: the seven subjects, each with the tools that suit the student's class. */
export function SubjectsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const classNumber = user?.preferredClass ?? DEFAULT_CLASS;
  return (
    <div className="stack">
      <div className="page-head">
        <h1>{t("subjectsPage.title")}</h1>
        <p className="muted">
          {t("subjectsPage.forClass", { n: classNumber })} ·{" "}
          <Link to="/profile">{t("subjectsPage.changeClass")}</Link> ·{" "}
          <Link to={JOIN_CLASS_PATH}>{t("features.joinClass")}</Link>
        </p>
      </div>
      <AssignedTests />
      <TodayPlan showLink />
      <ul className="subject-grid">
        {SUBJECTS.map((subject) => {
          const name = t(`subjectNames.${subject.key}`);
          return (
            <li key={subject.key} className={`card subject-card subject-${subject.slug}`}>
              <h2>
                <Link to={subject.path}>{name}</Link>
              </h2>
              <ul className="tool-list" aria-label={t("subjectsPage.toolsOf", { subject: name })}>
                {toolsForClass(subject, classNumber).map((tool) => (
                  <li key={tool.path}>
                    <Link to={tool.path}>{featureTitle(t, tool)}</Link>
                  </li>
                ))}
              </ul>
              <p className="subject-quick-test">
                <Link to={`/quick-test?subject=${subject.slug}&class=${classNumber}`}>
                  {t("assessment.quickTest")}
                </Link>
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
