import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../app/toast";
import { failureOf } from "../../../shared/lib/result";
import { ResendVerificationDocument } from "../graphql/auth";
import { failureMessage, graphqlData } from "../utils/graphql-fetch";
import { authStore } from "../utils/session";

/** Sends the verification e-mail again to the signed-in user. */
export function useResendVerification() {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  async function resend(): Promise<boolean> {
    setSending(true);
    try {
      const token = await authStore.freshToken();
      const data = await graphqlData(ResendVerificationDocument, {}, token);
      const failure = failureOf(data.resendVerification);
      if (failure) {
        toast.error(failure);
        return false;
      }
      toast.success(t("auth.resent"));
      return true;
    } catch (error) {
      toast.error(failureMessage(error, t("common.networkError"), t("common.networkError")));
      return false;
    } finally {
      setSending(false);
    }
  }
  return { resend, sending };
}
