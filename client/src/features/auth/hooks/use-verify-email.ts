import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../app/toast";
import { VerifyEmailDocument } from "../graphql/auth";
import { failureMessage, graphqlData } from "../utils/graphql-fetch";
import { keepPreferences } from "../utils/keep-preferences";
import { settle } from "../utils/result";
import { authStore } from "../utils/session";
import { tellOtherTabs } from "../utils/tabs";

export type VerifyState =
  | { status: "verifying" }
  | { status: "verified" }
  | { status: "failed"; message: string };

/** Uses a verification link's token once (the link is single use) and signs the user in. */
export function useVerifyEmail(token: string | null): VerifyState {
  const { t, i18n } = useTranslation();
  const missingMessage = t("auth.missingToken");
  const [state, setState] = useState<VerifyState>(
    token ? { status: "verifying" } : { status: "failed", message: missingMessage },
  );
  const used = useRef<string | null>(null);
  useEffect(() => {
    if (!token || used.current === token) return;
    used.current = token;
    graphqlData(VerifyEmailDocument, { token })
      .then(async (data) => {
        const result = settle(data.verifyEmail);
        if (!result.ok) {
          setState({ status: "failed", message: result.message });
          return;
        }
        authStore.setSession(await keepPreferences(result.data, i18n.language));
        tellOtherTabs("signed-in");
        toast.success(t("auth.verified"));
        setState({ status: "verified" });
      })
      .catch((error: unknown) => {
        setState({
          status: "failed",
          message: failureMessage(error, t("common.networkError"), missingMessage),
        });
      });
  }, [token, missingMessage, t, i18n]);
  return state;
}
