import { graphql } from "../../../gql";

export const ClassroomFieldsFragment = graphql(`
  fragment ClassroomFields on Classroom {
    id
    name
    grade
    subjects
    teacherName
    studentCount
    createdAt
    viewerIsTeacher
    joinCode
    joinCodeDisplay
    joinPath
    joinCodeExpiresAt
    joinedAt
    activityNotice
    consentConfirmedAt
    consentConfirmedName
  }
`);

export const MyClassroomsDocument = graphql(`
  query MyClassrooms {
    classrooms {
      ...ClassroomFields
      students {
        id
        label
        joinedAt
      }
    }
  }
`);

export const CreateClassroomDocument = graphql(`
  mutation CreateClassroom($input: CreateClassroomInput!) {
    createClassroom(input: $input) {
      __typename
      ... on MutationCreateClassroomSuccess {
        data {
          ...ClassroomFields
          students {
            id
            label
            joinedAt
          }
        }
      }
      ...ErrorFields
    }
  }
`);

export const RotateJoinCodeDocument = graphql(`
  mutation RotateJoinCode($classroomId: ID!, $validDays: Int) {
    rotateJoinCode(classroomId: $classroomId, validDays: $validDays) {
      __typename
      ... on MutationRotateJoinCodeSuccess {
        data {
          ...ClassroomFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const RemoveStudentDocument = graphql(`
  mutation RemoveStudent($classroomId: ID!, $studentId: ID!) {
    removeStudent(classroomId: $classroomId, studentId: $studentId) {
      __typename
      ... on MutationRemoveStudentSuccess {
        data {
          ...ClassroomFields
          students {
            id
            label
            joinedAt
          }
        }
      }
      ...ErrorFields
    }
  }
`);

export const JoinClassroomDocument = graphql(`
  mutation JoinClassroom($code: String!) {
    joinClassroom(code: $code) {
      __typename
      ... on MutationJoinClassroomSuccess {
        data {
          alreadyMember
          message
          classroom {
            ...ClassroomFields
          }
        }
      }
      ...ErrorFields
    }
  }
`);

export const LeaveClassroomDocument = graphql(`
  mutation LeaveClassroom($classroomId: ID!) {
    leaveClassroom(classroomId: $classroomId) {
      __typename
      ...ErrorFields
    }
  }
`);

export const HeartbeatDocument = graphql(`
  mutation Heartbeat {
    heartbeat
  }
`);

export const ViewerRoleDocument = graphql(`
  query ViewerRole {
    me {
      id
      role
    }
  }
`);
