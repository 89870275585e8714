import { graphql } from "../../../gql";

export const HistoryDocument = graphql(`
  query History($input: HistoryInput) {
    history(input: $input) {
      __typename
      ... on QueryHistorySuccess {
        data {
          total
          nextCursor
          records {
            id
            text
            aiResponse
            toolType
            similarQuestions
            createdAt
          }
        }
      }
      ...ErrorFields
    }
  }
`);

export const DeleteHistoryRecordDocument = graphql(`
  mutation DeleteHistoryRecord($id: ID!) {
    deleteHistoryRecord(id: $id) {
      __typename
      ... on MutationDeleteHistoryRecordSuccess {
        data
      }
      ...ErrorFields
    }
  }
`);
