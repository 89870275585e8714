/** The seven subjects of the product (SPEC 1), as URL slugs, with their display names. */
export const SUBJECTS = [
  "mathematics",
  "science",
  "social-science",
  "hindi",
  "gujarati",
  "sanskrit",
  "english",
] as const;
export type Subject = (typeof SUBJECTS)[number];

export const SUBJECT_LABELS: Record<Subject, string> = {
  mathematics: "Mathematics",
  science: "Science",
  "social-science": "Social Science",
  hindi: "Hindi",
  gujarati: "Gujarati",
  sanskrit: "Sanskrit",
  english: "English",
};

/** The six subjects with a teacher page (/<subject>/teacher); English has none (SPEC 2). */
export const TEACHER_PAGE_SUBJECTS = [
  "mathematics",
  "hindi",
  "gujarati",
  "sanskrit",
  "science",
  "social-science",
] as const;

/** Narrows a string to a subject slug. */
export function isSubject(value: string): value is Subject {
  return (SUBJECTS as readonly string[]).includes(value);
}
