import { graphql } from "../../../gql";

export const ToolAccessFieldsFragment = graphql(`
  fragment ToolAccessFields on MyToolAccess {
    isChild
    basis
    needsBirthDate
    dailyLimitMinutes
    deleteAfter
    parentRequested
    closed {
      tool
      code
      message
    }
  }
`);

export const MyToolAccessDocument = graphql(`
  query MyToolAccess {
    myToolAccess {
      ...ToolAccessFields
    }
  }
`);

export const WatchMyToolAccessDocument = graphql(`
  subscription WatchMyToolAccess {
    myToolAccess {
      ...ToolAccessFields
    }
  }
`);

export const RequestParentConsentDocument = graphql(`
  mutation RequestParentConsent($parentEmail: String!) {
    requestParentConsent(parentEmail: $parentEmail) {
      __typename
      ...ErrorFields
    }
  }
`);

export const ParentConsentRequestDocument = graphql(`
  query ParentConsentRequest($token: String!) {
    parentConsentRequest(token: $token) {
      __typename
      ... on QueryParentConsentRequestSuccess {
        data {
          childName
          parentEmail
          hasParentAccount
        }
      }
      ...ErrorFields
    }
  }
`);

export const ParentConsentDocument = graphql(`
  mutation ParentConsent($token: String!, $password: String) {
    parentConsent(token: $token, password: $password) {
      __typename
      ... on MutationParentConsentSuccess {
        data {
          ...SessionFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const RefuseParentConsentDocument = graphql(`
  mutation RefuseParentConsent($token: String!) {
    refuseParentConsent(token: $token) {
      __typename
      ...ErrorFields
    }
  }
`);

export const ChildSummaryFieldsFragment = graphql(`
  fragment ChildSummaryFields on ParentChildSummary {
    id
    name
    consentedAt
    withdrawnAt
    deleteAfter
    disabledTools
    dailyLimitMinutes
  }
`);

export const ParentChildrenDocument = graphql(`
  query ParentChildren {
    parentChildren {
      ...ChildSummaryFields
    }
  }
`);

export const ParentChildDocument = graphql(`
  query ParentChild($childId: ID!) {
    parentChild(childId: $childId) {
      __typename
      ... on QueryParentChildSuccess {
        data {
          id
          studyTodaySeconds
          studyWeekSeconds
          studyTotalSeconds
          questions
          subjects
          openTools
          mastery {
            chapterId
            subject
            mastery
          }
          flags {
            at
            flag
            subject
            kind
          }
        }
      }
      ...ErrorFields
    }
    childAuditLog(childId: $childId) {
      __typename
      ... on QueryChildAuditLogSuccess {
        data {
          id
          at
          action
          actorRole
          actorName
        }
      }
      ...ErrorFields
    }
  }
`);

export const SetChildToolAccessDocument = graphql(`
  mutation SetChildToolAccess($childId: ID!, $tool: GuardedTool!, $enabled: Boolean!) {
    setChildToolAccess(childId: $childId, tool: $tool, enabled: $enabled) {
      __typename
      ... on MutationSetChildToolAccessSuccess {
        data {
          ...ChildSummaryFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const SetChildDailyLimitDocument = graphql(`
  mutation SetChildDailyLimit($childId: ID!, $minutes: Int) {
    setChildDailyLimit(childId: $childId, minutes: $minutes) {
      __typename
      ... on MutationSetChildDailyLimitSuccess {
        data {
          ...ChildSummaryFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const WithdrawConsentDocument = graphql(`
  mutation WithdrawConsent($childId: ID!) {
    withdrawConsent(childId: $childId) {
      __typename
      ... on MutationWithdrawConsentSuccess {
        data {
          ...ChildSummaryFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const UndoWithdrawalDocument = graphql(`
  mutation UndoWithdrawal($childId: ID!) {
    undoWithdrawal(childId: $childId) {
      __typename
      ... on MutationUndoWithdrawalSuccess {
        data {
          ...ChildSummaryFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const ExportChildDataDocument = graphql(`
  query ExportChildData($childId: ID!) {
    exportChildData(childId: $childId) {
      __typename
      ... on QueryExportChildDataSuccess {
        data
      }
      ...ErrorFields
    }
  }
`);

export const DeleteChildAccountDocument = graphql(`
  mutation DeleteChildAccount($childId: ID!, $confirmName: String!) {
    deleteChildAccount(childId: $childId, confirmName: $confirmName) {
      __typename
      ...ErrorFields
    }
  }
`);

export const ConfirmClassConsentDocument = graphql(`
  mutation ConfirmClassConsent($classroomId: ID!, $name: String!) {
    confirmClassConsent(classroomId: $classroomId, name: $name) {
      __typename
      ... on MutationConfirmClassConsentSuccess {
        data {
          id
          consentConfirmedAt
          consentConfirmedName
        }
      }
      ...ErrorFields
    }
  }
`);

export const SetBirthDateDocument = graphql(`
  mutation SetBirthDate($birthDate: String!) {
    setBirthDate(birthDate: $birthDate) {
      __typename
      ...ErrorFields
    }
  }
`);

export const ReportChildAccountDocument = graphql(`
  mutation ReportChildAccount($email: String!) {
    reportChildAccount(email: $email) {
      __typename
      ...ErrorFields
    }
  }
`);
