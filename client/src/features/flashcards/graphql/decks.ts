import { graphql } from "../../../gql";

export const DeckFieldsFragment = graphql(`
  fragment DeckFields on Deck {
    id
    title
    subject
    grade
    examDate
    examMode
    newCardsPerDay
    desiredRetention
    cardCount
    dueCount
    newCount
    updatedAt
  }
`);

export const CardFieldsFragment = graphql(`
  fragment CardFields on Flashcard {
    id
    deckId
    front
    back
    imageId
    imageUrl
    position
    state
    due
    reps
    lapses
    retrievability
  }
`);

export const DecksDocument = graphql(`
  query Decks {
    decks {
      ...DeckFields
    }
  }
`);

export const DeckDocument = graphql(`
  query Deck($id: ID!) {
    deck(id: $id) {
      ...DeckFields
      cards {
        ...CardFields
      }
    }
  }
`);

export const CreateDeckDocument = graphql(`
  mutation CreateDeck($input: DeckInput!, $tzOffset: Int) {
    createDeck(input: $input, tzOffset: $tzOffset) {
      __typename
      ... on MutationCreateDeckSuccess {
        data {
          ...DeckFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const UpdateDeckDocument = graphql(`
  mutation UpdateDeck($id: ID!, $input: DeckInput!, $tzOffset: Int) {
    updateDeck(id: $id, input: $input, tzOffset: $tzOffset) {
      __typename
      ... on MutationUpdateDeckSuccess {
        data {
          ...DeckFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const DeleteDeckDocument = graphql(`
  mutation DeleteDeck($id: ID!) {
    deleteDeck(id: $id) {
      __typename
      ... on MutationDeleteDeckSuccess {
        data
      }
      ...ErrorFields
    }
  }
`);

export const ExportDeckDocument = graphql(`
  query ExportDeck($id: ID!, $format: CardTextFormat!) {
    exportDeck(id: $id, format: $format) {
      __typename
      ... on QueryExportDeckSuccess {
        data {
          fileName
          mimeType
          text
          cardCount
        }
      }
      ...ErrorFields
    }
  }
`);
