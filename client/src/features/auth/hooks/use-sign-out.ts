import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../app/toast";
import { SignOutDocument } from "../graphql/auth";
import { failureMessage, graphqlData } from "../utils/graphql-fetch";
import { authStore } from "../utils/session";
import { tellOtherTabs } from "../utils/tabs";

/** Signs out (SPEC 8: 'Signed out successfully', or the error's message, else 'Error signing out'). */
export function useSignOut() {
  const { t } = useTranslation();
  const [signingOut, setSigningOut] = useState(false);
  async function signOut(): Promise<boolean> {
    setSigningOut(true);
    try {
      await graphqlData(SignOutDocument, {}, authStore.getToken());
      authStore.clear();
      tellOtherTabs("signed-out");
      toast.success(t("msg.signOutSuccess"));
      return true;
    } catch (error) {
      toast.error(failureMessage(error, t("common.networkError"), t("msg.signOutFailed")));
      return false;
    } finally {
      setSigningOut(false);
    }
  }
  return { signOut, signingOut };
}
