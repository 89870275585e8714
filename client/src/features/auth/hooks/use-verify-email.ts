import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../app/toast";
import { settle } from "../../../shared/lib/result";
import { SignInWithLinkDocument, VerifyEmailDocument } from "../graphql/auth";
import { failureMessage, graphqlData } from "../utils/graphql-fetch";
import { keepPreferences } from "../utils/keep-preferences";
import { authStore } from "../utils/session";
import { tellOtherTabs } from "../utils/tabs";

export type VerifyState =
  | { status: "verifying" }
  | { status: "verified" }
  | { status: "failed"; message: string };

/** Runs a mailed link's token through its mutation; both give a session or an error result. */
function linkCall(token: string) {
  return {
    verify: () => graphqlData(VerifyEmailDocument, { token }).then((data) => settle(data.verifyEmail)),
    signIn: () => graphqlData(SignInWithLinkDocument, { token }).then((data) => settle(data.signInWithLink)),
  };
}

/**
 * Uses a mailed link's token once (links are single use) and signs the user in: a verification
 * link (`verify`) or the one-time sign-in link sent while failed sign-ins lock a password (`signIn`).
 */
export function useVerifyEmail(token: string | null, kind: "verify" | "signIn" = "verify"): VerifyState {
  const { t, i18n } = useTranslation();
  const missingMessage = t("auth.missingToken");
  const [state, setState] = useState<VerifyState>(
    token ? { status: "verifying" } : { status: "failed", message: missingMessage },
  );
  const used = useRef<string | null>(null);
  useEffect(() => {
    if (!token || used.current === token) return;
    used.current = token;
    linkCall(token)
      [kind]()
      .then(async (result) => {
        if (!result.ok) {
          setState({ status: "failed", message: result.message });
          return;
        }
        authStore.setSession(await keepPreferences(result.data, i18n.language));
        tellOtherTabs("signed-in");
        toast.success(t(kind === "verify" ? "auth.verified" : "msg.signInSuccess"));
        setState({ status: "verified" });
      })
      .catch((error: unknown) => {
        setState({
          status: "failed",
          message: failureMessage(error, t("common.networkError"), missingMessage),
        });
      });
  }, [token, kind, missingMessage, t, i18n]);
  return state;
}
