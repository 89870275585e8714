import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Role } from "../utils/access";

const ROLES: readonly { role: Role; icon: string }[] = [
  { role: "student", icon: "🎒" },
  { role: "teacher", icon: "🧑‍🏫" },
];

/** SPEC 4's role step: Student and Teacher cards, then a "Continue as …" button. */
export function RoleStep({ onContinue, busy = false }: { onContinue: (role: Role) => void; busy?: boolean }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Role | null>(null);
  return (
    <fieldset className="role-step">
      <legend>{t("auth.chooseRole")}</legend>
      <p className="muted">{t("auth.roleIntro")}</p>
      <div className="role-cards">
        {ROLES.map(({ role, icon }) => (
          <button
            key={role}
            type="button"
            className="role-card"
            aria-pressed={chosen === role}
            onClick={() => setChosen(role)}
          >
            <span className="role-icon" aria-hidden="true">
              {icon}
            </span>
            <span className="role-name">{t(`auth.${role}`)}</span>
            <span className="role-desc">{t(`auth.${role}Desc`)}</span>
          </button>
        ))}
      </div>
      <button
        type="button"
        className="primary wide"
        disabled={!chosen || busy}
        onClick={() => chosen && onContinue(chosen)}
      >
        {chosen ? t("auth.continueAs", { role: t(`auth.${chosen}`) }) : t("auth.chooseRole")}
      </button>
    </fieldset>
  );
}
