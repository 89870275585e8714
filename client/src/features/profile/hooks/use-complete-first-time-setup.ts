import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../app/toast";
import { authStore } from "../../auth/utils/session";
import { CompleteFirstTimeSetupDocument } from "../graphql/profile";

/**
 * Ends first-time setup with a standard, or with none (skip: the server sets Class 7), and toasts
 * SPEC 8's messages for each outcome.
 */
export function useCompleteFirstTimeSetup() {
  const { t } = useTranslation();
  const [mutate, { loading }] = useMutation(CompleteFirstTimeSetupDocument);
  async function complete(standard: string | null): Promise<boolean> {
    const failed = () => toast.error(standard ? t("msg.standardSaveFailed") : t("msg.setupSkipFailed"));
    try {
      const { data } = await mutate({ variables: { standard } });
      const result = data?.completeFirstTimeSetup;
      if (result?.__typename !== "MutationCompleteFirstTimeSetupSuccess") {
        failed();
        return false;
      }
      authStore.updateUser(result.data);
      if (standard) toast.success(t("msg.standardSaved", { n: standard }));
      else toast.success(t("msg.setupSkipped"));
      return true;
    } catch {
      failed();
      return false;
    }
  }
  return { complete, saving: loading };
}
