import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../app/toast";
import type { UpdateProfileInput } from "../../../gql/graphql";
import { authStore } from "../../auth/utils/session";
import { UpdateProfileDocument } from "../graphql/profile";

/** Saves profile fields; the session's user is updated (USER_UPDATED) and failures are toasted. */
export function useUpdateProfile() {
  const { t } = useTranslation();
  const [mutate, { loading }] = useMutation(UpdateProfileDocument);
  async function update(input: UpdateProfileInput): Promise<boolean> {
    try {
      const { data } = await mutate({ variables: { input } });
      const result = data?.updateProfile;
      if (result?.__typename === "MutationUpdateProfileSuccess") {
        authStore.updateUser(result.data);
        return true;
      }
      toast.error(result?.message ?? t("common.networkError"));
      return false;
    } catch {
      toast.error(t("common.networkError"));
      return false;
    }
  }
  return { update, saving: loading };
}
