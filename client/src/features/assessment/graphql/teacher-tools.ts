import { graphql } from "../../../gql";

export const BankQuestionFieldsFragment = graphql(`
  fragment BankQuestionFields on BankQuestion {
    id
    chapterTitle
    kind
    stem
    options {
      id
      text
    }
    key
    explanation
    source
    sourcePage
    status
    rejectReason
    flagged
  }
`);

export const GenerateQuestionsDocument = graphql(`
  mutation GenerateQuestions($input: GenerateQuestionsInput!) {
    generateQuestions(input: $input) {
      __typename
      ... on MutationGenerateQuestionsSuccess {
        data {
          id
          status
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

export const WatchQuestionGenerationDocument = graphql(`
  subscription WatchQuestionGeneration($id: ID!) {
    questionGeneration(id: $id) {
      id
      status
      progress
      stage
      error
      madeBy
      pageNotes {
        page
        note
      }
    }
  }
`);

export const BankQuestionsDocument = graphql(`
  query BankQuestions($generationId: ID, $subject: String, $grade: Int, $chapterId: String) {
    questions(generationId: $generationId, subject: $subject, grade: $grade, chapterId: $chapterId) {
      __typename
      ... on QueryQuestionsSuccess {
        data {
          ...BankQuestionFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const ReviewQuestionDocument = graphql(`
  mutation ReviewQuestion($input: ReviewQuestionInput!) {
    reviewQuestion(input: $input) {
      __typename
      ... on MutationReviewQuestionSuccess {
        data {
          ...BankQuestionFields
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

export const AssignQuickTestDocument = graphql(`
  mutation AssignQuickTest($input: AssignQuickTestInput!) {
    assignQuickTest(input: $input) {
      __typename
      ... on MutationAssignQuickTestSuccess {
        data {
          id
          length
          dueAt
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

export const ClassAssignmentsDocument = graphql(`
  query ClassAssignments($classroomId: ID!) {
    classAssignments(classroomId: $classroomId) {
      __typename
      ... on QueryClassAssignmentsSuccess {
        data {
          id
          subject
          chapterTitles
          length
          minutes
          dueAt
        }
      }
      ...ErrorFields
    }
  }
`);

export const AssignmentResultsDocument = graphql(`
  query AssignmentResults($id: ID!) {
    assignmentResults(id: $id) {
      __typename
      ... on QueryAssignmentResultsSuccess {
        data {
          students {
            studentId
            name
            status
            score
            total
            submittedAt
            late
          }
          items {
            questionId
            stem
            keyText
            right
            answered
          }
        }
      }
      ...ErrorFields
    }
  }
`);

export const ClassMasteryDocument = graphql(`
  query ClassMastery($classroomId: ID!, $subject: String!) {
    classMastery(classroomId: $classroomId, subject: $subject) {
      __typename
      ... on QueryClassMasterySuccess {
        data {
          students {
            studentId
            name
          }
          chapters {
            chapterId
            title
          }
          cells {
            studentId
            chapterId
            mastery
            evidence
            band
          }
        }
      }
      ...ErrorFields
    }
  }
`);

export const QuizActivityDocument = graphql(`
  subscription QuizActivity($classroomId: ID!) {
    classActivity(classroomId: $classroomId) {
      id
      kind
      studentId
    }
  }
`);
