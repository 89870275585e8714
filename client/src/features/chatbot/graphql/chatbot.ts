import { graphql } from "../../../gql";

export const ChatReplyFieldsFragment = graphql(`
  fragment ChatReplyFields on AiTask {
    id
    status
    partial
    stopped
    checked
    failureCode
    failureMessage
  }
`);

export const ChatTurnFieldsFragment = graphql(`
  fragment ChatTurnFields on ChatTurn {
    id
    message
    reply {
      ...ChatReplyFields
    }
  }
`);

export const ChatsDocument = graphql(`
  query Chats($subject: ChatbotSubject!) {
    chats(subject: $subject) {
      id
      title
      updatedAt
    }
    aiSetup {
      modelConfigured
    }
  }
`);

export const ChatDocument = graphql(`
  query Chat($id: ID!) {
    chat(id: $id) {
      __typename
      ... on QueryChatSuccess {
        data {
          id
          title
          grade
          turns {
            ...ChatTurnFields
          }
        }
      }
      ...ErrorFields
    }
  }
`);

export const StartChatDocument = graphql(`
  mutation StartChat($input: StartChatInput!) {
    startChat(input: $input) {
      __typename
      ... on MutationStartChatSuccess {
        data {
          ...ChatTurnFields
          chat {
            id
          }
        }
      }
      ...ErrorFields
    }
  }
`);

export const SendChatMessageDocument = graphql(`
  mutation SendChatMessage($input: SendChatMessageInput!) {
    sendChatMessage(input: $input) {
      __typename
      ... on MutationSendChatMessageSuccess {
        data {
          ...ChatTurnFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const RenameChatDocument = graphql(`
  mutation RenameChat($id: ID!, $title: String!) {
    renameChat(id: $id, title: $title) {
      __typename
      ... on MutationRenameChatSuccess {
        data {
          id
          title
        }
      }
      ...ErrorFields
    }
  }
`);

export const DeleteChatDocument = graphql(`
  mutation DeleteChat($id: ID!) {
    deleteChat(id: $id) {
      __typename
      ...ErrorFields
    }
  }
`);

export const StopAiTaskDocument = graphql(`
  mutation StopAiTask($id: ID!) {
    stopAiTask(id: $id) {
      __typename
      ... on MutationStopAiTaskSuccess {
        data {
          ...ChatReplyFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const RegenerateAiTaskDocument = graphql(`
  mutation RegenerateAiTask($id: ID!) {
    regenerateAiTask(id: $id) {
      __typename
      ... on MutationRegenerateAiTaskSuccess {
        data {
          ...ChatReplyFields
        }
      }
      ...ErrorFields
    }
  }
`);

/** The reply comes as pieces (partialDelta, put together by useStreamedTask), not whole with every event. */
export const WatchChatReplyDocument = graphql(`
  subscription WatchChatReply($id: ID!) {
    aiTask(id: $id) {
      id
      status
      stopped
      checked
      failureCode
      failureMessage
      partialDelta {
        offset
        text
      }
    }
  }
`);
