import { useState } from "react";
import { toast } from "sonner";
import { useFocusTimer } from "../hooks/use-focus-timer";
import { unlockAudio } from "../utils/beep";
import { formatClock, SESSION_LABELS } from "../utils/timer-view";
import { SessionIcon } from "./SessionIcon";

const RING = 2 * Math.PI * 54;

/** The big timer with its progress ring and the start / pause / reset buttons. */
export function PomodoroTimer() {
  const { timer, run } = useFocusTimer();
  const [busy, setBusy] = useState(false);
  if (!timer) return null;
  const { state, remaining, unsynced } = timer;
  const progress = state.phaseSeconds > 0 ? 1 - remaining / state.phaseSeconds : 0;
  const primary = state.status === "running" ? "Pause" : state.status === "paused" ? "Resume" : "Start";

  const handle = async (op: "toggle" | "reset") => {
    unlockAudio();
    setBusy(true);
    const { error } = await run({ kind: op });
    setBusy(false);
    if (error) toast.error(error);
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
            <SessionIcon type={state.sessionType} size={22} /> {SESSION_LABELS[state.sessionType]}
            {state.status === "paused" && <span className="timer-badge timer-badge--paused">Paused</span>}
          </p>
          <p className="pomodoro__time" role="timer" aria-label="Time left" data-testid="pomodoro-time">
            {formatClock(remaining)}
          </p>
          <p className="pomodoro__status" data-testid="pomodoro-status">
            {state.status}
          </p>
        </div>
      </div>
      <div className="pomodoro__actions">
        <button type="button" className="primary" disabled={busy} onClick={() => void handle("toggle")}>
          {primary}
        </button>
        <button type="button" className="secondary" disabled={busy} onClick={() => void handle("reset")}>
          Reset
        </button>
      </div>
      <p className="pomodoro__count">
        Focus sessions completed: <strong data-testid="pomodoro-session-count">{state.sessionCount}</strong>
      </p>
      {unsynced && (
        <p className="pomodoro__note" role="status">
          Offline: your timer keeps running here and will sync when you are back online.
        </p>
      )}
    </section>
  );
}
