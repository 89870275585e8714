import { useTranslation } from "react-i18next";
import { useFocusTimer } from "../hooks/use-focus-timer";
import { useTodayFocus } from "../hooks/use-today-focus";

/** Today's completed focus sessions and focus minutes. */
export function TodayFocus() {
  const { t } = useTranslation();
  const { timer } = useFocusTimer();
  // Refetched once the server has stored a completed session, not when this tab's tick ends it.
  const today = useTodayFocus(timer?.confirmedSessionCount ?? undefined);
  const studied = Math.floor(today.activeSeconds / 60);
  return (
    <section className="pomodoro-today" aria-labelledby="pomodoro-today-title" aria-busy={today.loading}>
      <h2 id="pomodoro-today-title">{t("timer.today")}</h2>
      <dl>
        <div>
          <dt>{t("timer.todaySessions")}</dt>
          <dd data-testid="today-sessions">{today.focusSessions}</dd>
        </div>
        <div>
          <dt>{t("timer.todayMinutes")}</dt>
          <dd data-testid="today-minutes">{today.focusMinutes}</dd>
        </div>
        <div>
          <dt>{t("timer.studyTime")}</dt>
          <dd data-testid="today-study">{t("timer.minutesShort", { n: studied })}</dd>
        </div>
      </dl>
    </section>
  );
}
