import { PRODUCT_NAME, SPLASH_MS } from "@vidya/core/constants";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** Once per browser session (DESIGN): later reloads in the same tab go straight to the app. */
export const SPLASH_KEY = "vidya:splash-shown";

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(SPLASH_KEY) === "1";
  } catch {
    return true;
  }
}

/** True while the splash should show; marks it shown for this session. */
export function useSplash(): boolean {
  const [visible, setVisible] = useState(() => !alreadyShown());
  useEffect(() => {
    if (!visible) return;
    try {
      sessionStorage.setItem(SPLASH_KEY, "1");
    } catch {
      // Without storage the splash may show again on reload; harmless.
    }
    const timer = window.setTimeout(() => setVisible(false), SPLASH_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);
  return visible;
}

/** SPEC 2's splash: name, tagline, progress bar and 'Initializing your learning experience...'. */
export function Splash() {
  const { t } = useTranslation();
  return (
    <div className="splash" role="status" aria-live="polite" data-testid="splash">
      <div className="splash-inner">
        <p className="splash-name">{PRODUCT_NAME}</p>
        <p className="splash-tagline">{t("common.tagline")}</p>
        <div className="splash-bar" role="progressbar" aria-label={t("splash.progress")}>
          <div className="splash-bar-fill" />
        </div>
        <p className="splash-text">{t("msg.initializing")}</p>
      </div>
    </div>
  );
}
