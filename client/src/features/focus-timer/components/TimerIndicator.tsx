import { Link } from "react-router";
import { useFocusTimer } from "../hooks/use-focus-timer";
import { formatClock } from "../utils/timer-view";
import { SessionIcon } from "./SessionIcon";
import "./focus-timer.css";
import { useTranslation } from "react-i18next";

/**
 * SPEC 2's compact indicator in the header: hidden while stopped (and on small screens); otherwise the
 * time left, an icon by session type, a Focus / Break / Long Break badge, and Paused when paused.
 */
export function TimerIndicator() {
  const { t } = useTranslation();
  const { timer } = useFocusTimer();
  if (!timer || timer.state.status === "stopped") return null;
  const { sessionType, status } = timer.state;
  const label = t(`timer.sessions.${sessionType}`);
  const paused = status === "paused";
  return (
    <Link
      to="/pomodoro"
      className={`timer-indicator timer-indicator--${sessionType}`}
      data-testid="timer-indicator"
    >
      {/* The name is the visible text with a spoken prefix, so voice control can use what it sees. */}
      <span className="visually-hidden">{t("timer.indicatorPrefix")}</span>
      <SessionIcon type={sessionType} />
      <span className="timer-indicator__time" data-testid="timer-indicator-time">
        {formatClock(timer.remaining)}
      </span>
      <span className="timer-badge" data-testid="timer-indicator-badge">
        {label}
      </span>
      {paused && (
        <span className="timer-badge timer-badge--paused" data-testid="timer-indicator-paused">
          {t("timer.paused")}
        </span>
      )}
    </Link>
  );
}
