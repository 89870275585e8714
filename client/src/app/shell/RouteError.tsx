import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";

/**
 * Shown in place of a page that failed to load or render, never React Router's developer page
 * ("Unexpected Application Error"): most often a page's code fetched with no connection, the first
 * time that page is opened on the device. Says so when offline, and offers to try again.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const offline = typeof navigator !== "undefined" && navigator.onLine === false;
  // Logged once per error, not on every render.
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className="card" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{t("common.pageError.title")}</h1>
      <p>{t(offline ? "common.pageError.offline" : "common.pageError.failed")}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t("common.pageError.retry")}
      </button>{" "}
      <a className="button-link" href="/">
        {t("common.pageError.home")}
      </a>
    </section>
  );
}
