import { useTranslation } from "react-i18next";
import { useOnline } from "../../../shared/lib/use-online";
import { usePendingCount } from "../hooks/use-pending-count";

/** The header's "Offline" and "n changes waiting to sync" (issue 27). */
export default function SyncStatus({ userId }: { userId: string | null }) {
  const { t } = useTranslation();
  const online = useOnline();
  const waiting = usePendingCount(userId);
  if (online && waiting === 0) return null;
  return (
    <span className="sync-status" role="status" data-testid="sync-status">
      {!online && <span className="sync-offline">{t("common.sync.offline")}</span>}
      {waiting > 0 && <span className="sync-waiting">{t("common.sync.waiting", { count: waiting })}</span>}
    </span>
  );
}
