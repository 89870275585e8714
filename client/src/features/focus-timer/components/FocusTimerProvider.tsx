import type { ReactNode } from "react";
import { useMemo } from "react";
import { FocusTimerContext } from "../hooks/focus-timer-context";
import { useFocusTimerStore } from "../hooks/use-focus-timer-store";

/**
 * The signed-in user's focus timer for the whole shell (header indicator and /pomodoro): measures the
 * server clock at connect, follows the `focusTimer` subscription, ticks every second, and keeps the
 * local-storage copy. Signed out (`userId` null) it provides no timer.
 */
export function FocusTimerProvider({ userId, children }: { userId: string | null; children: ReactNode }) {
  const store = useFocusTimerStore(userId);
  const value = useMemo(() => (store ? { store } : null), [store]);
  return <FocusTimerContext.Provider value={value}>{children}</FocusTimerContext.Provider>;
}
