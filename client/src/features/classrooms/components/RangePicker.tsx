import { DASHBOARD_RANGE_MAX_DAYS } from "@vidya/core/schemas/classrooms";
import { useState } from "react";
import type { DashboardRangeChoice } from "../hooks/use-class-dashboard";

const DAY = 86_400_000;
const PRESETS = [
  { label: "Today", days: 1 },
  { label: "7 days", days: 7 },
  { label: "30 days", days: 30 },
  { label: "90 days", days: 90 },
] as const;

/** Picks the dashboard range: presets or two dates (at most 366 days, end after start). */
export function RangePicker(props: { onChange: (range: DashboardRangeChoice | null) => void }) {
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  function applyDates() {
    const f = Date.parse(`${from}T00:00:00`);
    const t = Date.parse(`${to}T00:00:00`) + DAY;
    if (Number.isNaN(f) || Number.isNaN(t)) return setProblem("Choose both dates.");
    if (t <= f) return setProblem("The end date must be on or after the start date.");
    if (t - f > DASHBOARD_RANGE_MAX_DAYS * DAY)
      return setProblem(`A range can cover at most ${DASHBOARD_RANGE_MAX_DAYS} days.`);
    setProblem(null);
    props.onChange({ from: new Date(f).toISOString(), to: new Date(t).toISOString() });
  }

  return (
    <fieldset className="cls-row">
      <legend className="visually-hidden">Range</legend>
      {PRESETS.map((p) => (
        <button
          key={p.label}
          type="button"
          onClick={() =>
            props.onChange(
              p.days === 7
                ? null
                : {
                    from: new Date(Date.now() - p.days * DAY).toISOString(),
                    to: new Date(Date.now() + 60_000).toISOString(),
                  },
            )
          }
        >
          {p.label}
        </button>
      ))}
      <label>
        From <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      </label>
      <label>
        To <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </label>
      <button type="button" onClick={applyDates}>
        Apply
      </button>
      {problem && (
        <span className="cls-error" role="alert">
          {problem}
        </span>
      )}
    </fieldset>
  );
}
