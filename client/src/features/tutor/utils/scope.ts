import type { Subject } from "@vidya/core/subjects";
import type { MathTopicName } from "@vidya/core/tutor/math-topics";
import type { MathTopic } from "../../../gql/graphql";
import { topicEnum } from "./topics";

/**
 * Which tutor a question box belongs to: a math topic page, or another subject's page for a class
 * and (where the catalogue lists them) a chapter.
 */
export type TutorScope =
  | { subject: "mathematics"; topic: MathTopicName }
  | { subject: Exclude<Subject, "mathematics">; grade: number; chapterId: string | null };

/** The conversation's identity: changing topic, class or chapter starts a fresh one (SPEC 4). */
export function scopeKey(scope: TutorScope): string {
  return scope.subject === "mathematics"
    ? scope.topic
    : `${scope.subject}:${scope.grade}:${scope.chapterId ?? ""}`;
}

/** The arguments of recentTutorQuestions and clearTutorConversation: a topic, or a subject page. */
export function scopeArgs(scope: TutorScope): { topic?: MathTopic; subject?: string } {
  return scope.subject === "mathematics" ? { topic: topicEnum(scope.topic) } : { subject: scope.subject };
}

/** What askTutor needs besides the question: the topic, or the subject, class and chapter. */
export function scopeInput(scope: TutorScope) {
  return scope.subject === "mathematics"
    ? { topic: topicEnum(scope.topic) }
    : { subject: scope.subject, grade: scope.grade, chapterId: scope.chapterId };
}
