import { graphql } from "../../../gql";

export const GrammarSetupDocument = graphql(`
  query GrammarSetup {
    aiSetup {
      modelConfigured
    }
  }
`);

export const GrammarExplainDocument = graphql(`
  mutation GrammarExplain($input: GrammarExplainInput!) {
    grammarExplain(input: $input) {
      __typename
      ... on MutationGrammarExplainSuccess {
        data {
          id
        }
      }
      ...ErrorFields
    }
  }
`);
