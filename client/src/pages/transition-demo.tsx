import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import "../app/i18n/english/motionDemo";

const REDUCED = "(prefers-reduced-motion: reduce)";

/**
 * /transition-demo: shows the page transition every page uses and whether the device's
 * reduced-motion setting has turned it off (then the sample appears without animation, as pages do).
 */
export default function TransitionDemoPage() {
  const { t } = useTranslation();
  const [reduced, setReduced] = useState(() => window.matchMedia?.(REDUCED).matches ?? false);
  const [run, setRun] = useState(0);
  useEffect(() => {
    const query = window.matchMedia?.(REDUCED);
    if (!query) return;
    const handleChange = () => setReduced(query.matches);
    query.addEventListener("change", handleChange);
    return () => query.removeEventListener("change", handleChange);
  }, []);
  return (
    <div className="stack">
      <h1>{t("motionDemo.title")}</h1>
      <p>{t("motionDemo.intro")}</p>
      <p role="status" data-testid="motion-status">
        {reduced ? t("motionDemo.reduced") : t("motionDemo.full")}
      </p>
      <button type="button" onClick={() => setRun((n) => n + 1)}>
        {t("motionDemo.play")}
      </button>
      <section key={run} className="card page-transition" aria-labelledby="motion-sample">
        <h2 id="motion-sample">{t("motionDemo.sample")}</h2>
        <p>{t("motionDemo.sampleText")}</p>
      </section>
    </div>
  );
}
