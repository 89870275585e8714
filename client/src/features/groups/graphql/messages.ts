import { graphql } from "../../../gql";

export const GroupMessageFieldsFragment = graphql(`
  fragment GroupMessageFields on GroupMessage {
    id
    groupId
    seq
    clientId
    senderId
    senderName
    body
    createdAt
    editedAt
    deletedAt
    deletedBy
    editableUntil
  }
`);

export const GroupMessagesDocument = graphql(`
  query GroupMessages($groupId: ID!, $afterSeq: Int, $beforeSeq: Int, $limit: Int) {
    groupMessages(groupId: $groupId, afterSeq: $afterSeq, beforeSeq: $beforeSeq, limit: $limit) {
      __typename
      ... on QueryGroupMessagesSuccess {
        data {
          headSeq
          hasMore
          messages {
            ...GroupMessageFields
          }
        }
      }
      ...ErrorFields
    }
  }
`);

export const SendGroupMessageDocument = graphql(`
  mutation SendGroupMessage($input: SendGroupMessageInput!) {
    sendGroupMessage(input: $input) {
      __typename
      ... on MutationSendGroupMessageSuccess {
        data {
          ...GroupMessageFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const EditGroupMessageDocument = graphql(`
  mutation EditGroupMessage($input: EditGroupMessageInput!) {
    editGroupMessage(input: $input) {
      __typename
      ... on MutationEditGroupMessageSuccess {
        data {
          ...GroupMessageFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const DeleteGroupMessageDocument = graphql(`
  mutation DeleteGroupMessage($messageId: ID!) {
    deleteGroupMessage(messageId: $messageId) {
      __typename
      ... on MutationDeleteGroupMessageSuccess {
        data {
          ...GroupMessageFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const GroupMessageEventsDocument = graphql(`
  subscription GroupMessageEvents($groupId: ID!) {
    groupMessageEvents(groupId: $groupId) {
      type
      seq
      message {
        ...GroupMessageFields
      }
    }
  }
`);

export const SetGroupTypingDocument = graphql(`
  mutation SetGroupTyping($groupId: ID!, $typing: Boolean!) {
    setGroupTyping(groupId: $groupId, typing: $typing) {
      __typename
    }
  }
`);

export const GroupTypingDocument = graphql(`
  subscription GroupTyping($groupId: ID!) {
    groupTyping(groupId: $groupId) {
      userId
      name
      typing
      at
    }
  }
`);

export const GroupPresenceDocument = graphql(`
  subscription GroupPresence($groupId: ID!) {
    groupPresence(groupId: $groupId) {
      groupId
      online {
        userId
        name
      }
    }
  }
`);
