import { display, explanation, type Step } from "../explain";
import { show } from "../format";
import { mean, median, mode, std, variance } from "../mathjs";
import { similar } from "../rng";
import type { Solver } from "../types";
import { dataList, medianOf, stat } from "./data";

type Measure = "mean" | "median" | "mode" | "range" | "variance" | "sd" | "quartiles" | "iqr" | "md";

const PATTERNS: [Measure, RegExp][] = [
  ["md", /\bmean (?:absolute )?deviation\b/],
  ["mean", /\bmean\b(?!\s+proportional)|\baverage\b/],
  ["median", /\bmedian\b/],
  ["mode", /\bmode\b/],
  ["range", /\brange\b/],
  ["variance", /\bvariance\b/],
  ["sd", /standard deviation|\bs\.?d\.?\b|\bstd\b/],
  ["iqr", /inter ?-?quartile range|\biqr\b/],
  ["quartiles", /quartiles?\b|\bq1\b|\bq3\b/],
];

const NAMES: Record<Measure, string> = {
  mean: "mean",
  median: "median",
  mode: "mode",
  range: "range",
  variance: "variance",
  sd: "standard deviation",
  quartiles: "quartiles",
  iqr: "interquartile range",
  md: "mean deviation",
};

/** "Mean deviation about the median": its own centre, not a mean or a median asked besides. */
const MEAN_DEVIATION =
  /\bmean (?:absolute )?deviation(?: (?:about|from|around) (?:the |its )?(?:mean|median))?/g;

const list = (xs: number[]) => xs.map(show).join(", ");

/** Mean, median, mode, range, variance and standard deviation (population unless "sample"), quartiles. */
export const descriptiveSolver: Solver = {
  id: "descriptive-statistics",
  topic: "statistics",
  solve(q) {
    const t = q.text;
    const wanted = PATTERNS.filter(([, re]) => re.test(t)).map(([m]) => m);
    if (wanted.length === 0 || /average speed|probability/.test(t)) return null;
    // "interquartile range" also contains "quartile" and "range".
    if (wanted.includes("iqr")) {
      const rest = t.replace(/inter ?-?quartile range/g, "");
      for (const m of ["quartiles", "range"] as Measure[]) {
        if (wanted.includes(m) && !PATTERNS.find(([k]) => k === m)?.[1].test(rest))
          wanted.splice(wanted.indexOf(m), 1);
      }
    }
    if (wanted.includes("md")) {
      const rest = t.replace(MEAN_DEVIATION, "");
      for (const m of ["mean", "median"] as Measure[]) {
        if (wanted.includes(m) && !PATTERNS.find(([k]) => k === m)?.[1].test(rest))
          wanted.splice(wanted.indexOf(m), 1);
      }
    }
    const data = dataList(t);
    if (!data) return null;
    const xs = data.values;
    const sorted = [...xs].sort((a, b) => a - b);
    const n = xs.length;
    const sample = /\bsample\b/.test(t);
    const m = Number(mean(xs));
    const steps: Step[] = [];
    const answers: [string, string][] = [];
    if (data.described)
      steps.push({ title: "Write out the data", body: `The ${data.described} are $${list(xs)}$.` });
    if (wanted.some((w) => ["median", "quartiles", "iqr", "range"].includes(w)) && n > 1) {
      steps.push({
        title: "Arrange the data in ascending order",
        body: `$${list(sorted)}$ (there are $n = ${n}$ values).`,
      });
    }
    if (wanted.includes("mean") || wanted.includes("variance") || wanted.includes("sd")) {
      const sum = xs.reduce((a, b) => a + b, 0);
      steps.push({
        title: "Mean",
        body: display(
          `\\bar{x} = \\frac{\\text{sum of values}}{\\text{number of values}} = \\frac{${xs.map(show).join(" + ")}}{${n}} = \\frac{${show(sum)}}{${n}} = ${stat(m)}`,
        ),
      });
      if (wanted.includes("mean")) answers.push(["mean", stat(m)]);
    }
    if (wanted.includes("median")) {
      const med = Number(median(xs));
      const body =
        n % 2
          ? `With $n = ${n}$ (odd), the median is the $\\frac{n + 1}{2} = ${(n + 1) / 2}$th value: $${show(med)}$.`
          : `With $n = ${n}$ (even), the median is the average of the $${n / 2}$th and $${n / 2 + 1}$th values:\n\n${display(`\\frac{${show(sorted[n / 2 - 1])} + ${show(sorted[n / 2])}}{2} = ${stat(med)}`)}`;
      steps.push({ title: "Median", body });
      answers.push(["median", stat(med)]);
    }
    if (wanted.includes("mode")) {
      const counts = new Map<number, number>();
      for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
      const top = Math.max(...counts.values());
      const modes = (mode(xs) as number[]).map(Number).sort((a, b) => a - b);
      const none = top === 1 || modes.length === counts.size;
      const table = [...counts]
        .sort((a, b) => a[0] - b[0])
        .map(([v, c]) => `${show(v)} (×${c})`)
        .join(", ");
      steps.push({
        title: "Mode",
        body: `Count how often each value occurs: ${table}. ${none ? "Every value occurs equally often, so there is **no mode**." : `The most frequent value${modes.length > 1 ? "s are" : " is"} $${list(modes)}$ (occurring ${top} times).`}`,
      });
      answers.push(["mode", none ? "no mode" : list(modes)]);
    }
    if (wanted.includes("range")) {
      const r = sorted[n - 1] - sorted[0];
      steps.push({
        title: "Range",
        body: display(
          `\\text{Range} = \\text{largest} - \\text{smallest} = ${show(sorted[n - 1])} - ${show(sorted[0])} = ${show(r)}`,
        ),
      });
      answers.push(["range", show(r)]);
    }
    if (wanted.includes("variance") || wanted.includes("sd")) {
      const sq = xs.map((x) => (x - m) ** 2);
      const ss = sq.reduce((a, b) => a + b, 0);
      const div = sample ? n - 1 : n;
      const v = Number(variance(xs, sample ? "unbiased" : "uncorrected"));
      const s = Number(std(xs, sample ? "unbiased" : "uncorrected"));
      steps.push({
        title: `${sample ? "Sample" : "Population"} variance`,
        body: `${sample ? "The question says *sample*, so we divide by $n - 1$." : "We treat the data as the whole population, so we divide by $n$ (use $n - 1$ instead if it is a sample)."}\n\nSquared deviations from the mean: $${sq.map((d) => stat(d)).join(", ")}$, which add up to $${stat(ss)}$.\n\n${display(`${sample ? "s^{2}" : "\\sigma^{2}"} = \\frac{\\sum (x - \\bar{x})^{2}}{${sample ? "n - 1" : "n"}} = \\frac{${stat(ss)}}{${div}} = ${stat(v)}`)}`,
      });
      if (wanted.includes("variance")) answers.push([sample ? "sample variance" : "variance", stat(v)]);
      if (wanted.includes("sd")) {
        steps.push({
          title: `${sample ? "Sample" : "Population"} standard deviation`,
          body: display(`${sample ? "s" : "\\sigma"} = \\sqrt{${stat(v)}} = ${stat(s)}`),
        });
        answers.push([sample ? "sample standard deviation" : "standard deviation", stat(s)]);
      }
    }
    if (wanted.includes("md")) {
      const aboutMedian = /\bdeviation (?:about|from|around) (?:the |its )?median\b/.test(t);
      const centre = aboutMedian ? Number(median(xs)) : m;
      const name = aboutMedian ? "median" : "mean";
      const devs = xs.map((x) => Math.abs(x - centre));
      const total = devs.reduce((a, b) => a + b, 0);
      steps.push({
        title: `Mean deviation about the ${name}`,
        body: `The ${name} is $${stat(centre)}$. Absolute deviations $|x - ${stat(centre)}|$: $${devs.map((d) => stat(d)).join(", ")}$, which add up to $${stat(total)}$.\n\n${display(`\\text{M.D.} = \\frac{\\sum |x - ${aboutMedian ? "M" : "\\bar{x}"}|}{n} = \\frac{${stat(total)}}{${n}} = ${stat(total / n)}`)}`,
      });
      answers.push([`mean deviation about the ${name}`, stat(total / n)]);
    }
    if (wanted.includes("quartiles") || wanted.includes("iqr")) {
      const half = Math.floor(n / 2);
      const lower = sorted.slice(0, half);
      const upper = sorted.slice(n % 2 ? half + 1 : half);
      if (lower.length === 0) return null;
      const q1 = medianOf(lower);
      const q3 = medianOf(upper);
      steps.push({
        title: "Quartiles",
        body: `We split the ordered data at the median ${n % 2 ? "(leaving the median out)" : ""}: the lower half is $${list(lower)}$ and the upper half is $${list(upper)}$. $Q_1$ is the median of the lower half and $Q_3$ the median of the upper half:\n\n${display(`Q_1 = ${stat(q1)}, \\quad Q_2 = ${stat(medianOf(sorted))}, \\quad Q_3 = ${stat(q3)}`)}\n(Some books use the $\\frac{n+1}{4}$th-position rule, which can give slightly different values for small data sets.)`,
      });
      if (wanted.includes("quartiles"))
        answers.push(["Q1", stat(q1)], ["Q2", stat(medianOf(sorted))], ["Q3", stat(q3)]);
      if (wanted.includes("iqr")) {
        steps.push({
          title: "Interquartile range",
          body: display(`\\text{IQR} = Q_3 - Q_1 = ${stat(q3)} - ${stat(q1)} = ${stat(q3 - q1)}`),
        });
        answers.push(["IQR", stat(q3 - q1)]);
      }
    }
    const final = answers.length === 1 ? answers[0][1] : answers.map(([k, v]) => `${k} = ${v}`).join(", ");
    return {
      explanation: explanation({
        intro: `We need the ${wanted.map((w) => NAMES[w]).join(", ")} of the data: $${list(xs)}$.`,
        steps,
        answer: answers.map(([k, v]) => `${k} = **${v}**`).join(", "),
      }),
      finalAnswer: final,
      reading: `\\text{${wanted.map((w) => NAMES[w]).join(", ")} of } ${list(xs)}`,
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const size = r.int(5, 8);
        const values = Array.from({ length: size }, () => r.int(2, 40));
        if (wanted.includes("mode")) values.push(values[0], values[0]);
        const label = wanted.map((w) =>
          w === "sd" && sample
            ? "sample standard deviation"
            : w === "variance" && sample
              ? "sample variance"
              : NAMES[w],
        );
        const ask =
          label.length > 1 ? `${label.slice(0, -1).join(", ")} and ${label[label.length - 1]}` : label[0];
        return `Find the ${ask} of ${values.join(", ")}`;
      }),
      verified: true,
    };
  },
};
