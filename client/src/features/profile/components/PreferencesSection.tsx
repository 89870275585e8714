import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "../../../app/shell/LanguageSwitcher";
import { type ThemeName, useTheme } from "../../../app/theme";
import { useUpdateProfile } from "../hooks/use-update-profile";

/** Language and theme: they apply at once and are kept in the profile (stored per user). */
export function PreferencesSection() {
  const { t } = useTranslation();
  const { update } = useUpdateProfile();
  const { theme, set } = useTheme();

  function handleTheme(value: string) {
    if (value !== "light" && value !== "dark") return;
    const next: ThemeName = value;
    set(next);
    void update({ theme: next });
  }

  return (
    <section className="card" aria-labelledby="profile-prefs">
      <h2 id="profile-prefs">
        {t("profile.language")} · {t("profile.theme")}
      </h2>
      <LanguageSwitcher compact={false} onChange={(language) => void update({ language })} />
      <label htmlFor="profile-theme">{t("profile.theme")}</label>
      <select id="profile-theme" value={theme} onChange={(e) => handleTheme(e.target.value)}>
        <option value="light">{t("profile.themes.light")}</option>
        <option value="dark">{t("profile.themes.dark")}</option>
      </select>
    </section>
  );
}
