import {
  BookOpen,
  Calculator,
  CalendarDays,
  ClipboardCheck,
  FlaskConical,
  GraduationCap,
  Languages,
  Layers,
  Lightbulb,
  type LucideIcon,
  Mic,
  PenLine,
  Timer,
  Users,
} from "lucide-react";
import type { en } from "../../../app/i18n/locales/en/index";

export type FeatureCategory = keyof typeof en.landing.category;
export type FeatureCardKey = keyof typeof en.landing.cards;

/** SPEC 3's landing feature card: title and description (by key), category, colour, target route. */
export interface FeatureCard {
  key: FeatureCardKey;
  category: FeatureCategory;
  colour: "indigo" | "teal" | "amber" | "rose" | "sky";
  path?: string;
  icon: LucideIcon;
}

export const FEATURE_CARDS: readonly FeatureCard[] = [
  { key: "mathTutor", category: "tutoring", colour: "indigo", path: "/mathematics", icon: Calculator },
  { key: "socratic", category: "tutoring", colour: "indigo", path: "/socratic-tutor", icon: Lightbulb },
  { key: "learners", category: "tutoring", colour: "indigo", path: "/science-learner", icon: FlaskConical },
  { key: "voice", category: "tutoring", colour: "indigo", path: "/voice-assistant", icon: Mic },
  { key: "flashcards", category: "study", colour: "teal", path: "/flashcards", icon: Layers },
  { key: "planner", category: "study", colour: "teal", path: "/study-planner", icon: CalendarDays },
  { key: "pomodoro", category: "study", colour: "teal", path: "/pomodoro", icon: Timer },
  { key: "blackbox", category: "study", colour: "teal", path: "/blackbox", icon: ClipboardCheck },
  { key: "indian", category: "languages", colour: "amber", path: "/hindi", icon: Languages },
  { key: "grammar", category: "languages", colour: "amber", path: "/grammar", icon: PenLine },
  { key: "story", category: "languages", colour: "amber", path: "/story-images", icon: BookOpen },
  { key: "teacher", category: "teachers", colour: "rose", path: "/teacher", icon: GraduationCap },
  { key: "groups", category: "community", colour: "sky", path: "/groups", icon: Users },
];

export const CATEGORIES: readonly FeatureCategory[] = [
  "tutoring",
  "study",
  "languages",
  "teachers",
  "community",
];

/** How many cards each category has (the grid's filter shows the counts). */
export function categoryCounts(cards: readonly FeatureCard[]): Record<FeatureCategory, number> {
  const counts: Record<FeatureCategory, number> = {
    tutoring: 0,
    study: 0,
    languages: 0,
    teachers: 0,
    community: 0,
  };
  for (const card of cards) counts[card.category] += 1;
  return counts;
}
