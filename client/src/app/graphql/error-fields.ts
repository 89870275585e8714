import { graphql } from "../../gql";

/**
 * The one selection of an expected failure (a member of an operation's union result): its stable
 * code and a message a student can read. Every client document spreads `...ErrorFields` instead of
 * repeating the fields.
 */
export const ErrorFields = graphql(`
  fragment ErrorFields on Error {
    code
    message
  }
`);
