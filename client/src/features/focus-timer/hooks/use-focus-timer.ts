import { useCallback, useContext, useSyncExternalStore } from "react";
import { i18n } from "../../../app/i18n/i18n";
import type { TimerOp, TimerSnapshot } from "../utils/timer-store";
import { FocusTimerContext } from "./focus-timer-context";

const NONE = { subscribe: () => () => {}, getSnapshot: () => null };

/**
 * The signed-in user's timer, re-rendering every second while it runs; null when signed out.
 * Outside FocusTimerProvider it throws: that is a developer error (SPEC 8).
 */
export function useFocusTimer(): {
  timer: TimerSnapshot | null;
  run: (op: TimerOp) => Promise<{ error: string | null }>;
} {
  const context = useContext(FocusTimerContext);
  if (context === undefined) throw new Error("useFocusTimer must be used inside FocusTimerProvider.");
  const source = context?.store ?? NONE;
  const timer = useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
  const store = context?.store ?? null;
  const run = useCallback(
    async (op: TimerOp) => (store ? store.run(op) : { error: i18n.t("timer.signInFirst") }),
    [store],
  );
  return { timer, run };
}
