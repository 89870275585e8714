import type { LiveEvent } from "../features/classrooms/utils/live-dashboard";

/** A class activity event as the dashboard receives it: a question, with every optional field empty. */
export function liveEvent(over: Partial<LiveEvent>): LiveEvent {
  return {
    id: Math.random().toString(36),
    studentId: "a",
    studentName: "A",
    kind: "question_asked",
    subject: "mathematics",
    topic: "Geometry",
    question: null,
    answer: null,
    verified: null,
    seconds: null,
    score: null,
    total: null,
    cards: null,
    endsAt: null,
    groupId: null,
    createdAt: new Date(0).toISOString(),
    ...over,
  };
}
