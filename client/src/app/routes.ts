import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { SUBJECTS } from "../features/subjects/utils/subjects";

/**
 * Who may open a route (SPEC 2 and 6, DESIGN): `public` needs no sign-in, `open` needs sign-in,
 * `student` and `teacher` also need that role.
 */
export type Access = "public" | "open" | "student" | "teacher" | "parent";

/** One route and its own lazily loaded page: every route of SPEC leads to a working tool. */
export type AppRoute = { path: string; access: Access; page: LazyExoticComponent<ComponentType> };

const DashboardPage = lazy(() => import("../pages/dashboard"));
const ProfilePage = lazy(() => import("../pages/profile"));
const SubjectsPage = lazy(() => import("../pages/subjects"));
const FlashcardsPage = lazy(() => import("../pages/flashcards"));
const PomodoroPage = lazy(() => import("../pages/pomodoro"));
const HistoryPage = lazy(() => import("../pages/history"));
const GroupsPage = lazy(() => import("../pages/groups"));
const GroupChatPage = lazy(() => import("../pages/group-chat"));
const GroupJoinPage = lazy(() => import("../pages/group-join"));
const MathematicsPage = lazy(() => import("../pages/mathematics"));
const MathTopicPage = lazy(() => import("../pages/math-topic"));
const SubjectTutorPage = lazy(() => import("../pages/subject-tutor"));
const TeacherDashboardPage = lazy(() => import("../pages/teacher-dashboard"));
const ChapterQaPage = lazy(() => import("../pages/teacher"));
const SubjectTeacherPage = lazy(() => import("../pages/subject-teacher"));
const ClassesPage = lazy(() => import("../pages/classes"));
const ClassJoinPage = lazy(() => import("../pages/class-join"));
const ChatbotPage = lazy(() => import("../pages/chatbot"));
const SocraticTutorPage = lazy(() => import("../pages/socratic-tutor"));
const ParentPage = lazy(() => import("../pages/parent"));
const QuickTestPage = lazy(() => import("../pages/quick-test"));
const BlackboxPage = lazy(() => import("../pages/blackbox"));
const TeacherToolsPage = lazy(() => import("../pages/teacher-tools"));
const StudyPlannerPage = lazy(() => import("../pages/study-planner"));
const LearnerPage = lazy(() => import("../pages/learner"));
const ModeSelectionPage = lazy(() => import("../pages/mode-selection"));
const TransitionDemoPage = lazy(() => import("../pages/transition-demo"));
const VoiceAssistantPage = lazy(() => import("../pages/voice-assistant"));
const VoiceBotPage = lazy(() => import("../pages/voice-bot"));
const GrammarPage = lazy(() => import("../pages/grammar"));
const HindiGrammarPage = lazy(() => import("../pages/hindi-grammar"));
const StoryImagesPage = lazy(() => import("../pages/story-images"));

/** Every route of the shell, each with its page (`lazy(() => import("../pages/<route>"))`). */
export const APP_ROUTES: readonly AppRoute[] = [
  // The pipeline check is a developer's page (issue 25): only in dev builds (`pnpm dev`), signed-in only
  // (it writes a row and queues a job). A production build leaves the page and its chunk out entirely,
  // so there /round-trip is "Page not found". (`?.`: outside Vite, e.g. the bundle-size bench under
  // tsx, there is no import.meta.env; the build still drops the branch.)
  ...(import.meta.env?.DEV
    ? [{ path: "/round-trip", access: "open", page: lazy(() => import("../pages/round-trip")) } as const]
    : []),

  // Open routes: any signed-in user.
  { path: "/dashboard", access: "open", page: DashboardPage },
  { path: "/profile", access: "open", page: ProfilePage },
  { path: "/mode-selection", access: "open", page: ModeSelectionPage },
  { path: "/voice-assistant", access: "open", page: VoiceAssistantPage },
  { path: "/socratic-tutor", access: "open", page: SocraticTutorPage },
  { path: "/grammar", access: "open", page: GrammarPage },
  { path: "/story-images", access: "open", page: StoryImagesPage },
  { path: "/voice-bot", access: "open", page: VoiceBotPage },
  { path: "/flashcards", access: "open", page: FlashcardsPage },
  { path: "/pomodoro", access: "open", page: PomodoroPage },
  { path: "/history", access: "open", page: HistoryPage },
  { path: "/transition-demo", access: "open", page: TransitionDemoPage },
  { path: "/groups", access: "open", page: GroupsPage },
  { path: "/groups/join/:code", access: "open", page: GroupJoinPage },
  { path: "/classes", access: "open", page: ClassesPage },
  { path: "/classes/join/:code", access: "open", page: ClassJoinPage },
  { path: "/groups/:id", access: "open", page: GroupChatPage },
  ...SUBJECTS.map(
    (s): AppRoute => ({
      path: s.path,
      access: "open",
      page: s.path === "/mathematics" ? MathematicsPage : SubjectTutorPage,
    }),
  ),
  ...SUBJECTS.map(
    (s): AppRoute => ({
      path: `/${s.slug}/teacher-tools`,
      access: "open",
      page: TeacherToolsPage,
    }),
  ),

  // Math topic routes (SPEC 2): each goes back to /mathematics.
  { path: "/math/arithmetic", access: "open", page: MathTopicPage },
  { path: "/math/algebra", access: "open", page: MathTopicPage },
  { path: "/math/geometry", access: "open", page: MathTopicPage },
  { path: "/math/calculus", access: "open", page: MathTopicPage },
  { path: "/math/statistics", access: "open", page: MathTopicPage },
  { path: "/math/problem-solving", access: "open", page: MathTopicPage },

  // Student-only routes.
  { path: "/subjects", access: "student", page: SubjectsPage },
  { path: "/math-learner", access: "student", page: LearnerPage },
  { path: "/science-learner", access: "student", page: LearnerPage },
  { path: "/social-science-learner", access: "student", page: LearnerPage },
  { path: "/study-planner", access: "student", page: StudyPlannerPage },
  ...SUBJECTS.filter((s) => s.key !== "english").map(
    (s): AppRoute => ({ path: `/${s.slug}/study-planner`, access: "student", page: StudyPlannerPage }),
  ),
  { path: "/hindi/chatbot", access: "student", page: ChatbotPage },
  { path: "/hindi/grammar", access: "student", page: HindiGrammarPage },
  { path: "/gujarati/chatbot", access: "student", page: ChatbotPage },
  { path: "/science/chatbot", access: "student", page: ChatbotPage },
  { path: "/social-science/chatbot", access: "student", page: ChatbotPage },
  { path: "/blackbox", access: "student", page: BlackboxPage },
  { path: "/quick-test", access: "student", page: QuickTestPage },

  // Parent-only: a consenting parent's view of their children (issue 18).
  { path: "/parent", access: "parent", page: ParentPage },

  // Teacher-only routes (DESIGN: /teacher, Chapter Q&A, is teacher-only too).
  { path: "/teacher-dashboard", access: "teacher", page: TeacherDashboardPage },
  { path: "/teacher", access: "teacher", page: ChapterQaPage },
  ...SUBJECTS.filter((s) => s.key !== "english").map(
    (s): AppRoute => ({ path: `/${s.slug}/teacher`, access: "teacher", page: SubjectTeacherPage }),
  ),
];
