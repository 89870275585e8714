import { useLocation } from "react-router";
import { SubjectTeacherPage } from "../features/teacher/components/SubjectTeacherPage";

/** /<subject>/teacher for the six subjects with a teacher page; the subject comes from the path. */
export default function SubjectTeacher() {
  const subject = useLocation().pathname.split("/")[1] ?? "mathematics";
  return <SubjectTeacherPage key={subject} subject={subject} />;
}
