import { JoinClassCard } from "./JoinClassCard";
import { MyClasses } from "./MyClasses";
import "../classrooms.css";
import { useTranslation } from "react-i18next";

/** The student's join box and their classes (for /classes, the profile and /subjects). */
export function StudentClassesPanel({ focusJoin = false }: { focusJoin?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="cls-grid">
      <JoinClassCard autoFocus={focusJoin} />
      <section aria-labelledby="cls-mine-title">
        <h2 id="cls-mine-title">{t("classes.yours")}</h2>
        <MyClasses />
      </section>
    </div>
  );
}
