import type { TFunction } from "i18next";
import type { Role } from "../../features/auth/utils/access";

/** One tile of the slide-out menu. */
export interface MenuTile {
  path: string;
  label: (t: TFunction) => string;
  icon: string;
}

const subject =
  (key: "mathematics" | "english" | "science" | "socialScience" | "hindi" | "gujarati" | "sanskrit") =>
  (t: TFunction) =>
    t(`subjectNames.${key}`);

const groups: MenuTile = { path: "/groups", label: (t) => t("features.groups"), icon: "👥" };
const profile: MenuTile = { path: "/profile", label: (t) => t("shell.profile"), icon: "👤" };
/** Where a student types a class join code (the join box at /classes). */
export const JOIN_CLASS_PATH = "/classes?join=1";
const joinClass: MenuTile = { path: JOIN_CLASS_PATH, label: (t) => t("features.joinClass"), icon: "🏫" };
const history: MenuTile = { path: "/history", label: (t) => t("features.history"), icon: "🕘" };

/** SPEC 2's student tiles, plus Study Groups and Join a class. */
export const STUDENT_TILES: readonly MenuTile[] = [
  { path: "/mathematics", label: subject("mathematics"), icon: "➗" },
  { path: "/english", label: subject("english"), icon: "🔤" },
  { path: "/science", label: subject("science"), icon: "🔬" },
  { path: "/social-science", label: subject("socialScience"), icon: "🌏" },
  { path: "/hindi", label: subject("hindi"), icon: "अ" },
  { path: "/gujarati", label: subject("gujarati"), icon: "ગ" },
  { path: "/sanskrit", label: subject("sanskrit"), icon: "ॐ" },
  { path: "/blackbox", label: (t) => t("features.blackbox"), icon: "🧪" },
  history,
  profile,
  groups,
  joinClass,
];

/** SPEC 2's teacher tiles, plus Study Groups. */
export const TEACHER_TILES: readonly MenuTile[] = [
  { path: "/teacher-dashboard", label: (t) => t("features.teacherDashboard"), icon: "📊" },
  { path: "/teacher", label: (t) => t("features.chapterQa"), icon: "💬" },
  { path: "/mathematics/teacher", label: subject("mathematics"), icon: "➗" },
  { path: "/hindi/teacher", label: subject("hindi"), icon: "अ" },
  { path: "/gujarati/teacher", label: subject("gujarati"), icon: "ગ" },
  { path: "/sanskrit/teacher", label: subject("sanskrit"), icon: "ॐ" },
  { path: "/science/teacher", label: subject("science"), icon: "🔬" },
  { path: "/social-science/teacher", label: subject("socialScience"), icon: "🌏" },
  profile,
  history,
  groups,
];

const teacherTools: MenuTile = {
  path: "/teacher-dashboard",
  label: (t) => t("features.teacherTools"),
  icon: "🧑‍🏫",
};

/**
 * The tiles for a layout (SPEC 2): teachers get the teacher layout; a teacher shown the student
 * layout also gets Teacher Tools.
 */
export function tilesFor(layout: Role, role: Role | null | undefined): readonly MenuTile[] {
  if (layout === "teacher") return TEACHER_TILES;
  return role === "teacher" ? [...STUDENT_TILES, teacherTools] : STUDENT_TILES;
}
