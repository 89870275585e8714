import { useState } from "react";
import { useTranslation } from "react-i18next";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { toast } from "../../../app/toast";
import { settle } from "../../../shared/lib/result";
import { SignInDocument } from "../graphql/auth";
import { failureMessage, graphqlData } from "../utils/graphql-fetch";
import { authStore } from "../utils/session";
import { tellOtherTabs } from "../utils/tabs";

/** E-mail and password sign-in (SPEC 8: 'Welcome back!', else the error, else 'Authentication failed'). */
export function useSignIn() {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  async function signIn(email: string, password: string): Promise<boolean> {
    setSubmitting(true);
    try {
      const data = await graphqlData(SignInDocument, { input: { email, password } });
      const result = settle(data.signIn);
      if (!result.ok) {
        toast.error(result.message ? localizeMessage(result.message) : t("msg.authFailed"));
        return false;
      }
      authStore.setSession(result.data);
      tellOtherTabs("signed-in");
      toast.success(t("msg.signInSuccess"));
      return true;
    } catch (error) {
      toast.error(failureMessage(error, t("common.networkError"), t("msg.authFailed")));
      return false;
    } finally {
      setSubmitting(false);
    }
  }
  return { signIn, submitting };
}
