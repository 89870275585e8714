import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../app/toast";
import { failureOf } from "../../../shared/lib/result";
import { RequestPasswordResetDocument } from "../graphql/auth";
import { failureMessage, graphqlData } from "../utils/graphql-fetch";

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function useRequestPasswordReset() {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  async function requestReset(email: string): Promise<boolean> {
    setSending(true);
    try {
      const data = await graphqlData(RequestPasswordResetDocument, { email });
      const failure = failureOf(data.requestPasswordReset);
      if (failure) {
        toast.error(failure);
        return false;
      }
      toast.success(t("auth.resetSent"));
      return true;
    } catch (error) {
      toast.error(failureMessage(error, t("common.networkError"), t("common.networkError")));
      return false;
    } finally {
      setSending(false);
    }
  }
  return { requestReset, sending };
}
