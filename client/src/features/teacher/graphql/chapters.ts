import { graphql } from "../../../gql";

export const ChapterQuestionFieldsFragment = graphql(`
  fragment ChapterQuestionFields on ChapterQuestion {
    id
    kind
    classroomId
    grade
    subject
    chapterId
    chapterTitle
    question
    language
    count
    status
    answer
    provider
    error
    createdAt
    completedAt
  }
`);

export const CurriculumDocument = graphql(`
  query Curriculum($grade: Int!, $subject: String!) {
    curriculum(grade: $grade, subject: $subject) {
      __typename
      ...ErrorFields
      ... on QueryCurriculumSuccess {
        data {
          grade
          subject
          note
          editions
          chapters {
            id
            number
            title
            book
            edition
            source
          }
        }
      }
    }
  }
`);

export const AddCustomChapterDocument = graphql(`
  mutation AddCustomChapter($input: CustomChapterInput!) {
    addCustomChapter(input: $input) {
      __typename
      ... on MutationAddCustomChapterSuccess {
        data {
          id
          title
        }
      }
      ...ErrorFields
    }
  }
`);

export const AskChapterQuestionDocument = graphql(`
  mutation AskChapterQuestion($input: AskChapterQuestionInput!) {
    askChapterQuestion(input: $input) {
      __typename
      ... on MutationAskChapterQuestionSuccess {
        data {
          ...ChapterQuestionFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const GeneratePracticeDocument = graphql(`
  mutation GeneratePractice($input: PracticeQuestionsInput!) {
    generatePracticeQuestions(input: $input) {
      __typename
      ... on MutationGeneratePracticeQuestionsSuccess {
        data {
          ...ChapterQuestionFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const ChapterHistoryDocument = graphql(`
  query ChapterHistory($kind: ChapterTaskKind, $subject: String) {
    chapterQuestions(kind: $kind, subject: $subject, limit: 20) {
      ...ChapterQuestionFields
    }
  }
`);

export const WatchChapterQuestionDocument = graphql(`
  subscription WatchChapterQuestion($id: ID!) {
    chapterQuestion(id: $id) {
      ...ChapterQuestionFields
    }
  }
`);
