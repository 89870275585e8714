import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useCountUp } from "../hooks/use-count-up";
import { type LandingStats, useLandingStats } from "../hooks/use-landing-stats";

const FIGURES: readonly (keyof LandingStats)[] = ["students", "flashcards", "studyHours", "joinedThisWeek"];

function Counter({ value, label, testId }: { value: number | null; label: string; testId: string }) {
  const { i18n } = useTranslation();
  const ref = useRef<HTMLParagraphElement>(null);
  const shown = useCountUp(value, ref);
  return (
    <div className="stat">
      <p ref={ref} className="stat-value" data-testid={testId} data-value={value ?? ""}>
        {value === null ? "–" : new Intl.NumberFormat(i18n.language).format(shown)}
      </p>
      <p className="stat-label">{label}</p>
    </div>
  );
}

/** Live figures from our database (DESIGN), counted up over 2.5 s. */
export function StatsSection() {
  const { t } = useTranslation();
  const state = useLandingStats();
  return (
    <section className="landing-section stats" aria-labelledby="stats-title">
      <h2 id="stats-title">{t("landing.statsTitle")}</h2>
      <p className="muted">
        {state.status === "error" ? t("landing.statsUnavailable") : t("landing.statsIntro")}
      </p>
      <div className="stat-grid">
        {FIGURES.map((key) => (
          <Counter
            key={key}
            testId={`stat-${key}`}
            value={state.status === "ready" ? state.stats[key] : null}
            label={t(`landing.stats.${key}`)}
          />
        ))}
      </div>
    </section>
  );
}
