import { useState } from "react";
import { useTranslation } from "react-i18next";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { toast } from "../../../app/toast";
import { useFocusTimer } from "../hooks/use-focus-timer";
import { unlockAudio } from "../utils/beep";
import { formatClock } from "../utils/timer-view";
import { SessionIcon } from "./SessionIcon";

const RING = 2 * Math.PI * 54;

/** The big timer with its progress ring and the start / pause / reset buttons. */
export function PomodoroTimer() {
  const { t } = useTranslation();
  const { timer, run } = useFocusTimer();
  const [busy, setBusy] = useState(false);
  if (!timer) return null;
  const { state, remaining, unsynced } = timer;
  const progress = state.phaseSeconds > 0 ? 1 - remaining / state.phaseSeconds : 0;
  const primary =
    state.status === "running"
      ? t("timer.pause")
      : state.status === "paused"
        ? t("timer.resume")
        : t("timer.start");

  const handle = async (op: "toggle" | "reset") => {
    unlockAudio();
    setBusy(true);
    const { error } = await run({ kind: op });
    setBusy(false);
    if (error) toast.error(localizeMessage(error));
  };

  return (
    <section className={`pomodoro pomodoro--${state.sessionType}`} aria-labelledby="pomodoro-phase">
      <div className="pomodoro__ring">
        <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">
          <circle className="pomodoro__track" cx="60" cy="60" r="54" />
          <circle
            className="pomodoro__progress"
            cx="60"
            cy="60"
            r="54"
            strokeDasharray={RING}
            strokeDashoffset={RING * (1 - progress)}
          />
        </svg>
        <div className="pomodoro__center">
          <p id="pomodoro-phase" className="pomodoro__phase" data-testid="pomodoro-phase">
            <SessionIcon type={state.sessionType} size={22} /> {t(`timer.sessions.${state.sessionType}`)}
            {state.status === "paused" && (
              <span className="timer-badge timer-badge--paused">{t("timer.paused")}</span>
            )}
          </p>
          <p
            className="pomodoro__time"
            role="timer"
            aria-label={t("timer.timeLeft")}
            data-testid="pomodoro-time"
          >
            {formatClock(remaining)}
          </p>
          <p className="pomodoro__status" data-testid="pomodoro-status">
            {t(`timer.status.${state.status}`)}
          </p>
        </div>
      </div>
      <div className="pomodoro__actions">
        <button type="button" className="primary" disabled={busy} onClick={() => void handle("toggle")}>
          {primary}
        </button>
        <button type="button" className="secondary" disabled={busy} onClick={() => void handle("reset")}>
          {t("timer.reset")}
        </button>
      </div>
      <p className="pomodoro__count">
        {t("timer.sessionsCompleted")}{" "}
        <strong data-testid="pomodoro-session-count">{state.sessionCount}</strong>
      </p>
      {unsynced && (
        <p className="pomodoro__note" role="status">
          {t("timer.offline")}
        </p>
      )}
    </section>
  );
}
