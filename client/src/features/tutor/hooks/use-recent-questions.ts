import { useQuery } from "@apollo/client/react";
import { RecentTutorQuestionsDocument } from "../graphql/tutor";
import { scopeArgs, type TutorScope } from "../utils/scope";

/** The topic's (or subject page's) Recent Questions from the server (the last 5 answered, until Clear Chat). */
export function useRecentQuestions(scope: TutorScope) {
  const { data, refetch } = useQuery(RecentTutorQuestionsDocument, {
    variables: scopeArgs(scope),
    fetchPolicy: "cache-and-network",
  });
  return { recent: data?.recentTutorQuestions ?? [], refetch };
}
