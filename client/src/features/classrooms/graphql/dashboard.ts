import { graphql } from "../../../gql";

export const ActivityFieldsFragment = graphql(`
  fragment ActivityFields on ClassActivity {
    id
    studentId
    studentName
    kind
    subject
    topic
    question
    answer
    verified
    seconds
    score
    total
    cards
    endsAt
    groupId
    createdAt
  }
`);

export const ClassDashboardDocument = graphql(`
  query ClassDashboard($classroomId: ID!, $range: DashboardRangeInput, $timeZone: String, $subject: String) {
    classDashboard(classroomId: $classroomId, range: $range, timeZone: $timeZone, subject: $subject) {
      __typename
      ...ErrorFields
      ... on QueryClassDashboardSuccess {
        data {
          from
          to
          timeZone
          subject
          generatedAt
          isEmpty
          activeStudents
          totalQuestions
          totalStudySeconds
          totalEvents
          classroom {
            id
            name
            grade
            subjects
            studentCount
          }
          roster {
            studentId
            name
            status
            online
            lastSeenAt
            lastActiveAt
            focusEndsAt
            studyTodaySeconds
            studyWeekSeconds
            questions
            groupMessages
            events
          }
          studyGroups {
            groupId
            name
            subject
            memberCount
            messages
            students {
              studentId
              messages
            }
          }
          questionsPerTopic {
            subject
            topic
            questions
            answers
            unverified
          }
          strugglingTopics {
            subject
            topic
            questions
            unverified
            answers
            quizzes
            avgQuizPercent
            signals
            meanQuestions
          }
          activityByDay {
            day
            questions
            studySeconds
            events
          }
          topQuestions {
            text
            count
            subject
            topic
          }
          feed {
            ...ActivityFields
          }
        }
      }
    }
  }
`);

export const ClassActivityDocument = graphql(`
  subscription ClassActivity($classroomId: ID!, $since: DateTime) {
    classActivity(classroomId: $classroomId, since: $since) {
      ...ActivityFields
    }
  }
`);

export const StudentActivityDocument = graphql(`
  query StudentActivity($classroomId: ID!, $studentId: ID!, $before: DateTime, $questionsOnly: Boolean) {
    studentActivity(classroomId: $classroomId, studentId: $studentId, before: $before, questionsOnly: $questionsOnly, limit: 30) {
      __typename
      ...ErrorFields
      ... on QueryStudentActivitySuccess {
        data {
          studentId
          name
          joinedAt
          hasMore
          events {
            ...ActivityFields
          }
        }
      }
    }
  }
`);
