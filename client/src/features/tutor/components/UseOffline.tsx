import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../app/toast";
import {
  downloadEngine,
  downloadedEngine,
  type EngineManifest,
  engineManifest,
  formatSize,
} from "../utils/offline-engine";

/**
 * "Use offline (1.2 MB)" on the math pages (issue 27 item 3): shows the engine's download size before
 * anything is downloaded; one tap keeps the engine on this device, and questions asked without a
 * connection are then answered here.
 */
export function UseOffline({ onReady }: { onReady: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(() => downloadedEngine() !== null);
  const [manifest, setManifest] = useState<EngineManifest | null>(null);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    if (ready) return;
    let live = true;
    void engineManifest().then((m) => live && setManifest(m));
    return () => {
      live = false;
    };
  }, [ready]);

  async function download() {
    if (!manifest) return;
    setDownloading(true);
    const ok = await downloadEngine(manifest);
    setDownloading(false);
    if (ok) {
      await onReady();
      setReady(true);
    } else toast.error(t("tutor.offline.downloadFailed"));
  }

  if (ready)
    return (
      <p className="use-offline ready" data-testid="use-offline">
        <span aria-hidden="true">✓</span> {t("tutor.offline.ready")}
      </p>
    );
  if (!manifest) return null;
  return (
    <p className="use-offline" data-testid="use-offline">
      <button type="button" className="secondary" disabled={downloading} onClick={() => void download()}>
        {downloading
          ? t("tutor.offline.downloading")
          : t("tutor.offline.use", { size: formatSize(manifest.gzBytes) })}
      </button>
    </p>
  );
}
