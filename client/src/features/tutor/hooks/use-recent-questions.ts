import { useQuery } from "@apollo/client/react";
import type { MathTopicName } from "@vidya/core/schemas/tutor";
import { RecentTutorQuestionsDocument } from "../graphql/tutor";
import { topicEnum } from "../utils/topics";

/** The topic's Recent Questions from the server (the last 5 answered, until Clear Chat). */
export function useRecentQuestions(topic: MathTopicName) {
  const { data, refetch } = useQuery(RecentTutorQuestionsDocument, {
    variables: { topic: topicEnum(topic) },
    fetchPolicy: "cache-and-network",
  });
  return { recent: data?.recentTutorQuestions ?? [], refetch };
}
