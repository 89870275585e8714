import { REFRESH_CHECK_MS } from "@vidya/core/constants";
import { type ReactNode, useEffect } from "react";
import { authStore } from "../utils/session";
import { listenToOtherTabs } from "../utils/tabs";

/**
 * Restores the session at start-up (refresh cookie), checks every 30 s whether it needs refreshing,
 * checks again when the tab comes back or the network returns, and follows other tabs' sign-outs.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    void authStore.start();
    const interval = window.setInterval(authStore.check, REFRESH_CHECK_MS);
    const handleVisible = () => {
      if (document.visibilityState === "visible") authStore.check();
    };
    const handleOnline = () => {
      if (!authStore.getState().session) void authStore.refresh();
      else authStore.check();
    };
    document.addEventListener("visibilitychange", handleVisible);
    window.addEventListener("online", handleOnline);
    const stopTabs = listenToOtherTabs();
    return () => {
      window.clearInterval(interval);
      document.removeEventListener("visibilitychange", handleVisible);
      window.removeEventListener("online", handleOnline);
      stopTabs();
    };
  }, []);
  return children;
}
