import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../app/toast";
import type { GuardedTool } from "../../../gql/graphql";
import { toastFailure } from "../../../shared/lib/result";
import {
  DeleteChildAccountDocument,
  ExportChildDataDocument,
  ParentChildDocument,
  ParentChildrenDocument,
  SetChildDailyLimitDocument,
  SetChildToolAccessDocument,
  UndoWithdrawalDocument,
  WithdrawConsentDocument,
} from "../graphql/consent";

/** The parent's linked children. */
export function useParentChildren() {
  const { data, loading } = useQuery(ParentChildrenDocument, { fetchPolicy: "cache-and-network" });
  return { children: data?.parentChildren ?? [], loading };
}

/** One child's figures, flags and the audit of reads. */
export function useParentChild(childId: string) {
  const { data, loading } = useQuery(ParentChildDocument, {
    variables: { childId },
    fetchPolicy: "cache-and-network",
  });
  const detail = data?.parentChild.__typename === "QueryParentChildSuccess" ? data.parentChild.data : null;
  const audit = data?.childAuditLog.__typename === "QueryChildAuditLogSuccess" ? data.childAuditLog.data : [];
  return { detail, audit, loading };
}

/** Reports a failed union result (its message) or a network failure; true when it succeeded. */
function useReport() {
  const { t } = useTranslation();
  return (result: { __typename: string } | { message: string } | undefined, success?: string): boolean => {
    if (!result) {
      toast.error(t("common.networkError"));
      return false;
    }
    if (toastFailure(result)) return false;
    if (success) toast.success(success);
    return true;
  };
}

/** The parent's decisions for one child: tool switches, daily limit, withdraw / undo, export, delete. */
export function useChildControls(childId: string) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const report = useReport();
  const refetchQueries = [ParentChildrenDocument, ParentChildDocument];
  const [toolMutation] = useMutation(SetChildToolAccessDocument, { refetchQueries });
  const [limitMutation] = useMutation(SetChildDailyLimitDocument, { refetchQueries });
  const [withdrawMutation] = useMutation(WithdrawConsentDocument, { refetchQueries });
  const [undoMutation] = useMutation(UndoWithdrawalDocument, { refetchQueries });
  const [deleteMutation] = useMutation(DeleteChildAccountDocument, {
    refetchQueries: [ParentChildrenDocument],
  });
  const run = async <T extends { __typename: string } | { message: string }>(
    call: () => Promise<T | undefined>,
    success?: string,
  ) => {
    try {
      return report(await call(), success);
    } catch {
      return report(undefined);
    }
  };
  return {
    setTool: (tool: GuardedTool, enabled: boolean) =>
      run(
        async () => (await toolMutation({ variables: { childId, tool, enabled } })).data?.setChildToolAccess,
      ),
    setLimit: (minutes: number | null) =>
      run(
        async () => (await limitMutation({ variables: { childId, minutes } })).data?.setChildDailyLimit,
        t("consent.limitSaved"),
      ),
    withdraw: () =>
      run(async () => (await withdrawMutation({ variables: { childId } })).data?.withdrawConsent),
    undo: () => run(async () => (await undoMutation({ variables: { childId } })).data?.undoWithdrawal),
    remove: (confirmName: string) =>
      run(
        async () => (await deleteMutation({ variables: { childId, confirmName } })).data?.deleteChildAccount,
        t("consent.deleted"),
      ),
    exportData: () =>
      run(async () => {
        const { data } = await client.query({
          query: ExportChildDataDocument,
          variables: { childId },
          fetchPolicy: "network-only",
        });
        const result = data?.exportChildData;
        if (result?.__typename === "QueryExportChildDataSuccess") {
          const url = URL.createObjectURL(new Blob([result.data], { type: "application/json" }));
          const link = document.createElement("a");
          link.href = url;
          link.download = `vidya-child-data-${new Date().toISOString().slice(0, 10)}.json`;
          document.body.append(link);
          link.click();
          link.remove();
          setTimeout(() => URL.revokeObjectURL(url), 10_000);
        }
        return result;
      }, t("consent.exported")),
  };
}
