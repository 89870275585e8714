import { isSubject } from "@vidya/core/subjects";
import { useLocation } from "react-router";
import { ToolGate } from "../features/consent/components/ToolGate";
import { SUBJECTS } from "../features/subjects/utils/subjects";
import { SubjectTutorPage } from "../features/tutor/components/SubjectTutorPage";
import NotFound from "./not-found";

/** /english, /science, /social-science, /hindi, /gujarati, /sanskrit: one tutor page per subject. */
export default function SubjectTutor() {
  const { pathname } = useLocation();
  const subject = SUBJECTS.find((s) => s.path === pathname);
  const slug = subject?.slug ?? "";
  if (!subject || !isSubject(slug) || slug === "mathematics") return <NotFound />;
  // Remount per subject, so moving from /hindi to /science starts afresh.
  return (
    <ToolGate tool="subjectTutor">
      <SubjectTutorPage key={slug} subject={slug} subjectKey={subject.key} />
    </ToolGate>
  );
}
