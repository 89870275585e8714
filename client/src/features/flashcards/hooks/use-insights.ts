import { useQuery } from "@apollo/client/react";
import { failureMessage } from "../../../shared/lib/result";
import { DeckReadinessDocument, FlashcardStatsDocument } from "../graphql/review";
import { tzOffset } from "../utils/tz";

/** Exam readiness of a deck (only asked for when it has an exam date). */
export function useReadiness(deckId: string, hasExam: boolean) {
  const { data, loading } = useQuery(DeckReadinessDocument, {
    variables: { deckId, tzOffset: tzOffset() },
    skip: !hasExam,
    fetchPolicy: "cache-and-network",
  });
  const result = data?.deckReadiness;
  return {
    readiness: result?.__typename === "QueryDeckReadinessSuccess" ? result.data : null,
    problem: failureMessage(result),
    loading: loading && !data,
  };
}

/** Reviews per day, retention and streak (all decks, or one). */
export function useFlashcardStats(deckId: string | null) {
  const { data } = useQuery(FlashcardStatsDocument, {
    variables: { deckId, tzOffset: tzOffset() },
    fetchPolicy: "cache-and-network",
  });
  const result = data?.flashcardStats;
  return result?.__typename === "QueryFlashcardStatsSuccess" ? result.data : null;
}
