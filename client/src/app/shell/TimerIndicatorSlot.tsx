import { TimerIndicator } from "../../features/focus-timer/components/TimerIndicator";

/** Where the compact focus-timer indicator goes (SPEC 2: hidden when stopped and on small screens). */
export function TimerIndicatorSlot() {
  return <TimerIndicator />;
}
