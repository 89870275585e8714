import { useTranslation } from "react-i18next";
import { AlertPreferences } from "./AlertPreferences";
import { PomodoroTimer } from "./PomodoroTimer";
import { TimerSettingsForm } from "./TimerSettingsForm";
import { TodayFocus } from "./TodayFocus";
import "./focus-timer.css";

/** /pomodoro: the timer, today's focus, the student's lengths and alert choices. */
export function PomodoroView() {
  const { t } = useTranslation();
  return (
    <div className="pomodoro-page">
      <h1>{t("features.pomodoro")}</h1>
      <p className="pomodoro-page__intro">{t("timer.intro")}</p>
      <PomodoroTimer />
      <div className="pomodoro-page__side">
        <TodayFocus />
        <TimerSettingsForm />
        <AlertPreferences />
      </div>
    </div>
  );
}
