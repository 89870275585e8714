import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../app/toast";
import { failureOf } from "../../../shared/lib/result";
import { failureMessage } from "../utils/graphql-fetch";

/**
 * One auth request that only succeeds or fails (a reset link, a verification e-mail): a busy flag
 * while it runs, its failure or a network error as an error toast, else `successKey`'s text.
 */
export function useToastedSend() {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  async function send(
    request: () => Promise<{ __typename: string; message?: string }>,
    successKey: "auth.resetSent" | "auth.resent",
  ): Promise<boolean> {
    setSending(true);
    try {
      const failure = failureOf(await request());
      if (failure) {
        toast.error(failure);
        return false;
      }
      toast.success(t(successKey));
      return true;
    } catch (error) {
      toast.error(failureMessage(error, t("common.networkError"), t("common.networkError")));
      return false;
    } finally {
      setSending(false);
    }
  }
  return { send, sending };
}
