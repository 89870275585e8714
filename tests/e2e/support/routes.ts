/** SPEC 2's routes for the route and accessibility tests. */
// SPEC 2's route table, each route with the role group it belongs to and the heading it shows.
// Every route has its own page (the placeholder page is gone): the heading is that page's own.
export type Group = "open" | "student" | "teacher";

/** Open pages whose heading speaks to the role: /mode-selection asks a student how to study today. */
const ROLE_HEADINGS: Record<string, Partial<Record<"student" | "teacher" | "parent", string>>> = {
  "/mode-selection": {
    teacher: "What would you like to do today?",
    parent: "What would you like to do today?",
  },
};

/** The heading `path` shows to `role` (the table's heading unless the page speaks to the role). */
export function headingFor(path: string, role: "student" | "teacher" | "parent", heading: string): string {
  return ROLE_HEADINGS[path]?.[role] ?? heading;
}
const SUBJECTS = [
  ["mathematics", "Mathematics"],
  ["english", "English"],
  ["science", "Science"],
  ["social-science", "Social Science"],
  ["hindi", "Hindi"],
  ["gujarati", "Gujarati"],
  ["sanskrit", "Sanskrit"],
] as const;
const NOT_ENGLISH = SUBJECTS.filter(([slug]) => slug !== "english");

export const ROUTES: readonly [path: string, group: Group, heading: string][] = [
  ["/profile", "open", "Your profile"],
  ["/mode-selection", "open", "How do you want to study today?"],
  ["/voice-assistant", "open", "Voice Assistant"],
  ["/socratic-tutor", "open", "Socratic Tutor"],
  ["/grammar", "open", "Grammar Assistant"],
  ["/story-images", "open", "Story Images"],
  ["/voice-bot", "open", "Voice Bot"],
  ["/flashcards", "open", "Flashcards"],
  ["/pomodoro", "open", "Pomodoro Timer"],
  ["/history", "open", "History"],
  ["/transition-demo", "open", "Page transitions and motion"],
  ["/groups", "open", "Study groups"],
  ["/groups/some-group", "open", "Group not found"],
  ...SUBJECTS.map(([slug, name]): [string, Group, string] => [
    `/${slug}`,
    "open",
    slug === "mathematics" ? "Mathematics" : `${name} Tutor`,
  ]),
  ...SUBJECTS.map(([slug, name]): [string, Group, string] => [
    `/${slug}/teacher-tools`,
    "open",
    `${name} Teacher Tools`,
  ]),
  ["/math/arithmetic", "open", "Arithmetic"],
  ["/math/algebra", "open", "Algebra"],
  ["/math/geometry", "open", "Geometry"],
  ["/math/calculus", "open", "Calculus"],
  ["/math/statistics", "open", "Statistics"],
  ["/math/problem-solving", "open", "Problem Solving"],
  ["/subjects", "student", "Your subjects"],
  ["/math-learner", "student", "Mathematics learning path"],
  ["/science-learner", "student", "Science learning path"],
  ["/social-science-learner", "student", "Social Science learning path"],
  ["/study-planner", "student", "Study planner"],
  ...NOT_ENGLISH.map(([slug, name]): [string, Group, string] => [
    `/${slug}/study-planner`,
    "student",
    `${name} study planner`,
  ]),
  ["/hindi/chatbot", "student", "Hindi Chatbot"],
  ["/hindi/grammar", "student", "Hindi Grammar"],
  ["/gujarati/chatbot", "student", "Gujarati Chatbot"],
  ["/science/chatbot", "student", "Science Chatbot"],
  ["/social-science/chatbot", "student", "Social Science Chatbot"],
  ["/blackbox", "student", "BlackBox Assessment"],
  ["/quick-test", "student", "Quick test"],
  ["/teacher-dashboard", "teacher", "Teacher dashboard"],
  ["/teacher", "teacher", "Chapter Q&A"],
  ...NOT_ENGLISH.map(([slug, name]): [string, Group, string] => [
    `/${slug}/teacher`,
    "teacher",
    `${name} for teachers`,
  ]),
];
