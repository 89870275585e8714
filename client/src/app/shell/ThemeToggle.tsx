import { Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { type ThemeName, useTheme } from "../theme";

/** Switches between light and dark (SPEC 4). */
export function ThemeToggle({ onChange }: { onChange?: (theme: ThemeName) => void }) {
  const { t } = useTranslation();
  const { theme, toggle } = useTheme();
  const label = theme === "dark" ? t("common.themeToLight") : t("common.themeToDark");
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      aria-label={label}
      title={label}
      onClick={() => {
        const next = toggle();
        onChange?.(next);
      }}
    >
      {theme === "dark" ? <Sun aria-hidden="true" size={18} /> : <Moon aria-hidden="true" size={18} />}
    </button>
  );
}
