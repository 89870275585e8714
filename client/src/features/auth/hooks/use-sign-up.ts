import { useState } from "react";
import { useTranslation } from "react-i18next";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { toast } from "../../../app/toast";
import { settle } from "../../../shared/lib/result";
import { SignUpDocument } from "../graphql/auth";
import type { SignUpRole } from "../utils/access";
import { failureMessage, graphqlData } from "../utils/graphql-fetch";

/**
 * Creates a password account with its role (SPEC 8: 'Account created! Please check your email…').
 * The answer never says whether the address was taken (the owner is mailed instead), and it signs
 * no one in: the verification link does.
 */
export function useSignUp() {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  async function signUp(
    email: string,
    password: string,
    role: SignUpRole,
    birthDate: string | null = null,
  ): Promise<boolean> {
    setSubmitting(true);
    try {
      const data = await graphqlData(SignUpDocument, { input: { email, password, role, birthDate } });
      const result = settle(data.signUp);
      if (!result.ok) {
        toast.error(result.message ? localizeMessage(result.message) : t("msg.authFailed"));
        return false;
      }
      toast.success(t("msg.signUpSuccess"));
      return true;
    } catch (error) {
      toast.error(failureMessage(error, t("common.networkError"), t("msg.authFailed")));
      return false;
    } finally {
      setSubmitting(false);
    }
  }
  return { signUp, submitting };
}
