import { PomodoroView } from "../features/focus-timer/components/PomodoroView";

/** /pomodoro (SPEC 2): the focus timer. */
export default function PomodoroPage() {
  return <PomodoroView />;
}
