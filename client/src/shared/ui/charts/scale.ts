/** Axis arithmetic for the charts: whole-number ticks a reader can count on. */

/** Ticks from 0 to at least `max` (whole numbers, steps of 1, 2 or 5 × 10ⁿ), about `count` of them. */
export function niceTicks(max: number, count = 4): number[] {
  const top = Number.isFinite(max) && max > 0 ? max : 1;
  const rough = top / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power);
  const ticks: number[] = [];
  for (let v = 0; v < top + step; v += step) ticks.push(v);
  return ticks;
}

/** Every how many labels one is written, so labels of about `labelPx` never overlap in `widthPx`. */
export function labelEvery(labels: number, widthPx: number, labelPx = 44): number {
  if (labels <= 0) return 1;
  return Math.max(1, Math.ceil((labels * labelPx) / Math.max(1, widthPx)));
}

/** A label cut to `max` characters with an ellipsis. */
export function shortLabel(text: string, max = 10): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("")}…`;
}
