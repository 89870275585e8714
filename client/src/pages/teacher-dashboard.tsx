import { TeacherDashboard } from "../features/classrooms/components/TeacherDashboard";

export default function TeacherDashboardPage() {
  return <TeacherDashboard />;
}
