import { graphql } from "../../../gql";

export const AiTaskFieldsFragment = graphql(`
  fragment AiTaskFields on AiTask {
    id
    status
    topic
    subject
    chapterId
    question
    hasImage
    partial
    failureMessage
    result {
      explanation
      similarQuestions
      finalAnswer
      verified
      check
      engineAnswer
      engineReading
      toast
    }
  }
`);

export const AskTutorDocument = graphql(`
  mutation AskTutor($input: AskTutorInput!) {
    askTutor(input: $input) {
      __typename
      ... on MutationAskTutorSuccess {
        data {
          ...AiTaskFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const UploadImageDocument = graphql(`
  mutation UploadImage($dataUrl: String!) {
    uploadImage(dataUrl: $dataUrl) {
      __typename
      ... on MutationUploadImageSuccess {
        data {
          id
        }
      }
      ...ErrorFields
    }
  }
`);

/** The text comes as pieces (partialDelta, put together by useStreamedTask), not whole with every event. */
export const WatchAiTaskDocument = graphql(`
  subscription WatchAiTask($id: ID!) {
    aiTask(id: $id) {
      id
      status
      topic
      subject
      chapterId
      question
      hasImage
      failureMessage
      result {
        explanation
        similarQuestions
        finalAnswer
        verified
        check
        engineAnswer
        engineReading
        toast
      }
      partialDelta {
        offset
        text
      }
    }
  }
`);

export const RecentTutorQuestionsDocument = graphql(`
  query RecentTutorQuestions($topic: MathTopic, $subject: String) {
    recentTutorQuestions(topic: $topic, subject: $subject) {
      ...AiTaskFields
    }
  }
`);

export const ClearTutorConversationDocument = graphql(`
  mutation ClearTutorConversation($topic: MathTopic, $subject: String) {
    clearTutorConversation(topic: $topic, subject: $subject) {
      __typename
      ... on MutationClearTutorConversationSuccess {
        data
      }
      ...ErrorFields
    }
  }
`);

/** A question answered on the phone while offline, sent for history; the server solves it again. */
export const RecordOfflineMathAnswerDocument = graphql(`
  mutation RecordOfflineMathAnswer($input: OfflineMathQuestionInput!) {
    recordOfflineMathAnswer(input: $input) {
      __typename
      ... on MutationRecordOfflineMathAnswerSuccess {
        data {
          id
        }
      }
      ...ErrorFields
    }
  }
`);
