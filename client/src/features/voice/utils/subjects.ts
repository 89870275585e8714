import type { SubjectKey } from "../../subjects/utils/subjects";

/** askTutor's name for a subject ("socialScience" → "social-science"). */
export function tutorSubject(key: SubjectKey | string): string {
  return key === "socialScience" ? "social-science" : key;
}
