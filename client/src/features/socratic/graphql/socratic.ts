import { graphql } from "../../../gql";

export const SocraticSessionFieldsFragment = graphql(`
  fragment SocraticSessionFields on SocraticSession {
    id
    subject
    classLevel
    problem
    status
    mode
    waiting
    stepsDone
    stepsTotal
    hintsUsed
    attempts
    finalAnswer
    updatedAt
    turns {
      role
      kind
      text
      mistake
    }
  }
`);

export const StartSocraticDocument = graphql(`
  mutation StartSocratic($input: StartSocraticInput!) {
    startSocratic(input: $input) {
      __typename
      ... on MutationStartSocraticSuccess {
        data {
          ...SocraticSessionFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const SocraticReplyDocument = graphql(`
  mutation SocraticReply($input: SocraticReplyInput!) {
    socraticReply(input: $input) {
      __typename
      ... on MutationSocraticReplySuccess {
        data {
          ...SocraticSessionFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const SocraticHintDocument = graphql(`
  mutation SocraticHint($input: SocraticHintInput!) {
    socraticHint(input: $input) {
      __typename
      ... on MutationSocraticHintSuccess {
        data {
          ...SocraticSessionFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const SocraticSessionDocument = graphql(`
  query SocraticSession($id: ID!) {
    socraticSession(id: $id) {
      __typename
      ... on QuerySocraticSessionSuccess {
        data {
          ...SocraticSessionFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const SocraticSessionsDocument = graphql(`
  query SocraticSessions {
    socraticSessions {
      id
      problem
      status
      stepsDone
      stepsTotal
      updatedAt
    }
    aiSetup {
      modelConfigured
    }
  }
`);
