import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";

function subscribe(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** Says so when the network is gone; the service worker keeps visited pages working. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <p className="offline-banner" role="status">
      {t("common.offline")}
    </p>
  );
}
