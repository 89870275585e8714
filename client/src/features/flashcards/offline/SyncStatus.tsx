import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { usePendingCount } from "./use-pending-count";

function subscribe(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** The header's "Offline" and "n changes waiting to sync" (issue 27). */
export default function SyncStatus({ userId }: { userId: string | null }) {
  const { t } = useTranslation();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const waiting = usePendingCount(userId);
  if (online && waiting === 0) return null;
  return (
    <span className="sync-status" role="status" data-testid="sync-status">
      {!online && <span className="sync-offline">{t("common.sync.offline")}</span>}
      {waiting > 0 && <span className="sync-waiting">{t("common.sync.waiting", { count: waiting })}</span>}
    </span>
  );
}
