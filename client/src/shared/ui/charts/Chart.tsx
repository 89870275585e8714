import { useRef } from "react";
import { labelEvery, niceTicks, shortLabel } from "./scale";
import { useWidth } from "./use-width";
import "./charts.css";

/** One series of a chart: its name (legend and tooltips), a value per label, and a CSS colour. */
export interface ChartSeries {
  name: string;
  values: number[];
  color: string;
}

interface ChartProps {
  /** The chart's accessible name (the figures themselves are in a table or list beside it). */
  label: string;
  labels: string[];
  series: ChartSeries[];
  /** "bar": grouped bars per label; "line": a line per series. */
  kind: "bar" | "line";
  height?: number;
}

const PAD = { top: 8, right: 8, bottom: 24, left: 36 };

/**
 * A small SVG chart (bars or lines) drawn at the width it is given, in the page's own colours, with a
 * tooltip on every bar and point. No chart library: the teacher's dashboard and the profile's progress
 * share this one, and it weighs a few KB instead of recharts' 100 KB.
 */
export function Chart({ label, labels, series, kind, height = 220 }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = Math.max(200, useWidth(box));
  const plotW = width - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const ticks = niceTicks(Math.max(0, ...series.flatMap((s) => s.values)));
  const top = ticks[ticks.length - 1] ?? 1;
  const y = (v: number) => PAD.top + plotH - (Math.max(0, v) / top) * plotH;
  const slot = plotW / Math.max(1, labels.length);
  const x = (i: number) => PAD.left + slot * (i + 0.5);
  const every = labelEvery(labels.length, plotW);
  const barW = Math.max(1, (slot * 0.7) / Math.max(1, series.length));
  // Two students may share a name: a label's place makes its key.
  const ids = labels.map((name, i) => `${i}:${name}`);

  return (
    <div className="chart">
      <div ref={box} className="chart-box" style={{ height }}>
        <svg role="img" aria-label={label} width={width} height={height} className="chart-svg">
          {ticks.map((t) => (
            <g key={t}>
              <line className="chart-grid" x1={PAD.left} x2={width - PAD.right} y1={y(t)} y2={y(t)} />
              <text className="chart-tick" x={PAD.left - 6} y={y(t)} dy="0.32em" textAnchor="end">
                {t}
              </text>
            </g>
          ))}
          {ids.map((id, i) =>
            i % every === 0 ? (
              <text key={id} className="chart-tick" x={x(i)} y={height - 6} textAnchor="middle">
                {shortLabel(labels[i] ?? "")}
              </text>
            ) : null,
          )}
          {kind === "bar"
            ? series.map((s, k) =>
                s.values.map((v, i) => (
                  <rect
                    key={`${s.name}-${ids[i]}`}
                    className="chart-bar"
                    x={x(i) - (barW * series.length) / 2 + k * barW}
                    y={y(v)}
                    width={barW}
                    height={Math.max(0, PAD.top + plotH - y(v))}
                    style={{ fill: s.color }}
                  >
                    <title>{`${labels[i]} · ${s.name}: ${v}`}</title>
                  </rect>
                )),
              )
            : series.map((s) => (
                <g key={s.name}>
                  <polyline
                    className="chart-line"
                    points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(" ")}
                    style={{ stroke: s.color }}
                  />
                  {s.values.map((v, i) => (
                    <circle
                      key={ids[i]}
                      className="chart-point"
                      cx={x(i)}
                      cy={y(v)}
                      r={3}
                      style={{ fill: s.color }}
                    >
                      <title>{`${labels[i]} · ${s.name}: ${v}`}</title>
                    </circle>
                  ))}
                </g>
              ))}
        </svg>
      </div>
      {series.length > 1 ? (
        <ul className="chart-legend">
          {series.map((s) => (
            <li key={s.name}>
              <span className="chart-swatch" style={{ background: s.color }} aria-hidden="true" />
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Horizontal bars as HTML (long labels wrap instead of being cut), one row per item. It is a picture
 * of figures the page lists in text beside it, so it is hidden from screen readers.
 */
export function BarList(props: { items: { name: string; value: number }[]; color: string }) {
  const max = Math.max(1, ...props.items.map((i) => i.value));
  return (
    <div className="chart-barlist" aria-hidden="true">
      {props.items.map((item) => (
        <div key={item.name} className="chart-barlist-row">
          <span className="chart-barlist-name">{item.name}</span>
          <span className="chart-barlist-track" aria-hidden="true">
            <span
              className="chart-barlist-bar"
              style={{ width: `${(item.value / max) * 100}%`, background: props.color }}
            />
          </span>
          <span className="chart-barlist-value">{item.value}</span>
        </div>
      ))}
    </div>
  );
}
