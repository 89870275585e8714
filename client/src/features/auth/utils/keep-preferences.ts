import { isUiLanguage } from "../../../app/i18n/i18n";
import { currentTheme, storedTheme } from "../../../app/theme";
import { settle } from "../../../shared/lib/result";
import { UpdateProfileDocument } from "../../profile/graphql/profile";
import type { Session } from "./auth-store";
import { graphqlData } from "./graphql-fetch";

/**
 * Keeps the language and theme chosen before the account existed (else the new account's defaults
 * win). Called on a new account's first sign-in: the verification link.
 */
export async function keepPreferences(session: Session, language: string): Promise<Session> {
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
