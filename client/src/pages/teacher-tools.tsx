import { TeacherToolsPage } from "../features/assessment/components/TeacherToolsPage";

/** /{subject}/teacher-tools: the teacher's assessment room for the subject. */
export default TeacherToolsPage;
