import { graphql } from "../../../gql";

export const StudyTimeDocument = graphql(`
  query StudyTime($from: String!, $to: String!) {
    studyTime(from: $from, to: $to) {
      __typename
      ... on QueryStudyTimeSuccess {
        data {
          totalSeconds
          lastActiveDate
          days {
            localDate
            activeSeconds
            focusSessions
            focusMinutes
          }
        }
      }
      ...ErrorFields
    }
  }
`);

export const RecordStudyTimeDocument = graphql(`
  mutation RecordStudyTime($input: RecordStudyTimeInput!) {
    recordStudyTime(input: $input) {
      __typename
      ... on MutationRecordStudyTimeSuccess {
        data {
          acceptedSeconds
          duplicate
          totalSeconds
        }
      }
      ...ErrorFields
    }
  }
`);
