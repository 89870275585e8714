import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { authStore } from "../utils/session";

/**
 * /auth-callback and /auth/callback (SPEC 2): 'Completing authentication...'; reads the session and
 * goes to / when there is one, else (and on any error, or an error in the URL hash) to /auth.
 */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    const hash = new URLSearchParams(window.location.hash.replace(/^#/, ""));
    if (hash.has("error") || hash.has("error_description")) {
      navigate("/auth", { replace: true });
      return;
    }
    authStore
      .start()
      .then((session) => {
        if (!cancelled) navigate(session ? "/" : "/auth", { replace: true });
      })
      .catch(() => {
        if (!cancelled) navigate("/auth", { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [navigate]);
  return (
    <main id="main" className="callback-page">
      <div className="status-screen" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <h1>{t("msg.completingAuth")}</h1>
        <p>{t("msg.pleaseWait")}</p>
      </div>
    </main>
  );
}
