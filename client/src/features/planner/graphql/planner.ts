import { graphql } from "../../../gql";

export const StudyPlanFieldsFragment = graphql(`
  fragment StudyPlanFields on StudyPlan {
    from
    to
    today
    timeZone
    planned
    fits
    neededMinutes
    availableMinutes
    plannedAt
    dropped {
      examId
      subject
      chapterId
      title
      minutes
    }
    items {
      id
      date
      kind
      minutes
      subject
      chapterId
      examId
      title
      cards
      startedAt
      doneAt
      doneBy
    }
  }
`);

export const StudyPlanDocument = graphql(`
  query StudyPlan($from: String!, $to: String!) {
    studyPlan(from: $from, to: $to) {
      __typename
      ... on QueryStudyPlanSuccess {
        data {
          ...StudyPlanFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const WatchStudyPlanDocument = graphql(`
  subscription WatchStudyPlan($from: String!, $to: String!) {
    studyPlan(from: $from, to: $to) {
      ...StudyPlanFields
    }
  }
`);

export const ExamsDocument = graphql(`
  query Exams {
    exams {
      id
      subject
      title
      date
      wholeSyllabus
      chapters {
        id
        title
      }
    }
    studyAvailability {
      timeZone
      minutesByWeekday
      daysOff
      dailyGoalMinutes
      weeklyGoalDays
    }
  }
`);

export const PlanChaptersDocument = graphql(`
  query PlanChapters($subject: String!) {
    planChapters(subject: $subject) {
      __typename
      ... on QueryPlanChaptersSuccess {
        data {
          id
          title
        }
      }
      ...ErrorFields
    }
  }
`);

export const SaveExamDocument = graphql(`
  mutation SaveExam($input: SaveExamInput!) {
    saveExam(input: $input) {
      __typename
      ... on MutationSaveExamSuccess {
        data {
          id
        }
      }
      ...ErrorFields
    }
  }
`);

export const DeleteExamDocument = graphql(`
  mutation DeleteExam($id: ID!) {
    deleteExam(id: $id) {
      __typename
      ...ErrorFields
    }
  }
`);

export const SetStudyAvailabilityDocument = graphql(`
  mutation SetStudyAvailability($input: StudyAvailabilityInput!) {
    setStudyAvailability(input: $input) {
      __typename
      ...ErrorFields
    }
  }
`);

export const CompletePlanItemDocument = graphql(`
  mutation CompletePlanItem($id: ID!, $done: Boolean) {
    completePlanItem(id: $id, done: $done) {
      __typename
      ...ErrorFields
    }
  }
`);

export const StartPlanItemDocument = graphql(`
  mutation StartPlanItem($id: ID!) {
    startPlanItem(id: $id) {
      __typename
      ...ErrorFields
    }
  }
`);

export const FocusTimerLabelDocument = graphql(`
  query FocusTimerLabel {
    focusTimer {
      id
      label
    }
  }
`);

export const ProgressDocument = graphql(`
  query Progress {
    progress {
      today
      totalMinutes
      dailyGoalMinutes
      days {
        date
        minutes
        focusSessions
      }
      subjects {
        subject
        minutes
        questions
      }
      streak {
        current
        best
        freezes
        frozen
        thisWeek
        weeklyGoal
      }
      chapters {
        chapterId
        subject
        title
        level
        reason
        mastery
        evidence
        tutorQuestions
      }
      retention {
        reviews
        remembered
        rate
      }
      topics {
        subject
        topic
        questions
      }
      badges {
        key
        title
        earned
        earnedOn
      }
    }
  }
`);

export const LearnerPathDocument = graphql(`
  query LearnerPath($subject: String!) {
    learnerPath(subject: $subject) {
      __typename
      ... on QueryLearnerPathSuccess {
        data {
          subject
          grade
          readyReason
          chapters {
            chapterId
            number
            book
            title
            level
            reason
            next
            readyNext
          }
        }
      }
      ...ErrorFields
    }
  }
`);
