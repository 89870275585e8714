import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../app/toast";
import { failureMessage } from "../../../shared/lib/result";
import { authStore } from "../../auth/utils/session";
import { tellOtherTabs } from "../../auth/utils/tabs";
import { DeleteAccountDocument } from "../graphql/profile";

/** Deletes the account (confirmed by typing the e-mail) and ends the session everywhere. */
export function useDeleteAccount() {
  const { t } = useTranslation();
  const [mutate, { loading }] = useMutation(DeleteAccountDocument);
  async function deleteAccount(confirmEmail: string): Promise<boolean> {
    try {
      const { data } = await mutate({ variables: { confirmEmail } });
      const result = data?.deleteAccount;
      if (result?.__typename !== "MutationDeleteAccountSuccess") {
        toast.error(failureMessage(result) ?? t("common.networkError"));
        return false;
      }
      authStore.clear();
      tellOtherTabs("signed-out");
      toast.success(t("profile.deleted"));
      return true;
    } catch {
      toast.error(t("common.networkError"));
      return false;
    }
  }
  return { deleteAccount, deleting: loading };
}
