import { Backpack, GraduationCap, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { SignUpRole } from "../utils/access";

const ROLES: readonly { role: SignUpRole; Icon: LucideIcon }[] = [
  { role: "student", Icon: Backpack },
  { role: "teacher", Icon: GraduationCap },
];

/** SPEC 4's role step: Student and Teacher cards, then a "Continue as …" button. */
export function RoleStep({
  onContinue,
  busy = false,
}: {
  onContinue: (role: SignUpRole) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<SignUpRole | null>(null);
  return (
    <fieldset className="role-step">
      <legend>{t("auth.chooseRole")}</legend>
      <p className="muted">{t("auth.roleIntro")}</p>
      <div className="role-cards">
        {ROLES.map(({ role, Icon }) => (
          <button
            key={role}
            type="button"
            className="role-card"
            aria-pressed={chosen === role}
            onClick={() => setChosen(role)}
          >
            <span className="role-icon" aria-hidden="true">
              <Icon size={32} />
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
