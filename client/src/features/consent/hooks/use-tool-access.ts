import { useMutation, useSubscription } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../app/toast";
import type { GuardedTool } from "../../../gql/graphql";
import { toastFailure } from "../../../shared/lib/result";
import {
  MyToolAccessDocument,
  RequestParentConsentDocument,
  WatchMyToolAccessDocument,
} from "../graphql/consent";
import { useMyToolAccess } from "./use-my-tool-access";

/**
 * What the signed-in user may use, kept live: the subscription answers at once and again whenever a
 * parent or teacher changes it, so a page closes (or opens) a tool without a reload.
 */
export function useToolAccess() {
  const query = useMyToolAccess("cache-and-network");
  const live = useSubscription(WatchMyToolAccessDocument);
  const access = live.data?.myToolAccess ?? query.data?.myToolAccess ?? null;
  return { access, loading: access === null && query.loading };
}

/** Why `tool` is closed for the user, or null when it is open (or not known yet). */
export function useClosedTool(tool: GuardedTool) {
  const { access, loading } = useToolAccess();
  const closed = access?.closed.find((c) => c.tool === tool) ?? null;
  return { closed, access, loading };
}

/** "Ask a parent" and "Remind my parent": mails the parent a consent link (rate limited by the server). */
export function useRequestParentConsent() {
  const { t } = useTranslation();
  const [mutate, { loading }] = useMutation(RequestParentConsentDocument, {
    refetchQueries: [MyToolAccessDocument],
  });
  async function request(parentEmail: string, reminder: boolean): Promise<boolean> {
    try {
      const res = await mutate({ variables: { parentEmail } });
      const result = res.data?.requestParentConsent;
      if (toastFailure(result)) return false;
      toast.success(t(reminder ? "consent.reminded" : "consent.sent"));
      return true;
    } catch {
      toast.error(t("common.networkError"));
      return false;
    }
  }
  return { request, sending: loading };
}
