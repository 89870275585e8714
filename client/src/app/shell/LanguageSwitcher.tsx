import { useId } from "react";
import { useTranslation } from "react-i18next";
import { changeLanguage, isUiLanguage, UI_LANGUAGES, type UiLanguage } from "../i18n/i18n";

/** English / हिन्दी / ગુજરાતી. `onChange` lets signed-in pages keep the choice in the profile. */
export function LanguageSwitcher({
  onChange,
  compact = true,
}: {
  onChange?: (lang: UiLanguage) => void;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  async function handleChange(value: string) {
    if (!isUiLanguage(value)) return;
    await changeLanguage(value);
    onChange?.(value);
  }
  return (
    <div className={compact ? "language-switcher compact" : "language-switcher"}>
      <label htmlFor={id} className={compact ? "visually-hidden" : undefined}>
        {t("common.language")}
      </label>
      <select id={id} value={i18n.language} onChange={(e) => void handleChange(e.target.value)}>
        {UI_LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {t(`common.languages.${lang}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
