import { useState } from "react";
import { useTranslation } from "react-i18next";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { toast } from "../../../app/toast";
import { settle } from "../../../shared/lib/result";
import { ResetPasswordDocument } from "../graphql/auth";
import { failureMessage, graphqlData } from "../utils/graphql-fetch";
import { authStore } from "../utils/session";
import { tellOtherTabs } from "../utils/tabs";

/** Sets a new password from an e-mailed link and signs in (PASSWORD_RECOVERY, then signed in). */
export function useResetPassword() {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  async function resetPassword(token: string, password: string): Promise<boolean> {
    setSubmitting(true);
    try {
      const data = await graphqlData(ResetPasswordDocument, { input: { token, password } });
      const result = settle(data.resetPassword);
      if (!result.ok) {
        toast.error(localizeMessage(result.message));
        return false;
      }
      authStore.setSession(result.data, "PASSWORD_RECOVERY");
      tellOtherTabs("signed-in");
      toast.success(t("auth.passwordChanged"));
      return true;
    } catch (error) {
      toast.error(failureMessage(error, t("common.networkError"), t("common.networkError")));
      return false;
    } finally {
      setSubmitting(false);
    }
  }
  return { resetPassword, submitting };
}
