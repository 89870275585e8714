import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Choice } from "../../../app/ui/Choice";
import { setSoundEnabled, soundEnabled } from "../utils/alert-preferences";
import { beep, unlockAudio } from "../utils/beep";

type Permission = NotificationPermission | "unsupported";

function currentPermission(): Permission {
  return typeof Notification === "undefined" ? "unsupported" : Notification.permission;
}

/** The optional chime and browser notifications at a phase end. */
export function AlertPreferences() {
  const { t } = useTranslation();
  const [sound, setSound] = useState(soundEnabled);
  const [permission, setPermission] = useState<Permission>(currentPermission);

  const handleSound = (on: boolean) => {
    setSound(on);
    setSoundEnabled(on);
    if (on) {
      unlockAudio();
      beep();
    }
  };
  const handleNotifications = async () => {
    try {
      setPermission(await Notification.requestPermission());
    } catch {
      setPermission(currentPermission());
    }
  };

  return (
    <fieldset className="pomodoro-alerts">
      <legend>{t("timer.alertsTitle")}</legend>
      <Choice checked={sound} onChange={handleSound}>
        {t("timer.playSound")}
      </Choice>
      {permission === "default" && (
        <button type="button" className="secondary" onClick={() => void handleNotifications()}>
          {t("timer.showNotifications")}
        </button>
      )}
      {permission === "granted" && <p>{t("timer.notificationsOn")}</p>}
      {permission === "denied" && <p>{t("timer.notificationsBlocked")}</p>}
    </fieldset>
  );
}
