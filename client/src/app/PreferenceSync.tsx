import { useEffect } from "react";
import { authStore } from "../features/auth/utils/session";
import { changeLanguage, i18n } from "./i18n/i18n";
import { applyTheme, currentTheme } from "./theme";

/** A signed-in user's saved language and theme win over this browser's (stored per user). */
export function PreferenceSync() {
  useEffect(
    () =>
      authStore.subscribe((state) => {
        const user = state.session?.user;
        if (!user) return;
        if (user.language !== i18n.language) void changeLanguage(user.language);
        if (user.theme && user.theme !== currentTheme()) applyTheme(user.theme);
      }),
    [],
  );
  return null;
}
