import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

/** The page's own colours, so the chart reads in both themes (text, grid, bars). */
function themeColor(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/**
 * Bars with uPlot (about 20 KB gzipped, loaded only with the profile's progress). The figures are
 * also in the table beside each chart, which screen readers use (the canvas is hidden from them).
 */
export default function BarChart({
  labels,
  values,
  unit,
}: {
  labels: string[];
  values: number[];
  unit: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const text = themeColor("--text", "#16182d");
    const grid = themeColor("--border", "#c9cde0");
    const bar = themeColor("--primary", "#4338ca");
    const x = labels.map((_, i) => i);
    const plot = new uPlot(
      {
        width: Math.max(280, Math.min(el.clientWidth || 600, 900)),
        height: 220,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [-0.5, Math.max(0.5, labels.length - 0.5)] } },
        axes: [
          {
            stroke: text,
            grid: { show: false },
            values: (_u, splits) => splits.map((s) => labels[s] ?? ""),
            incrs: [1, 2, 5, 7, 10],
          },
          { stroke: text, grid: { stroke: grid }, label: unit },
        ],
        series: [
          {},
          {
            label: unit,
            fill: bar,
            stroke: bar,
            paths: uPlot.paths.bars?.({ size: [0.7, 40] }),
            points: { show: false },
          },
        ],
      },
      [x, values],
      el,
    );
    return () => plot.destroy();
  }, [labels, values, unit]);
  return <div ref={ref} className="progress-chart" aria-hidden="true" />;
}
