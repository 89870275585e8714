import { display, explanation } from "../explain";
import { dec, show } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";
import { probabilityAnswer } from "./probability-common";

/**
 * Three textbook relations, each read only in its own words:
 * - a mean corrected after a value was misread: "the mean of 10 numbers is 25; 42 was misread as 24"
 *   gives (10 × 25 − 24 + 42) ÷ 10;
 * - the empirical relation mode = 3 median − 2 mean, two given, the third asked;
 * - 53 of one weekday in a year: 365 days are 52 weeks and 1 day (a leap year 2 days), so the extra
 *   day(s) decide: 1/7 or 2/7.
 */
export const knownRelationsSolver: Solver = {
  id: "known-relations",
  topic: "statistics",
  solve(q) {
    const t = q.text;
    return correctedMean(q, t) ?? empirical(q, t) ?? fiftyThreeDays(q, t);
  },
};

function correctedMean(q: { seed: number; raw: string }, t: string) {
  if (!/\bcorrect(?:ed)? mean\b|\bcorrect average\b|\bactual mean\b/.test(t)) return null;
  const base = t.match(
    /\bmean of (\d+) (?:numbers|observations|values|items|students|scores|marks)\b[^.]*?\bis (\d+(?:\.\d+)?)/,
  );
  if (!base) return null;
  const misread =
    t.match(
      /(?:number|observation|value|score|mark|item)?\s*(\d+(?:\.\d+)?) (?:was|were|is) (?:misread|wrongly (?:read|taken|copied|recorded|written)|incorrectly (?:read|taken|copied|recorded|written)|copied wrongly|taken wrongly|read wrongly|mistakenly (?:read|taken|copied)) as (\d+(?:\.\d+)?)/,
    ) ?? null;
  const instead = t.match(/(\d+(?:\.\d+)?) instead of (\d+(?:\.\d+)?)/);
  if (!misread === !instead) return null;
  const [right, wrong] = misread
    ? [Number(misread[1]), Number(misread[2])]
    : [Number(instead?.[2]), Number(instead?.[1])];
  const n = Number(base[1]);
  const mean = Number(base[2]);
  if (!(n > 0)) return null;
  const wrongSum = n * mean;
  const rightSum = wrongSum - wrong + right;
  const value = rightSum / n;
  return {
    explanation: explanation({
      intro: `The mean was worked out with ${show(wrong)} in place of ${show(right)}; correct the total, then divide again.`,
      steps: [
        { title: "The total used", body: display(`${show(n)} \\times ${show(mean)} = ${show(wrongSum)}`) },
        {
          title: "Correct the total",
          body: display(`${show(wrongSum)} - ${show(wrong)} + ${show(right)} = ${show(rightSum)}`),
        },
        {
          title: "The correct mean",
          body: display(`\\frac{${show(rightSum)}}{${show(n)}} = ${dec(value, 2)}`),
        },
      ],
      answer: `The correct mean is **${dec(value, 2)}**.`,
    }),
    finalAnswer: dec(value, 2),
    similarQuestions: similar(q.seed, q.raw, (r) => {
      const k = r.int(10, 30);
      return `The mean of ${k} observations is ${r.int(20, 50)}. An observation ${r.int(30, 60)} was misread as ${r.int(10, 29)}. Find the correct mean.`;
    }),
    verified: true,
  };
}

function empirical(q: { seed: number; raw: string }, t: string) {
  if (
    !/\bempirical\b|\bmode\b.*\bmedian\b.*\bmean\b|\bmean\b.*\bmedian\b.*\bmode\b|\bmedian\b.*\bmode\b.*\bmean\b|\bmode\b.*\bmean\b.*\bmedian\b|\bmean\b.*\bmode\b.*\bmedian\b|\bmedian\b.*\bmean\b.*\bmode\b/.test(
      t,
    )
  )
    return null;
  const split = t.search(/\b(?:find|what is|calculate|determine|estimate)\b/);
  if (split < 0) return null;
  const asked = t.slice(split).match(/\b(mean|median|mode)\b/)?.[1];
  const given = t.slice(0, split);
  const read = (name: string) => {
    const m = given.match(
      new RegExp(
        `\\b${name}\\b(?: of (?:a|the) (?:distribution|data))?\\s*(?:is|=|:|are)?\\s*(-?\\d+(?:\\.\\d+)?)`,
      ),
    );
    return m ? Number(m[1]) : null;
  };
  const values = { mean: read("mean"), median: read("median"), mode: read("mode") };
  if (!asked || values[asked as keyof typeof values] !== null) return null;
  const known = (Object.entries(values) as [string, number | null][]).filter(([, v]) => v !== null);
  if (known.length !== 2) return null;
  const { mean, median, mode } = values;
  const value =
    asked === "mode"
      ? 3 * (median as number) - 2 * (mean as number)
      : asked === "median"
        ? ((mode as number) + 2 * (mean as number)) / 3
        : (3 * (median as number) - (mode as number)) / 2;
  const full = { mean: mean ?? value, median: median ?? value, mode: mode ?? value };
  if (Math.abs(full.mode - (3 * full.median - 2 * full.mean)) > 1e-9) return null;
  return {
    explanation: explanation({
      intro:
        "For a moderately skewed distribution the empirical relation links the three averages: mode = 3 median − 2 mean.",
      steps: [
        { title: "The relation", body: display("\\text{mode} = 3\\,\\text{median} - 2\\,\\text{mean}") },
        {
          title: `Put in what is known and solve for the ${asked}`,
          body: display(`${show(full.mode)} = 3(${show(full.median)}) - 2(${show(full.mean)})`),
        },
      ],
      answer: `The ${asked} is **${dec(value, 2)}**.`,
    }),
    finalAnswer: dec(value, 2),
    similarQuestions: similar(q.seed, q.raw, (r) => {
      const m = r.int(20, 60);
      return `If the mean is ${m} and the median is ${m - r.int(1, 6)}, find the mode using the empirical relation.`;
    }),
    verified: true,
  };
}

const DAYS = "sundays|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays";

function fiftyThreeDays(q: { seed: number; raw: string }, t: string) {
  const m =
    t.match(
      new RegExp(
        `\\b(non[- ]leap|ordinary|leap)? ?year(?: selected at random)? (?:has|have|contains|will have|should have) 53 (${DAYS})\\b`,
      ),
    ) ??
    // "getting 53 Mondays in a non-leap year": the same, the other way round.
    (() => {
      const r = t.match(new RegExp(`\\b53 (${DAYS}) in an? (non[- ]leap|ordinary|leap)? ?year\\b`));
      return r ? ([r[0], r[2], r[1]] as unknown as RegExpMatchArray) : null;
    })();
  if (!m || !/probab|chance/.test(t)) return null;
  const leap = m[1] === "leap";
  if (!m[1] && !/\bnon[- ]leap|ordinary\b/.test(t)) return null;
  const day = (m[2] as string).replace(/s$/, "");
  const extra = leap ? 2 : 1;
  const pairs = [
    "sunday-monday",
    "monday-tuesday",
    "tuesday-wednesday",
    "wednesday-thursday",
    "thursday-friday",
    "friday-saturday",
    "saturday-sunday",
  ];
  const listed = leap
    ? `The two extra days are one of 7 equally likely pairs: ${pairs.join(", ")}; ${day} is in 2 of them.`
    : `The extra day is one of the 7 weekdays, equally likely; it is ${day} in 1 of them.`;
  return probabilityAnswer({
    intro: `A ${leap ? "leap" : "non-leap"} year has ${leap ? 366 : 365} days: 52 full weeks (52 of every weekday) and ${extra} extra day${extra > 1 ? "s" : ""}. There are 53 ${day}s exactly when ${leap ? "an extra day is" : "the extra day is"} a ${day}.`,
    space: `The ${leap ? "pair of extra days" : "extra day"} can be any of **7** ${leap ? "consecutive pairs" : "weekdays"}.`,
    event: `a ${day} is among the extra day${extra > 1 ? "s" : ""}`,
    favourable: extra,
    total: 7,
    listed,
    similarQuestions: similar(
      q.seed,
      q.raw,
      (r) =>
        `Find the probability that a ${r.pick(["leap", "non-leap"])} year has 53 ${r.pick(["Sundays", "Mondays", "Fridays"])}.`,
    ),
  });
}
