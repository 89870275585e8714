import { useState } from "react";
import { useTranslation } from "react-i18next";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { toast } from "../../../app/toast";
import { settle } from "../../../shared/lib/result";
import { ChooseRoleDocument } from "../graphql/auth";
import type { SignUpRole } from "../utils/access";
import { failureMessage, graphqlData } from "../utils/graphql-fetch";
import { authStore } from "../utils/session";

/** A new Google user picks Student or Teacher, once; the session is reissued with the role. */
export function useChooseRole() {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  async function chooseRole(role: SignUpRole): Promise<boolean> {
    setSaving(true);
    try {
      const token = await authStore.freshToken();
      const data = await graphqlData(ChooseRoleDocument, { role }, token);
      const result = settle(data.chooseRole);
      if (!result.ok) {
        toast.error(localizeMessage(result.message));
        return false;
      }
      authStore.setSession(result.data, "USER_UPDATED");
      return true;
    } catch (error) {
      toast.error(failureMessage(error, t("common.networkError"), t("common.networkError")));
      return false;
    } finally {
      setSaving(false);
    }
  }
  return { chooseRole, saving };
}
