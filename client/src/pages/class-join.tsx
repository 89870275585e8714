import { Link, useParams } from "react-router";
import { JoinClassCard } from "../features/classrooms/components/JoinClassCard";
import "../features/classrooms/classrooms.css";
import { useTranslation } from "react-i18next";
import { useViewerRole } from "../features/classrooms/hooks/use-viewer-role";
import { Rich } from "../shared/ui/Rich";

/** /classes/join/:code — the link a teacher shares; a student reads the notice and joins. */
export default function ClassJoinPage() {
  const { t } = useTranslation();
  const { code } = useParams();
  const { data } = useViewerRole();
  if (data?.me?.role === "teacher") {
    return (
      <div className="cls-page">
        <p className="cls-notice">
          <Rich i18nKey="classes.teacherLink" components={{ 1: <Link to="/teacher-dashboard" /> }} />
        </p>
      </div>
    );
  }
  return (
    <div className="cls-page">
      <JoinClassCard initialCode={code ?? ""} autoFocus />
      <p>
        <Link to="/classes">{t("classes.yours")}</Link>
      </p>
    </div>
  );
}
