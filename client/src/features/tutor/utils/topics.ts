import type { MathTopicName } from "@vidya/core/tutor/math-topics";
import { MATH_TOPICS } from "@vidya/core/tutor/math-topics";
import type { MathTopic } from "../../../gql/graphql";
import type { TopicKey } from "../../subjects/utils/subjects";

/** The GraphQL enum value of a topic slug ("problem-solving" → "PROBLEM_SOLVING"). */
export function topicEnum(slug: MathTopicName): MathTopic {
  return slug.toUpperCase().replace("-", "_") as MathTopic;
}

/** The topic slug of a path such as /math/problem-solving, or null. */
export function topicFromPath(pathname: string): MathTopicName | null {
  const slug = pathname.split("/").filter(Boolean)[1];
  return MATH_TOPICS.find((t) => t === slug) ?? null;
}

/** The topic slug of a GraphQL enum value or history toolType. */
export function topicSlug(value: string): MathTopicName | null {
  const slug = value.toLowerCase().replace("_", "-");
  return MATH_TOPICS.find((t) => t === slug) ?? null;
}

/** The i18n key of a topic ("problem-solving" → "problemSolving"), for topicNames and descriptions. */
export function topicKey(slug: MathTopicName): TopicKey {
  return slug === "problem-solving" ? "problemSolving" : slug;
}
