import { type IcsItem, planToIcs } from "@vidya/core/planner/ics";

/** Saves the plan's items as vidya-study-plan.ics (times in UTC; calendars show them in local time). */
export function downloadIcs(
  items: readonly IcsItem[],
  timeZone: string,
  kindLabel: (kind: string) => string,
): void {
  const blob = new Blob([planToIcs(items, timeZone, kindLabel)], { type: "text/calendar;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = "vidya-study-plan.ics";
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
