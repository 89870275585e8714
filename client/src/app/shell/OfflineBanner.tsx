import { useTranslation } from "react-i18next";
import { useOnline } from "../../shared/lib/use-online";

/** Says so when the network is gone; the service worker keeps visited pages working. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <p className="offline-banner" role="status">
      {t("common.offline")}
    </p>
  );
}
