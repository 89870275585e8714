import { useApolloClient } from "@apollo/client/react";
import { TIMER_TICK_MS } from "@vidya/core/constants";
import { useEffect, useMemo } from "react";
import { FocusTimerDocument, WatchFocusTimerDocument } from "../graphql/focus-timer";
import { announce } from "../utils/announce";
import { apolloTimerApi } from "../utils/timer-api";
import { FocusTimerStore } from "../utils/timer-store";
import { fromGraphql } from "../utils/timer-view";

/** How long to wait before subscribing again after the subscription failed outright. */
const RESUBSCRIBE_MS = 5000;
/** A failed clock measurement while online is tried again after 1 s, 2 s, 4 s, 8 s. */
const REMEASURE_MS = 1000;
const MEASURE_ATTEMPTS = 5;

/**
 * The signed-in user's focus timer store (null signed out): measures the server clock at connect
 * (`focusTimer` query), follows the `focusTimer` subscription, ticks every second, and keeps the
 * local-storage copy.
 */
export function useFocusTimerStore(userId: string | null): FocusTimerStore | null {
  const client = useApolloClient();
  const store = useMemo(
    () =>
      userId
        ? new FocusTimerStore(userId, apolloTimerApi(client), (events, state, live) =>
            announce(events, state.minuteSeconds, live),
          )
        : null,
    [client, userId],
  );

  useEffect(() => {
    if (!store) return;
    let stopped = false;
    let subscription: { unsubscribe(): void } | null = null;
    let retry: number | undefined;
    let remeasure: number | undefined;

    /** The server clock against this device's: half the round trip is the best guess of the delay. */
    const measure = async (attempt = 1): Promise<void> => {
      window.clearTimeout(remeasure);
      try {
        const t0 = Date.now();
        const res = await client.query({ query: FocusTimerDocument, fetchPolicy: "network-only" });
        const t1 = Date.now();
        if (stopped || !res.data) return;
        const remote = fromGraphql(res.data.focusTimer);
        store.setOffset(remote.serverNow - (t0 + t1) / 2);
        store.applyRemote(remote);
      } catch {
        // Offline: the local copy and the last known clock difference carry on (SPEC 4), and coming
        // back online measures again. Online, the query can still fail: signing in clears Apollo's
        // store, which cancels queries in flight. Try again, or a device whose clock is wrong would
        // show the wrong remaining time until the tab is hidden and shown again.
        if (stopped || !navigator.onLine || attempt >= MEASURE_ATTEMPTS) return;
        remeasure = window.setTimeout(() => void measure(attempt + 1), REMEASURE_MS * 2 ** (attempt - 1));
      }
    };
    const follow = () => {
      subscription = client.subscribe({ query: WatchFocusTimerDocument }).subscribe({
        next: (result) => {
          if (result.data) store.applyRemote(fromGraphql(result.data.focusTimer));
        },
        error: () => {
          if (!stopped) retry = window.setTimeout(follow, RESUBSCRIBE_MS);
        },
      });
    };
    const handleBack = () => {
      if (document.visibilityState === "visible") void measure();
    };

    store.start();
    const tick = window.setInterval(store.tick, TIMER_TICK_MS);
    void measure().then(() => {
      if (!stopped) follow();
    });
    window.addEventListener("online", handleBack);
    document.addEventListener("visibilitychange", handleBack);
    return () => {
      stopped = true;
      window.clearInterval(tick);
      window.clearTimeout(retry);
      window.clearTimeout(remeasure);
      subscription?.unsubscribe();
      window.removeEventListener("online", handleBack);
      document.removeEventListener("visibilitychange", handleBack);
    };
  }, [client, store]);
  return store;
}
