import { useTranslation } from "react-i18next";
import { AlertPreferences } from "./AlertPreferences";
import { PomodoroTimer } from "./PomodoroTimer";
import { TimerSettingsForm } from "./TimerSettingsForm";
import { TodayFocus } from "./TodayFocus";
import "./focus-timer.css";
import { useFocusTimerLabel } from "../../planner/hooks/use-focus-timer-label";

/** /pomodoro: the timer, today's focus, the student's lengths and alert choices. */
export function PomodoroView() {
  const { t } = useTranslation();
  // What the timer was started for (a study-plan item's chapter), read fresh on every visit.
  const { data } = useFocusTimerLabel();
  const label = data?.focusTimer.label;
  return (
    <div className="pomodoro-page">
      <h1>{t("features.pomodoro")}</h1>
      <p className="pomodoro-page__intro">{t("timer.intro")}</p>
      {label ? (
        <p className="pomodoro-page__label" data-testid="focus-label">
          {t("planner.focusingOn", { label })}
        </p>
      ) : null}
      <PomodoroTimer />
      <div className="pomodoro-page__side">
        <TodayFocus />
        <TimerSettingsForm />
        <AlertPreferences />
      </div>
    </div>
  );
}
