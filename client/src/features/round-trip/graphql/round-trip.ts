import { graphql } from "../../../gql";

export const StartRoundTripDocument = graphql(`
  mutation StartRoundTrip($input: RoundTripInput!) {
    startRoundTrip(input: $input) {
      __typename
      ... on MutationStartRoundTripSuccess {
        data {
          id
          status
        }
      }
      ...ErrorFields
    }
  }
`);

export const WatchRoundTripDocument = graphql(`
  subscription WatchRoundTrip($id: ID!) {
    roundTrip(id: $id) {
      id
      text
      status
      result
      attempts
      processedBy
      createdAt
      completedAt
    }
  }
`);
