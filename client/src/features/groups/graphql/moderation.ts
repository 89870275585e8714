import { graphql } from "../../../gql";

export const MessageReportFieldsFragment = graphql(`
  fragment MessageReportFields on MessageReport {
    id
    messageId
    seq
    reason
    details
    bodySnapshot
    senderId
    senderName
    senderIsMember
    reporterName
    status
    messageDeleted
    createdAt
  }
`);

export const ReportGroupMessageDocument = graphql(`
  mutation ReportGroupMessage($input: ReportGroupMessageInput!) {
    reportGroupMessage(input: $input) {
      __typename
      ... on MutationReportGroupMessageSuccess {
        data {
          id
          status
        }
      }
      ...ErrorFields
    }
  }
`);

export const GroupReportsDocument = graphql(`
  query GroupReports($groupId: ID!) {
    groupReports(groupId: $groupId) {
      __typename
      ... on QueryGroupReportsSuccess {
        data {
          ...MessageReportFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const ResolveGroupReportDocument = graphql(`
  mutation ResolveGroupReport($reportId: ID!, $action: ReportAction!) {
    resolveGroupReport(reportId: $reportId, action: $action) {
      __typename
      ... on MutationResolveGroupReportSuccess {
        data {
          ...MessageReportFields
        }
      }
      ...ErrorFields
    }
  }
`);
