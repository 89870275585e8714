import { useTranslation } from "react-i18next";
import { toast } from "../../../app/toast";
import { toastFailure } from "../../../shared/lib/result";
import { subjectName } from "../../subjects/utils/subject-name";
import { useClassrooms } from "../hooks/use-classrooms";
import { useLeaveClassroom } from "../hooks/use-leave-classroom";

/** A student's classes, each with the notice that its teacher sees their activity there. */
export function MyClasses() {
  const { t } = useTranslation();
  const { classrooms, loading } = useClassrooms();
  const [leave] = useLeaveClassroom();
  if (loading) return <p aria-busy="true">{t("msg.loading")}</p>;
  if (classrooms.length === 0) return <p className="cls-muted">{t("classes.none")}</p>;
  return (
    <ul className="cls-grid" aria-label={t("classes.yours")}>
      {classrooms.map((c) => (
        <li key={c.id} className="cls-card">
          <h3>
            {c.name} <span className="cls-muted">{t("classes.classN", { n: c.grade })}</span>
          </h3>
          <p className="cls-muted">
            {t("classes.teacherLine", {
              name: c.teacherName,
              subjects: c.subjects.map(subjectName).join(", "),
            })}
          </p>
          {c.activityNotice && <p className="cls-notice">{t("classes.activityNotice")}</p>}
          <button
            type="button"
            onClick={async () => {
              if (!window.confirm(t("classes.confirmLeave", { name: c.name }))) return;
              const res = (await leave({ variables: { classroomId: c.id } })).data?.leaveClassroom;
              if (!toastFailure(res)) toast.success(t("classes.left", { name: c.name }));
            }}
          >
            {t("classes.leave")}
          </button>
        </li>
      ))}
    </ul>
  );
}
