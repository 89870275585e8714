import type { en } from "../../../app/i18n/locales/en/index";

export type SubjectKey = keyof typeof en.subjectNames;
export type TopicKey = keyof typeof en.topicNames;
export type FeatureKey = keyof typeof en.features;

/** A link to one tool, as the UI names it (feature name, with a subject or topic filled in). */
export interface ToolLink {
  path: string;
  feature: FeatureKey;
  subject?: SubjectKey;
  topic?: TopicKey;
  /** The classes the tool is for (inclusive); all classes when absent. */
  classes?: readonly [number, number];
}

export interface Subject {
  key: SubjectKey;
  slug: string;
  /** The student's main page for the subject. */
  path: string;
  tools: readonly ToolLink[];
}

const topic = (key: TopicKey, path: string, classes?: readonly [number, number]): ToolLink => ({
  path,
  feature: "mathTopic",
  topic: key,
  classes,
});

/** The seven subjects (SPEC 1) and the tools of each, by class. */
export const SUBJECTS: readonly Subject[] = [
  {
    key: "mathematics",
    slug: "mathematics",
    path: "/mathematics",
    tools: [
      { path: "/math-learner", feature: "mathLearner" },
      topic("arithmetic", "/math/arithmetic", [1, 8]),
      topic("geometry", "/math/geometry", [3, 12]),
      topic("algebra", "/math/algebra", [6, 12]),
      topic("statistics", "/math/statistics", [6, 12]),
      topic("calculus", "/math/calculus", [11, 12]),
      topic("problemSolving", "/math/problem-solving"),
      { path: "/mathematics/study-planner", feature: "subjectStudyPlanner", subject: "mathematics" },
    ],
  },
  {
    key: "english",
    slug: "english",
    path: "/english",
    tools: [
      { path: "/grammar", feature: "grammar" },
      { path: "/story-images", feature: "storyImages" },
      { path: "/voice-bot", feature: "voiceBot" },
    ],
  },
  {
    key: "science",
    slug: "science",
    path: "/science",
    tools: [
      { path: "/science-learner", feature: "scienceLearner", classes: [3, 12] },
      { path: "/science/chatbot", feature: "subjectChatbot", subject: "science" },
      { path: "/science/study-planner", feature: "subjectStudyPlanner", subject: "science" },
    ],
  },
  {
    key: "socialScience",
    slug: "social-science",
    path: "/social-science",
    tools: [
      { path: "/social-science-learner", feature: "socialScienceLearner", classes: [3, 12] },
      { path: "/social-science/chatbot", feature: "subjectChatbot", subject: "socialScience" },
      { path: "/social-science/study-planner", feature: "subjectStudyPlanner", subject: "socialScience" },
    ],
  },
  {
    key: "hindi",
    slug: "hindi",
    path: "/hindi",
    tools: [
      { path: "/hindi/chatbot", feature: "subjectChatbot", subject: "hindi" },
      { path: "/hindi/grammar", feature: "hindiGrammar" },
      { path: "/hindi/study-planner", feature: "subjectStudyPlanner", subject: "hindi" },
    ],
  },
  {
    key: "gujarati",
    slug: "gujarati",
    path: "/gujarati",
    tools: [
      { path: "/gujarati/chatbot", feature: "subjectChatbot", subject: "gujarati" },
      { path: "/gujarati/study-planner", feature: "subjectStudyPlanner", subject: "gujarati" },
    ],
  },
  {
    key: "sanskrit",
    slug: "sanskrit",
    path: "/sanskrit",
    tools: [
      {
        path: "/sanskrit/study-planner",
        feature: "subjectStudyPlanner",
        subject: "sanskrit",
        classes: [5, 12],
      },
    ],
  },
];

/** The tools of a subject that suit a class. */
export function toolsForClass(subject: Subject, classNumber: number): ToolLink[] {
  return subject.tools.filter(
    (tool) => !tool.classes || (classNumber >= tool.classes[0] && classNumber <= tool.classes[1]),
  );
}
