import { graphql } from "../../../gql";

export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on MutationUpdateProfileSuccess {
        data {
          ...SessionUser
        }
      }
      ...ErrorFields
    }
  }
`);

export const CompleteFirstTimeSetupDocument = graphql(`
  mutation CompleteFirstTimeSetup($standard: String) {
    completeFirstTimeSetup(standard: $standard) {
      __typename
      ... on MutationCompleteFirstTimeSetupSuccess {
        data {
          ...SessionUser
        }
      }
      ...ErrorFields
    }
  }
`);

export const DeleteAccountDocument = graphql(`
  mutation DeleteAccount($confirmEmail: String!) {
    deleteAccount(confirmEmail: $confirmEmail) {
      __typename
      ...ErrorFields
    }
  }
`);

export const ExportMyDataDocument = graphql(`
  query ExportMyData {
    exportMyData
  }
`);
