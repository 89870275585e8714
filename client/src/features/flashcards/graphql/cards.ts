import { graphql } from "../../../gql";

export const CreateCardDocument = graphql(`
  mutation CreateCard($input: CardInput!) {
    createCard(input: $input) {
      __typename
      ... on MutationCreateCardSuccess {
        data {
          ...CardFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const UpdateCardDocument = graphql(`
  mutation UpdateCard($id: ID!, $input: CardInput!) {
    updateCard(id: $id, input: $input) {
      __typename
      ... on MutationUpdateCardSuccess {
        data {
          ...CardFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const MoveCardDocument = graphql(`
  mutation MoveCard($id: ID!, $deckId: ID!) {
    moveCard(id: $id, deckId: $deckId) {
      __typename
      ... on MutationMoveCardSuccess {
        data {
          ...CardFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const DeleteCardDocument = graphql(`
  mutation DeleteCard($id: ID!) {
    deleteCard(id: $id) {
      __typename
      ... on MutationDeleteCardSuccess {
        data
      }
      ...ErrorFields
    }
  }
`);

export const ImportCardsDocument = graphql(`
  mutation ImportCards($input: ImportCardsInput!) {
    importCards(input: $input) {
      __typename
      ... on MutationImportCardsSuccess {
        data {
          imported
          deck {
            ...DeckFields
          }
        }
      }
      ... on ImportCardsError {
        issues {
          line
          message
        }
      }
      ...ErrorFields
    }
  }
`);
