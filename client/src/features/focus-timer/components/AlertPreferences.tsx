import { useState } from "react";
import { setSoundEnabled, soundEnabled } from "../utils/alert-preferences";
import { beep, unlockAudio } from "../utils/beep";

type Permission = NotificationPermission | "unsupported";

function currentPermission(): Permission {
  return typeof Notification === "undefined" ? "unsupported" : Notification.permission;
}

/** The optional chime and browser notifications at a phase end. */
export function AlertPreferences() {
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
      <legend>When a phase ends</legend>
      <label className="checkbox">
        <input type="checkbox" checked={sound} onChange={(e) => handleSound(e.target.checked)} />
        Play a sound
      </label>
      {permission === "default" && (
        <button type="button" className="secondary" onClick={() => void handleNotifications()}>
          Show browser notifications
        </button>
      )}
      {permission === "granted" && <p>Browser notifications are on.</p>}
      {permission === "denied" && <p>Browser notifications are blocked in this browser's settings.</p>}
    </fieldset>
  );
}
