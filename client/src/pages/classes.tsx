import { useSearchParams } from "react-router";
import { StudentClassesPanel } from "../features/classrooms/components/StudentClassesPanel";

/** /classes: the join box (focused when opened from a "Join a class" link) and the student's classes. */
export default function ClassesPage() {
  const [params] = useSearchParams();
  return (
    <div className="cls-page">
      <h1>Classes</h1>
      <StudentClassesPanel focusJoin={params.has("join")} />
    </div>
  );
}
