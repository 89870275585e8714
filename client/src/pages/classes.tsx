import { StudentClassesPanel } from "../features/classrooms/components/StudentClassesPanel";

export default function ClassesPage() {
  return (
    <div className="cls-page">
      <h1>Classes</h1>
      <StudentClassesPanel />
    </div>
  );
}
