import { graphql } from "../../../gql";

export const StudyGroupFieldsFragment = graphql(`
  fragment StudyGroupFields on StudyGroup {
    id
    name
    subject
    classroomId
    className
    inviteCode
    inviteCodeExpiresAt
    viewerRole
    canModerate
    memberCount
    headSeq
    lastReadSeq
    unreadCount
    openReportCount
    createdAt
    lastMessage {
      id
      seq
      senderName
      body
      createdAt
      deletedAt
    }
  }
`);

/** The classes a new group can belong to: a teacher's classes, or the classes a student is in. */
export const GroupClassChoicesDocument = graphql(`
  query GroupClassChoices {
    classrooms {
      id
      name
      viewerIsTeacher
    }
  }
`);

export const StudyGroupsDocument = graphql(`
  query StudyGroups {
    studyGroups {
      ...StudyGroupFields
    }
  }
`);

export const StudyGroupDocument = graphql(`
  query StudyGroup($id: ID!) {
    studyGroup(id: $id) {
      ...StudyGroupFields
      members {
        userId
        name
        role
        joinedAt
        rosterName
      }
    }
  }
`);

export const ViewerIdDocument = graphql(`
  query GroupsViewer {
    me {
      id
    }
  }
`);

export const CreateStudyGroupDocument = graphql(`
  mutation CreateStudyGroup($input: CreateStudyGroupInput!) {
    createStudyGroup(input: $input) {
      __typename
      ... on MutationCreateStudyGroupSuccess {
        data {
          ...StudyGroupFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const JoinStudyGroupDocument = graphql(`
  mutation JoinStudyGroup($code: String!) {
    joinStudyGroup(code: $code) {
      __typename
      ... on MutationJoinStudyGroupSuccess {
        data {
          ...StudyGroupFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const LeaveStudyGroupDocument = graphql(`
  mutation LeaveStudyGroup($groupId: ID!) {
    leaveStudyGroup(groupId: $groupId) {
      __typename
      ...ErrorFields
    }
  }
`);

export const RotateInviteCodeDocument = graphql(`
  mutation RotateGroupInviteCode($groupId: ID!, $validDays: Int) {
    rotateGroupInviteCode(groupId: $groupId, validDays: $validDays) {
      __typename
      ... on MutationRotateGroupInviteCodeSuccess {
        data {
          id
          inviteCode
          inviteCodeExpiresAt
        }
      }
      ...ErrorFields
    }
  }
`);

export const RemoveGroupMemberDocument = graphql(`
  mutation RemoveGroupMember($groupId: ID!, $userId: ID!) {
    removeGroupMember(groupId: $groupId, userId: $userId) {
      __typename
      ...ErrorFields
    }
  }
`);

export const DeleteStudyGroupDocument = graphql(`
  mutation DeleteStudyGroup($groupId: ID!, $confirmName: String!) {
    deleteStudyGroup(groupId: $groupId, confirmName: $confirmName) {
      __typename
      ...ErrorFields
    }
  }
`);

export const MarkGroupReadDocument = graphql(`
  mutation MarkGroupRead($groupId: ID!, $seq: Int!) {
    markGroupRead(groupId: $groupId, seq: $seq) {
      __typename
      ... on MutationMarkGroupReadSuccess {
        data {
          id
          lastReadSeq
          unreadCount
        }
      }
    }
  }
`);
