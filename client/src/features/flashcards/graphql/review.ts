import { graphql } from "../../../gql";

export const DueCardsDocument = graphql(`
  query DueCards($deckId: ID, $tzOffset: Int) {
    dueCards(deckId: $deckId, tzOffset: $tzOffset, limit: 50) {
      __typename
      ... on QueryDueCardsSuccess {
        data {
          dueCount
          newCount
          cards {
            ...CardFields
            stability
            difficulty
            elapsedDays
            scheduledDays
            learningSteps
            lastReview
            previews(tzOffset: $tzOffset) {
              rating
              label
              interval
              due
            }
          }
        }
      }
      ...ErrorFields
    }
    # What grading on the device needs (issue 27): each deck's schedule settings.
    decks {
      id
      desiredRetention
      examMode
      examDate
    }
  }
`);

export const SyncReviewsDocument = graphql(`
  mutation SyncReviews($reviews: [OfflineReviewInput!]!, $tzOffset: Int) {
    syncReviews(reviews: $reviews, tzOffset: $tzOffset) {
      __typename
      ... on MutationSyncReviewsSuccess {
        data {
          applied
          results {
            reviewId
            status
          }
        }
      }
      ...ErrorFields
    }
  }
`);

export const ReviewCardDocument = graphql(`
  mutation ReviewCard($input: ReviewCardInput!, $tzOffset: Int) {
    reviewCard(input: $input, tzOffset: $tzOffset) {
      __typename
      ... on MutationReviewCardSuccess {
        data {
          reviewId
          card {
            ...CardFields
          }
        }
      }
      ...ErrorFields
    }
  }
`);

export const UndoReviewDocument = graphql(`
  mutation UndoReview($deckId: ID, $tzOffset: Int) {
    undoReview(deckId: $deckId) {
      __typename
      ... on MutationUndoReviewSuccess {
        data {
          ...CardFields
          stability
          difficulty
          elapsedDays
          scheduledDays
          learningSteps
          lastReview
          previews(tzOffset: $tzOffset) {
            rating
            label
            interval
            due
          }
        }
      }
      ...ErrorFields
    }
  }
`);

export const DeckReadinessDocument = graphql(`
  query DeckReadiness($deckId: ID!, $tzOffset: Int) {
    deckReadiness(deckId: $deckId, tzOffset: $tzOffset) {
      __typename
      ... on QueryDeckReadinessSuccess {
        data {
          deckId
          examAt
          daysLeft
          threshold
          target
          averageRecall
          plannedAverageRecall
          atRiskCount
          newCount
          reviewsNeeded
          reviewsPerDay
          atRisk(limit: 10) {
            cardId
            front
            recall
            plannedRecall
          }
        }
      }
      ...ErrorFields
    }
  }
`);

export const FlashcardStatsDocument = graphql(`
  query FlashcardStats($deckId: ID, $tzOffset: Int) {
    flashcardStats(deckId: $deckId, tzOffset: $tzOffset, days: 30) {
      __typename
      ... on QueryFlashcardStatsSuccess {
        data {
          reviewsPerDay {
            day
            reviews
          }
          retention
          streak
          reviewsToday
          totalReviews
          cardCount
          dueNow
        }
      }
      ...ErrorFields
    }
  }
`);
