import { useMutation, useQuery } from "@apollo/client/react";
import { i18n } from "../../../app/i18n/i18n";
import { toast } from "../../../app/toast";
import type { ReportAction, ReportReason } from "../../../gql/graphql";
import { failureMessage } from "../../../shared/lib/result";
import {
  DeleteStudyGroupDocument,
  LeaveStudyGroupDocument,
  RemoveGroupMemberDocument,
  RotateInviteCodeDocument,
  StudyGroupDocument,
  StudyGroupsDocument,
} from "../graphql/groups";
import { DeleteGroupMessageDocument, EditGroupMessageDocument } from "../graphql/messages";
import {
  GroupReportsDocument,
  ReportGroupMessageDocument,
  ResolveGroupReportDocument,
} from "../graphql/moderation";
import type { ChatMessage } from "./use-group-chat";
import "../../../app/i18n/english/groups";

/** Runs a mutation whose result is an error union; shows the error, resolves true on success. */
async function attempt(
  run: () => Promise<{ __typename?: string; message?: string } | null | undefined>,
  success?: string,
) {
  try {
    const result = await run();
    if (result?.__typename?.endsWith("Success")) {
      if (success) toast.success(success);
      return true;
    }
    toast.error(failureMessage(result) ?? i18n.t("groups.toasts.failed"));
  } catch {
    toast.error(i18n.t("common.networkError"));
  }
  return false;
}

/** Edit, delete and report a message. */
export function useMessageActions(apply: (m: ChatMessage) => void) {
  const [edit] = useMutation(EditGroupMessageDocument);
  const [remove] = useMutation(DeleteGroupMessageDocument);
  const [report] = useMutation(ReportGroupMessageDocument);
  return {
    edit: (messageId: string, body: string) =>
      attempt(async () => {
        const r = (await edit({ variables: { input: { messageId, body } } })).data?.editGroupMessage;
        if (r?.__typename === "MutationEditGroupMessageSuccess") apply(r.data);
        return r;
      }),
    remove: (messageId: string) =>
      attempt(async () => {
        const r = (await remove({ variables: { messageId } })).data?.deleteGroupMessage;
        if (r?.__typename === "MutationDeleteGroupMessageSuccess") apply(r.data);
        return r;
      }),
    report: (messageId: string, reason: ReportReason, details: string) =>
      attempt(
        async () =>
          (await report({ variables: { input: { messageId, reason, details: details || null } } })).data
            ?.reportGroupMessage,
        i18n.t("groups.toasts.reported"),
      ),
  };
}

/** Owner and class-teacher tools: reports, members, invite code, leaving and deleting. */
export function useGroupTools(groupId: string, canModerate: boolean) {
  const refetchGroup = [{ query: StudyGroupDocument, variables: { id: groupId } }];
  const reports = useQuery(GroupReportsDocument, {
    variables: { groupId },
    skip: !canModerate,
    fetchPolicy: "cache-and-network",
  });
  const [resolve] = useMutation(ResolveGroupReportDocument, {
    refetchQueries: [{ query: GroupReportsDocument, variables: { groupId } }, ...refetchGroup],
  });
  const [removeMember] = useMutation(RemoveGroupMemberDocument, { refetchQueries: refetchGroup });
  const [rotate] = useMutation(RotateInviteCodeDocument);
  const [leave] = useMutation(LeaveStudyGroupDocument, { refetchQueries: [StudyGroupsDocument] });
  const [destroy] = useMutation(DeleteStudyGroupDocument, { refetchQueries: [StudyGroupsDocument] });
  const list = reports.data?.groupReports;
  return {
    reports: list?.__typename === "QueryGroupReportsSuccess" ? list.data : [],
    refetchReports: () => void reports.refetch(),
    resolve: (reportId: string, action: ReportAction) =>
      attempt(
        async () => (await resolve({ variables: { reportId, action } })).data?.resolveGroupReport,
        i18n.t(
          action === "DISMISS"
            ? "groups.toasts.dismissed"
            : action === "REMOVE_MEMBER"
              ? "groups.toasts.memberRemovedWithMessage"
              : "groups.toasts.messageDeleted",
        ),
      ),
    removeMember: (userId: string) =>
      attempt(
        async () => (await removeMember({ variables: { groupId, userId } })).data?.removeGroupMember,
        i18n.t("groups.toasts.memberRemoved"),
      ),
    rotate: (validDays: number) =>
      attempt(
        async () => (await rotate({ variables: { groupId, validDays } })).data?.rotateGroupInviteCode,
        i18n.t("groups.toasts.newCode"),
      ),
    leave: () =>
      attempt(
        async () => (await leave({ variables: { groupId } })).data?.leaveStudyGroup,
        i18n.t("groups.toasts.left"),
      ),
    destroy: (confirmName: string) =>
      attempt(
        async () => (await destroy({ variables: { groupId, confirmName } })).data?.deleteStudyGroup,
        i18n.t("groups.toasts.deleted"),
      ),
  };
}
