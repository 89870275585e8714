import { graphql } from "../../../gql";

export const TestItemFieldsFragment = graphql(`
  fragment TestItemFields on TestItem {
    id
    kind
    stem
    chapterId
    chapterTitle
    options {
      id
      text
    }
  }
`);

export const QuickTestFieldsFragment = graphql(`
  fragment QuickTestFields on QuickTest {
    id
    subject
    grade
    assignmentId
    endsAt
    secondsLeft
    closed
    items {
      ...TestItemFields
    }
    answers {
      questionId
      answer
    }
  }
`);

export const QuickTestResultFieldsFragment = graphql(`
  fragment QuickTestResultFields on QuickTestResult {
    id
    subject
    grade
    chapterIds
    score
    total
    seconds
    closedBy
    late
    items {
      item {
        ...TestItemFields
      }
      yourAnswer
      rightAnswer
      rightAnswerText
      correct
      explanation
    }
  }
`);

export const StartQuickTestDocument = graphql(`
  mutation StartQuickTest($input: StartQuickTestInput!) {
    startQuickTest(input: $input) {
      __typename
      ... on MutationStartQuickTestSuccess {
        data {
          ...QuickTestFields
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

export const DownloadQuickTestDocument = graphql(`
  mutation DownloadQuickTest($input: StartQuickTestInput!) {
    downloadQuickTest(input: $input) {
      __typename
      ... on MutationDownloadQuickTestSuccess {
        data {
          id
          subject
          grade
          assignmentId
          limitSeconds
          dueAt
          closed
          items {
            ...TestItemFields
          }
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

export const SubmitOfflineQuickTestDocument = graphql(`
  mutation SubmitOfflineQuickTest($input: SubmitOfflineQuickTestInput!) {
    submitOfflineQuickTest(input: $input) {
      __typename
      ... on MutationSubmitOfflineQuickTestSuccess {
        data {
          id
          score
          total
          late
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

export const QuickTestDocument = graphql(`
  query QuickTest($id: ID!) {
    quickTest(id: $id) {
      __typename
      ... on QueryQuickTestSuccess {
        data {
          ...QuickTestFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const AnswerQuestionDocument = graphql(`
  mutation AnswerQuestion($input: AnswerQuestionInput!) {
    answerQuestion(input: $input) {
      __typename
      ... on MutationAnswerQuestionSuccess {
        data {
          ...QuickTestFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const SubmitQuickTestDocument = graphql(`
  mutation SubmitQuickTest($testId: ID!) {
    submitQuickTest(testId: $testId) {
      __typename
      ... on MutationSubmitQuickTestSuccess {
        data {
          ...QuickTestResultFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const QuickTestResultDocument = graphql(`
  query QuickTestResult($id: ID!) {
    quickTestResult(id: $id) {
      __typename
      ... on QueryQuickTestResultSuccess {
        data {
          ...QuickTestResultFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const SendMissedDocument = graphql(`
  mutation SendMissedToFlashcards($testId: ID!) {
    sendMissedToFlashcards(testId: $testId) {
      __typename
      ... on MutationSendMissedToFlashcardsSuccess {
        data
      }
      ...ErrorFields
    }
  }
`);

export const AssignedQuickTestsDocument = graphql(`
  query AssignedQuickTests {
    assignedQuickTests {
      id
      className
      subject
      grade
      chapterTitles
      length
      minutes
      dueAt
    }
  }
`);

export const StartBlackboxDocument = graphql(`
  mutation StartBlackbox($input: StartBlackboxInput!) {
    startBlackbox(input: $input) {
      __typename
      ... on MutationStartBlackboxSuccess {
        data {
          id
          subject
          grade
          answered
          finished
          emptyChapters
          current {
            ...TestItemFields
          }
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

export const AnswerBlackboxDocument = graphql(`
  mutation AnswerBlackbox($input: AnswerBlackboxInput!) {
    answerBlackbox(input: $input) {
      __typename
      ... on MutationAnswerBlackboxSuccess {
        data {
          id
          subject
          grade
          answered
          finished
          emptyChapters
          current {
            ...TestItemFields
          }
        }
      }
      ...ErrorFields
    }
  }
`);

export const BlackboxResultDocument = graphql(`
  query BlackboxResult($id: ID!) {
    blackboxResult(id: $id) {
      __typename
      ... on QueryBlackboxResultSuccess {
        data {
          id
          subject
          grade
          answered
          chapters {
            chapterId
            title
            mastery
            evidence
            band
          }
          strongest {
            chapterId
            title
          }
          weakest {
            chapterId
            title
          }
          recommendations {
            chapterId
            title
            band
          }
        }
      }
      ...ErrorFields
    }
  }
`);
