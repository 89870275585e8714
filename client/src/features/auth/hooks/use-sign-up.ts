import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isUiLanguage } from "../../../app/i18n/i18n";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { currentTheme, storedTheme } from "../../../app/theme";
import { toast } from "../../../app/toast";
import { UpdateProfileDocument } from "../../profile/graphql/profile";
import { SignUpDocument } from "../graphql/auth";
import type { Role } from "../utils/access";
import type { Session } from "../utils/auth-store";
import { failureMessage, graphqlData } from "../utils/graphql-fetch";
import { settle } from "../utils/result";
import { authStore } from "../utils/session";

/** Keeps the language and theme chosen before the account existed (else the new account's defaults win). */
async function keepPreferences(session: Session, language: string): Promise<Session> {
  if (!isUiLanguage(language)) return session;
  // A theme counts as chosen only when the toggle stored it; otherwise the system's keeps deciding.
  const theme = storedTheme() ? currentTheme() : undefined;
  if (language === "en" && !theme) return session;
  try {
    const data = await graphqlData(
      UpdateProfileDocument,
      { input: { language, theme } },
      session.access_token,
    );
    const result = settle(data.updateProfile);
    return result.ok ? { ...session, user: result.data } : session;
  } catch {
    return session;
  }
}

/** Creates a password account with its role (SPEC 8: 'Account created! Please check your email…'). */
export function useSignUp() {
  const { t, i18n } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  async function signUp(email: string, password: string, role: Role): Promise<boolean> {
    setSubmitting(true);
    try {
      const data = await graphqlData(SignUpDocument, { input: { email, password, role } });
      const result = settle(data.signUp);
      if (!result.ok) {
        toast.error(result.message ? localizeMessage(result.message) : t("msg.authFailed"));
        return false;
      }
      authStore.setSession(await keepPreferences(result.data, i18n.language));
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
