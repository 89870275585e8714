import { ACTIVITY_THROTTLE_MS, IDLE_CHECK_MS, LOCAL_TIME_SAVE_MS } from "@vidya/core/constants";
import { useEffect } from "react";
import { TimeTracker } from "../utils/time-tracker";

const INPUTS = ["mousemove", "mousedown", "keydown", "scroll", "wheel", "touchstart"] as const;

/**
 * SPEC 4's study-time tracking, for signed-in users only (renders nothing): input throttled to 100 ms,
 * idle after 3 minutes (checked every 30 s), saved locally every minute and remotely 5 s later, on
 * page hide or unload, and at sign-in.
 */
export function StudyTimeTracker({
  userId,
  getToken,
}: {
  userId: string | null;
  getToken: () => string | null;
}) {
  useEffect(() => {
    if (!userId) return;
    const tracker = new TimeTracker(userId, getToken);
    let last = 0;
    const handleInput = () => {
      const now = Date.now();
      if (now - last < ACTIVITY_THROTTLE_MS) return;
      last = now;
      tracker.activity();
    };
    const handleHidden = () => {
      if (document.visibilityState === "hidden") tracker.flush();
    };
    const handlePageHide = () => tracker.flush();
    for (const name of INPUTS) window.addEventListener(name, handleInput, { passive: true, capture: true });
    document.addEventListener("visibilitychange", handleHidden);
    window.addEventListener("pagehide", handlePageHide);
    const idleCheck = window.setInterval(() => tracker.checkIdle(), IDLE_CHECK_MS);
    const save = window.setInterval(() => tracker.periodicSave(), LOCAL_TIME_SAVE_MS);
    if (document.visibilityState === "visible" && document.hasFocus()) tracker.activity();
    void tracker.signedIn();
    return () => {
      for (const name of INPUTS) window.removeEventListener(name, handleInput, { capture: true });
      document.removeEventListener("visibilitychange", handleHidden);
      window.removeEventListener("pagehide", handlePageHide);
      window.clearInterval(idleCheck);
      window.clearInterval(save);
      // Signing out or leaving the shell: keep what was tracked.
      tracker.saveLocal();
      tracker.stop();
    };
  }, [userId, getToken]);
  return null;
}
