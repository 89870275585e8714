import { describe, expect, it } from "vitest";
import { loadChapterFixture, loadFixture } from "../../fixtures/fixture-data";
import { answersAgree } from "./check";
import { solveMath, warmUpMathEngine } from "./math-engine";

/**
 * Metamorphic checks over every labelled question (issue 29): variants a student would type that
 * keep the question (case, punctuation, Unicode for ASCII, ₹ for Rs, spacing) must be answered
 * right or declined; variants that change what is asked (area for perimeter, LCM for HCF, mean for
 * median…) must not be given the original answer as checked. Wrong-and-checked on any variant fails.
 */

/** Rewrites that keep the question as asked. */
const KEEP: [string, (q: string) => string][] = [
  ["lower case", (q) => q.toLowerCase()],
  // A final "!" may be a factorial (6!), so only "?" and "." go.
  ["no final punctuation", (q) => q.replace(/[?.]+\s*$/, "")],
  ["extra spaces", (q) => q.replace(/ /g, "  ")],
  [
    "Unicode symbols",
    (q) =>
      q
        .replace(/\^2\b/g, "²")
        .replace(/\^3\b/g, "³")
        .replace(/(\d) \* (\d)/g, "$1 × $2")
        .replace(/(\d) - (\d)/g, "$1 − $2")
        .replace(/\bpi\b/g, "π"),
  ],
  ["₹ for Rs", (q) => q.replace(/\bRs\.? ?(?=\d)/g, "₹").replace(/\brupees (\d[\d,.]*)/g, "₹$1")],
  ["a polite start", (q) => `Please help: ${q}`],
  [
    "ASCII symbols",
    (q) =>
      q
        .replace(/²/g, "^2")
        .replace(/³/g, "^3")
        .replace(/×/g, "*")
        .replace(/÷/g, "/")
        .replace(/−/g, "-")
        .replace(/π/g, "pi"),
  ],
  // Hinglish as students type it (normalize.ts reads these words).
  ["'batao' for 'find'", (q) => q.replace(/\bfind\b/i, "batao")],
  ["'gyaat karo' for 'find'", (q) => q.replace(/\bfind\b/i, "gyaat karo")],
  ["'kya hai' for 'what is'", (q) => q.replace(/\bwhat is\b/i, "kya hai")],
  ["'kitne' for 'how many'", (q) => q.replace(/\bhow many\b/i, "kitne")],
  ["'nikalo' at the end", (q) => q.replace(/^find (.+?)[?.]?$/i, "$1 nikalo")],
  ["lower case, no punctuation", (q) => q.toLowerCase().replace(/[?.]+\s*$/, "")],
  // Typed in a chat box: no full stops anywhere, so a story's sentences run together.
  ["no full stops at all", (q) => q.toLowerCase().replace(/[.?](?=\s|$)/g, "")],
  // "A. B. Find C." asked first: "Find C. A. B."
  [
    "the question first",
    (q) => {
      const m = q.match(/^(.+?[.;])\s+((?:find|what|how|calculate|determine)\b[^.?;]*[?.]?)$/i);
      return m ? `${m[2].replace(/[?.]?$/, ".")} ${m[1]}` : q;
    },
  ],
];

/** Swaps that change what is asked: the original answer, checked, would be a neighbour's. */
const CHANGE: [RegExp, string][] = [
  [/(?<!surface )\barea\b/i, "perimeter"],
  [/\bperimeter\b/i, "area"],
  [/\bLCM\b/, "HCF"],
  [/\bHCF\b/, "LCM"],
  [/\bmedian\b/i, "mode"],
  [/\blargest\b/i, "smallest"],
  [/\bsmallest\b/i, "largest"],
  [/\bprofit\b/i, "loss"],
];

// Swapped questions whose answer happens to equal the original's (checked by hand).
const COINCIDENCES = [
  // The 5-12-13 triangle: perimeter 30 and area 30.
  "Using Heron's formula, find the perimeter of a triangle with sides 5, 12 and 13",
];

describe("the engine on variants of every labelled question", () => {
  const rows = [...loadFixture(), ...loadChapterFixture()];
  warmUpMathEngine();

  it("answers a reworded question right or declines it; never wrong and checked", {
    timeout: 300_000,
  }, () => {
    const wrong: string[] = [];
    let variants = 0;
    let answered = 0;
    for (const row of rows) {
      for (const [name, rewrite] of KEEP) {
        const question = rewrite(row.question);
        if (question === row.question) continue;
        variants++;
        const result = solveMath(question, row.topic);
        if (result.kind !== "solved") continue;
        answered++;
        if (result.solution.verified && answersAgree(row.answer, result.solution.finalAnswer) !== true)
          wrong.push(`${name}: ${question} → ${result.solution.finalAnswer} (expected ${row.answer})`);
      }
    }
    console.info(`metamorphic: ${answered} of ${variants} variants answered`);
    expect(wrong).toEqual([]);
    // Rewording must not cost the engine its answers either (measured: every variant answered).
    expect(answered / variants).toBeGreaterThanOrEqual(0.9);
  });

  it("never gives the original answer, checked, when the question asks for another quantity", {
    timeout: 300_000,
  }, () => {
    const wrong: string[] = [];
    for (const row of rows) {
      // "Not possible" stays not possible whatever is asked of an impossible figure.
      if (/not possible|no solution/i.test(row.answer)) continue;
      for (const [pattern, swap] of CHANGE) {
        if (!pattern.test(row.question)) continue;
        const question = row.question.replace(pattern, swap);
        if (COINCIDENCES.includes(question)) continue;
        const result = solveMath(question, row.topic);
        if (result.kind !== "solved" || !result.solution.verified) continue;
        if (answersAgree(row.answer, result.solution.finalAnswer) === true)
          wrong.push(`${question} → ${result.solution.finalAnswer}, the answer to "${row.question}"`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
