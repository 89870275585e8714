import type { TFunction } from "i18next";
import {
  BookA,
  Calculator,
  ChartColumn,
  ClipboardCheck,
  Earth,
  FlaskConical,
  GraduationCap,
  History,
  Languages,
  type LucideIcon,
  MessageSquare,
  School,
  ScrollText,
  User,
  Users,
  UsersRound,
} from "lucide-react";
import type { Role } from "../../features/auth/utils/access";

/** One tile of the slide-out menu. */
export interface MenuTile {
  path: string;
  label: (t: TFunction) => string;
  /** An SVG icon (lucide, tree-shaken): emoji showed as empty boxes on devices without an emoji font. */
  icon: LucideIcon;
}

const subject =
  (key: "mathematics" | "english" | "science" | "socialScience" | "hindi" | "gujarati" | "sanskrit") =>
  (t: TFunction) =>
    t(`subjectNames.${key}`);

const groups: MenuTile = { path: "/groups", label: (t) => t("features.groups"), icon: Users };
const profile: MenuTile = { path: "/profile", label: (t) => t("shell.profile"), icon: User };
/** Where a student types a class join code (the join box at /classes). */
export const JOIN_CLASS_PATH = "/classes?join=1";
const joinClass: MenuTile = { path: JOIN_CLASS_PATH, label: (t) => t("features.joinClass"), icon: School };
const history: MenuTile = { path: "/history", label: (t) => t("features.history"), icon: History };

/** SPEC 2's student tiles, plus Study Groups and Join a class. */
export const STUDENT_TILES: readonly MenuTile[] = [
  { path: "/mathematics", label: subject("mathematics"), icon: Calculator },
  { path: "/english", label: subject("english"), icon: BookA },
  { path: "/science", label: subject("science"), icon: FlaskConical },
  { path: "/social-science", label: subject("socialScience"), icon: Earth },
  { path: "/hindi", label: subject("hindi"), icon: Languages },
  { path: "/gujarati", label: subject("gujarati"), icon: Languages },
  { path: "/sanskrit", label: subject("sanskrit"), icon: ScrollText },
  { path: "/blackbox", label: (t) => t("features.blackbox"), icon: ClipboardCheck },
  history,
  profile,
  groups,
  joinClass,
];

/** SPEC 2's teacher tiles, plus Study Groups. */
export const TEACHER_TILES: readonly MenuTile[] = [
  { path: "/teacher-dashboard", label: (t) => t("features.teacherDashboard"), icon: ChartColumn },
  { path: "/teacher", label: (t) => t("features.chapterQa"), icon: MessageSquare },
  { path: "/mathematics/teacher", label: subject("mathematics"), icon: Calculator },
  { path: "/hindi/teacher", label: subject("hindi"), icon: Languages },
  { path: "/gujarati/teacher", label: subject("gujarati"), icon: Languages },
  { path: "/sanskrit/teacher", label: subject("sanskrit"), icon: ScrollText },
  { path: "/science/teacher", label: subject("science"), icon: FlaskConical },
  { path: "/social-science/teacher", label: subject("socialScience"), icon: Earth },
  profile,
  history,
  groups,
];

/** A parent sees their children and their own profile. */
export const PARENT_TILES: readonly MenuTile[] = [
  { path: "/parent", label: (t) => t("features.parent"), icon: UsersRound },
  profile,
];

const teacherTools: MenuTile = {
  path: "/teacher-dashboard",
  label: (t) => t("features.teacherTools"),
  icon: GraduationCap,
};

/**
 * The tiles for a layout (SPEC 2): teachers get the teacher layout; a teacher shown the student
 * layout also gets Teacher Tools.
 */
export function tilesFor(layout: Role, role: Role | null | undefined): readonly MenuTile[] {
  if (layout === "parent") return PARENT_TILES;
  if (layout === "teacher") return TEACHER_TILES;
  return role === "teacher" ? [...STUDENT_TILES, teacherTools] : STUDENT_TILES;
}
