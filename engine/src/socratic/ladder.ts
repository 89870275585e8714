import { solveMath } from "../math/math-engine";
import { evaluate } from "../math/mathjs";
import { splitReading } from "../math/reading-line";
import type { Expected, StepOperation } from "./check-step";
import { latexToPlain } from "./latex";
import { leaksAnswer } from "./leak";

/** One rung: a step the student is asked to take, with its escalating hints. */
export interface Rung {
  title: string;
  /** The engine's own words for the step (the "hint" level). */
  hint: string;
  /** The same step worked on a similar problem, when the engine could solve one. */
  similar: string | null;
  /** The step itself, as plain math ("3x = 15"). */
  shown: string;
  expected: Expected;
  op?: StepOperation;
}

/** The engine's private solution, turned into what is asked → known → rule → steps → result. */
export interface Ladder {
  problem: string;
  /**
   * How the engine read the question ("3x + 5 = 20", "A = π r², r = 7"), the same reading its
   * answers start with; stated before the first step so a misreading is visible. Null when the
   * engine's working has none, or when it would give the answer away.
   */
  reading: string | null;
  asked: string;
  known: string;
  rule: string;
  rungs: Rung[];
  finalAnswer: string;
  answerValue: number;
}

export type LadderResult = { kind: "ladder"; ladder: Ladder } | { kind: "unsupported"; reason: string };

interface ParsedStep {
  title: string;
  prose: string;
  math: string[];
}

/** Splits the engine's Markdown into its intro and "**Step n: title**" sections. */
function parseExplanation(md: string): { intro: ParsedStep; steps: ParsedStep[] } {
  const parts = splitReading(md).rest.split(/\*\*Step \d+:\s*(.*?)\*\*/);
  const section = (title: string, body: string): ParsedStep => ({
    title,
    math: [...body.matchAll(/\$\$([\s\S]*?)\$\$/g)].map((m) => latexToPlain(m[1])),
    prose: body
      .replace(/\$\$[\s\S]*?\$\$/g, "")
      .replace(/\*\*Answer:\*\*[\s\S]*$/, "")
      .replace(/\s+/g, " ")
      .trim(),
  });
  const steps: ParsedStep[] = [];
  for (let i = 1; i + 1 < parts.length; i += 2) steps.push(section(parts[i], parts[i + 1]));
  return { intro: section("", parts[0] ?? ""), steps };
}

function numberOf(text: string): number | null {
  try {
    const v = evaluate(text.replace(/(\d)\s*([a-z(])/gi, "$1*$2"));
    return typeof v === "number" && Number.isFinite(v) ? v : null;
  } catch {
    return null;
  }
}

/** Reads one display line as what the student should write for that step. */
function expectedOf(line: string, variable: string | null): { expected: Expected; shown: string } | null {
  const sides = line.split("=").map((s) => s.trim());
  if (sides.length < 2) {
    const value = numberOf(line);
    return value === null ? null : { expected: { kind: "value", value }, shown: line };
  }
  const lhs = sides[0];
  const rhs = sides[sides.length - 1];
  if (variable && new RegExp(`\\b${variable}\\b|\\d${variable}\\b`).test(lhs)) {
    return { expected: { kind: "equation", lhs, rhs, variable }, shown: `${lhs} = ${rhs}` };
  }
  const value = numberOf(rhs);
  return value === null ? null : { expected: { kind: "value", value, expr: lhs }, shown: `${lhs} = ${rhs}` };
}

function operationOf(prose: string, before: number | undefined): StepOperation | undefined {
  const m =
    /\b(subtract|add)\s+\$?(-?[\d.]+)\$?/i.exec(prose) ??
    /\b(divide|multiply) both sides by\s+\$?(-?[\d.]+)\$?/i.exec(prose);
  if (!m) return undefined;
  return { op: m[1].toLowerCase() as StepOperation["op"], by: Number(m[2]), before };
}

function rungsOf(explanation: string, variable: string | null): { intro: ParsedStep; rungs: Rung[] } {
  const { intro, steps } = parseExplanation(explanation);
  const rungs: Rung[] = [];
  let before = intro.math.at(-1);
  for (const step of steps) {
    if (/^check\b/i.test(step.title)) continue;
    const last = step.math.at(-1);
    const read = last ? expectedOf(last, variable) : null;
    if (!read) continue;
    const prevSide = before?.split("=").at(-1);
    const prevValue = prevSide !== undefined ? numberOf(prevSide) : null;
    rungs.push({
      title: step.title,
      hint: step.prose,
      similar: null,
      shown: read.shown,
      expected: read.expected,
      op: operationOf(step.prose, prevValue ?? undefined),
    });
    before = last;
  }
  return { intro, rungs };
}

/**
 * Solves the problem privately with the offline engine and turns its steps into a ladder. Only
 * problems with one numeric answer (a value, or one unknown's value) can be tutored offline.
 */
export function buildLadder(problem: string): LadderResult {
  const result = solveMath(problem);
  if (result.kind !== "solved" || !result.solution.verified) {
    return { kind: "unsupported", reason: "The offline engine cannot solve this problem step by step." };
  }
  const { finalAnswer, explanation, similarQuestions } = result.solution;
  const eq = /^([a-z])\s*=\s*(-?[\d.]+)$/i.exec(finalAnswer.trim());
  const variable = eq ? eq[1] : null;
  const answerValue = eq
    ? Number(eq[2])
    : numberOf(/^-?[\d.,]+/.exec(finalAnswer)?.[0]?.replace(/,/g, "") ?? "");
  if (answerValue === null || !Number.isFinite(answerValue)) {
    return { kind: "unsupported", reason: "This problem has no single numeric answer to work towards." };
  }
  const { intro, rungs } = rungsOf(explanation, variable);
  if (rungs.length === 0)
    return { kind: "unsupported", reason: "The engine's solution has no steps to ask about." };
  const lastExpected = rungs[rungs.length - 1].expected;
  const lastValue = lastExpected.kind === "value" ? lastExpected.value : numberOf(lastExpected.rhs);
  if (lastValue === null || Math.abs(lastValue - answerValue) > 1e-9) {
    rungs.push({
      title: "The result",
      hint: "Put together what you found to answer the question.",
      similar: null,
      shown: finalAnswer,
      expected: variable
        ? { kind: "equation", lhs: variable, rhs: String(answerValue), variable }
        : { kind: "value", value: answerValue },
    });
  }
  // A worked similar step: the same step of a similar problem the engine also solved.
  const similar = similarQuestions.find((q) => solveMath(q).kind === "solved");
  if (similar) {
    const other = solveMath(similar);
    if (other.kind === "solved") {
      const theirs = rungsOf(other.solution.explanation, variable).rungs;
      for (const rung of rungs) {
        const match = theirs.find((r) => r.title === rung.title);
        if (match)
          rung.similar = `In "${similar}", this step (${rung.title.toLowerCase()}) gives ${match.shown}.`;
      }
    }
  }
  const read = splitReading(explanation).reading;
  const reading = read ? latexToPlain(read) : null;
  return {
    kind: "ladder",
    ladder: {
      problem,
      reading: reading && !leaksAnswer(reading, finalAnswer, problem) ? reading : null,
      asked: variable ? `the value of ${variable}` : "the value asked for",
      known: intro.math[0] ?? problem,
      rule: intro.prose || "Work one operation at a time.",
      rungs,
      finalAnswer,
      answerValue,
    },
  };
}
