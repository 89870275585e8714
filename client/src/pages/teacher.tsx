import { ChapterQa } from "../features/teacher/components/ChapterQa";

export default function TeacherPage() {
  return <ChapterQa />;
}
