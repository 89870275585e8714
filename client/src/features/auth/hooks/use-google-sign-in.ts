import { useState } from "react";
import { useTranslation } from "react-i18next";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { toast } from "../../../app/toast";
import { settle } from "../../../shared/lib/result";
import { SignInWithGoogleDocument } from "../graphql/auth";
import type { SignUpRole } from "../utils/access";
import { googleIdToken } from "../utils/firebase";
import { failureMessage, graphqlData } from "../utils/graphql-fetch";
import { authStore } from "../utils/session";
import { tellOtherTabs } from "../utils/tabs";

/** Google sign-in (SPEC 8: 'Signed in with Google!', else the provider's message, else 'Google login failed.'). */
export function useGoogleSignIn() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function signInWithGoogle(role: SignUpRole | null): Promise<boolean> {
    setBusy(true);
    try {
      const idToken = await googleIdToken();
      const data = await graphqlData(SignInWithGoogleDocument, { idToken, role });
      const result = settle(data.signInWithGoogle);
      if (!result.ok) {
        toast.error(result.message ? localizeMessage(result.message) : t("msg.googleFailed"));
        return false;
      }
      authStore.setSession(result.data);
      tellOtherTabs("signed-in");
      toast.success(t("msg.googleSuccess"));
      return true;
    } catch (error) {
      toast.error(failureMessage(error, t("common.networkError"), t("msg.googleFailed")));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { signInWithGoogle, busy };
}
