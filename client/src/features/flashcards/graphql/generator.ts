import { graphql } from "../../../gql";

export const GenerateFlashcardsDocument = graphql(`
  mutation GenerateFlashcards($input: GenerateFlashcardsInput!) {
    generateFlashcards(input: $input) {
      __typename
      ... on MutationGenerateFlashcardsSuccess {
        data {
          id
          status
        }
      }
      ... on ValidationError {
        issues {
          path
          message
        }
      }
      ...ErrorFields
    }
  }
`);

export const WatchGenerationDocument = graphql(`
  subscription WatchGeneration($id: ID!) {
    flashcardGeneration(id: $id) {
      id
      status
      progress
      stage
      error
      fileName
      cards {
        front
        back
        kind
      }
    }
  }
`);

export const SaveGeneratedCardsDocument = graphql(`
  mutation SaveGeneratedCards($input: SaveGeneratedCardsInput!) {
    saveGeneratedCards(input: $input) {
      __typename
      ... on MutationSaveGeneratedCardsSuccess {
        data {
          imported
          deck {
            ...DeckFields
          }
        }
      }
      ...ErrorFields
    }
  }
`);
