import { DASHBOARD_RANGE_MAX_DAYS } from "@vidya/core/classrooms/dashboard-range";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { DashboardRangeChoice } from "../hooks/use-class-dashboard";
import "../../../app/i18n/english/dashboard";

const DAY = 86_400_000;
const PRESETS = [1, 7, 30, 90] as const;

/** Picks the dashboard range: presets or two dates (at most 366 days, end after start). */
export function RangePicker(props: { onChange: (range: DashboardRangeChoice | null) => void }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  function applyDates() {
    const start = Date.parse(`${from}T00:00:00`);
    const end = Date.parse(`${to}T00:00:00`) + DAY;
    if (Number.isNaN(start) || Number.isNaN(end)) return setProblem(t("dashboard.range.bothDates"));
    if (end <= start) return setProblem(t("dashboard.range.endAfterStart"));
    if (end - start > DASHBOARD_RANGE_MAX_DAYS * DAY)
      return setProblem(t("dashboard.range.tooLong", { count: DASHBOARD_RANGE_MAX_DAYS }));
    setProblem(null);
    props.onChange({ from: new Date(start).toISOString(), to: new Date(end).toISOString() });
  }

  return (
    <fieldset className="cls-row">
      <legend className="visually-hidden">{t("dashboard.range.legend")}</legend>
      {PRESETS.map((days) => (
        <button
          key={days}
          type="button"
          onClick={() =>
            props.onChange(
              days === 7
                ? null
                : {
                    from: new Date(Date.now() - days * DAY).toISOString(),
                    to: new Date(Date.now() + 60_000).toISOString(),
                  },
            )
          }
        >
          {days === 1 ? t("dashboard.range.today") : t("dashboard.range.days", { count: days })}
        </button>
      ))}
      <label>
        {t("dashboard.range.from")}{" "}
        <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      </label>
      <label>
        {t("dashboard.range.to")} <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </label>
      <button type="button" onClick={applyDates}>
        {t("dashboard.range.apply")}
      </button>
      {problem && (
        <span className="cls-error" role="alert">
          {problem}
        </span>
      )}
    </fieldset>
  );
}
