import { numeric, solveFor } from "../cas";
import { display, explanation } from "../explain";
import type { Expr } from "../expr/ast";
import { parseExpr } from "../expr/parse";
import { show, tex } from "../format";
import { NUMBER_WORDS } from "../normalize";
import { similar } from "../rng";
import type { Solver } from "../types";

/**
 * "Think of a number" sentences, translated phrase by phrase into one linear equation in x:
 * "twice a number plus 7 equals 25", "5 less than three times a number is 16", "the sum of a number
 * and its half is 45", "a number multiplied by 3 and then increased by 5 gives 26". Every word of the
 * statement must belong to a phrase the translator knows: a sentence with anything left over is not
 * read at all, so no answer rests on a half-read statement. Order-reversing phrases ("5 less than
 * T", "5 subtracted from T") are read as T − 5, never 5 − T.
 */

/** "Twice" and its kin scale what follows; a number word alone is normalize.ts's NUMBER_WORDS. */
const MULTIPLIERS: Record<string, number> = { twice: 2, double: 2, thrice: 3, triple: 3 };
const FRACTIONS: Record<string, string> = {
  half: "1/2",
  "one half": "1/2",
  "a third": "1/3",
  "one third": "1/3",
  "one-third": "1/3",
  "a quarter": "1/4",
  "one fourth": "1/4",
  "one-fourth": "1/4",
  "one quarter": "1/4",
  "two third": "2/3",
  "two thirds": "2/3",
  "two-thirds": "2/3",
  "three fourth": "3/4",
  "three fourths": "3/4",
  "three-fourths": "3/4",
};

const NUMBER = /^(\d+(?:\.\d+)?|\d+\/\d+)$/;

/** A plain number of the sentence, as a term of the equation. */
function constant(s: string): string | null {
  const t = s.trim();
  if (NUMBER.test(t)) return t.includes("/") ? `(${t})` : t;
  return NUMBER_WORDS[t] !== undefined ? String(NUMBER_WORDS[t]) : null;
}

/** The unknown itself, as the sentence names it. */
const UNKNOWN = /^(?:a|the|that|this|some|an unknown|the unknown|the same|the original) number$|^(?:it|x)$/;

/** Splits at the first occurrence of a joining phrase whose left side is a plain number. */
function numberThen(s: string, join: RegExp): [string, string] | null {
  const m = s.match(new RegExp(`^(\\S+) (?:is )?${join.source} (.+)$`));
  if (!m || constant(m[1]) === null) return null;
  return [constant(m[1]) as string, m[2]];
}

/** Splits at the last occurrence of a joining phrase whose right side is a plain number. */
function thenNumber(s: string, join: RegExp): [string, string] | null {
  const m = s.match(new RegExp(`^(.+) ${join.source} (\\S+)$`));
  if (!m || constant(m[2]) === null) return null;
  return [m[1], constant(m[2]) as string];
}

/** One phrase as an expression in x, or null when any part of it is not understood. */
export function phrase(raw: string, depth = 0): string | null {
  const s = raw.trim().replace(/\s+/g, " ");
  if (depth > 6 || s === "") return null;
  if (UNKNOWN.test(s)) return "x";
  if (/^its (?:half)$|^half of (?:it|the number|a number)$/.test(s)) return "(x/2)";
  if (/^its (?:double)$/.test(s)) return "(2*x)";
  if (/^its (?:third|one third|one-third)$/.test(s)) return "(x/3)";
  if (/^its square$/.test(s)) return null;
  const c = constant(s);
  if (c !== null) return c;
  const two = (m: RegExpMatchArray | null, op: (a: string, b: string) => string) => {
    if (!m) return null;
    const a = phrase(m[1] as string, depth + 1);
    const b = phrase(m[2] as string, depth + 1);
    return a && b ? op(a, b) : null;
  };
  const sum = two(s.match(/^the sum of (.+?) and (.+)$/), (a, b) => `(${a} + ${b})`);
  if (sum) return sum;
  const diff = two(s.match(/^the difference (?:between|of) (.+?) and (.+)$/), (a, b) => `(${a} - ${b})`);
  if (diff) return diff;
  const product = two(s.match(/^the product of (.+?) and (.+)$/), (a, b) => `(${a} * ${b})`);
  if (product) return product;
  // "5 more than T", "5 added to T": T + 5; "5 less than T", "5 subtracted from T": T − 5.
  const plusLeft = numberThen(s, /(?:more than|added to|greater than)/);
  if (plusLeft) {
    const t = phrase(plusLeft[1], depth + 1);
    return t ? `(${t} + ${plusLeft[0]})` : null;
  }
  const minusLeft = numberThen(s, /(?:less than|fewer than|subtracted from|taken away from|taken from)/);
  if (minusLeft) {
    const t = phrase(minusLeft[1], depth + 1);
    return t ? `(${t} - ${minusLeft[0]})` : null;
  }
  const plusRight = thenNumber(s, /(?:plus|increased by|added to|and|\+)/);
  if (plusRight) {
    const t = phrase(plusRight[0], depth + 1);
    return t ? `(${t} + ${plusRight[1]})` : null;
  }
  const minusRight = thenNumber(s, /(?:minus|decreased by|reduced by|less|-)/);
  if (minusRight) {
    const t = phrase(minusRight[0], depth + 1);
    return t ? `(${t} - ${minusRight[1]})` : null;
  }
  const timesRight = thenNumber(s, /(?:multiplied by|times|\*)/);
  if (timesRight) {
    const t = phrase(timesRight[0], depth + 1);
    return t ? `(${t} * ${timesRight[1]})` : null;
  }
  const overRight = thenNumber(s, /(?:divided by|\/)/);
  if (overRight) {
    const t = phrase(overRight[0], depth + 1);
    return t ? `(${t} / ${overRight[1]})` : null;
  }
  const scaled = s.match(/^(twice|double|thrice|triple|\S+ times) (.+)$/);
  if (scaled) {
    const k = /times$/.test(scaled[1] as string)
      ? constant((scaled[1] as string).replace(/ times$/, ""))
      : String(MULTIPLIERS[scaled[1] as string]);
    const t = phrase(scaled[2] as string, depth + 1);
    return k && t ? `(${k} * ${t})` : null;
  }
  const part = s.match(
    /^(half|one half|a third|one third|one-third|a quarter|one fourth|one-fourth|one quarter|two thirds?|two-thirds|three fourths?|three-fourths|\d+\/\d+|\d+(?:\.\d+)?%) of (.+)$/,
  );
  if (part) {
    const f = part[1] as string;
    const k = FRACTIONS[f] ?? (f.endsWith("%") ? `${f.slice(0, -1)}/100` : f);
    const t = phrase(part[2] as string, depth + 1);
    return t ? `(${k} * ${t})` : null;
  }
  return null;
}

/** Steps applied to the number in turn: "multiplied by 3 and then increased by 5". */
function steps(raw: string): string | null {
  let e = "x";
  for (const step of raw.split(/,? (?:and then|and|then) /)) {
    const m = step
      .trim()
      .match(
        /^(?:it is |is )?(multiplied by|divided by|increased by|decreased by|reduced by|added to|subtracted from) (\S+)$|^(?:it is |is )?(doubled|tripled|halved|trebled)$/,
      );
    if (!m) return null;
    if (m[3]) {
      e = m[3] === "halved" ? `(${e} / 2)` : `(${m[3] === "doubled" ? 2 : 3} * ${e})`;
      continue;
    }
    const k = constant(m[2] as string);
    if (k === null) return null;
    e = {
      "multiplied by": `(${e} * ${k})`,
      "divided by": `(${e} / ${k})`,
      "increased by": `(${e} + ${k})`,
      "added to": `(${e} + ${k})`,
      "decreased by": `(${e} - ${k})`,
      "reduced by": `(${e} - ${k})`,
      "subtracted from": `(${k} - ${e})`,
    }[m[1] as string] as string;
  }
  return e;
}

const EQUALS =
  /^(.+?),? (?:is equal to|equals|is|gives|becomes|will be|results in|we get|you get|the result is|the answer is|=) (\S+)$/;

/** The statement as "left = right", or null. */
function statement(raw: string): { left: string; right: string } | null {
  const s = raw
    .replace(/^(?:if|when|suppose)\s+/, "")
    .replace(/\bthe result is\b/, "is")
    .trim();
  const m = s.match(EQUALS);
  const right = m ? constant(m[2] as string) : null;
  if (!m || right === null) {
    // "Twice a number is 10 more than the number": a phrase on each side.
    const both = s.match(/^(.+?) (?:is equal to|equals|is|becomes) (.+)$/);
    const l = both ? phrase(both[1] as string) : null;
    const r = both ? phrase(both[2] as string) : null;
    return l && r && (l.includes("x") || r.includes("x")) ? { left: l, right: r } : null;
  }
  const said = m[1] as string;
  const seq = said.match(/^(?:a|the) number (?:when |is |that is |which is )?(.+)$/);
  const left =
    (seq &&
    /^(?:multiplied|divided|increased|decreased|reduced|doubled|tripled|halved)\b/.test(seq[1] as string)
      ? steps(seq[1] as string)
      : null) ?? phrase(said);
  return left ? { left, right } : null;
}

function rootOf(left: string, right: string): number | null {
  const a = parseExpr(left);
  const b = parseExpr(right);
  if (!a || !b) return null;
  const e: Expr = { t: "add", terms: [a, { t: "neg", arg: b }] };
  const roots = solveFor(e, "x");
  if (roots?.real.length !== 1) return null;
  return numeric(roots.real[0] ?? null);
}

const ASK =
  /^(?:find|what is|what's|which is|determine|calculate)\s+(?:the|that|this)?\s*(?:original\s+)?number\.?$|^find it\.?$|^what is it\.?$/;

export const numberPhraseSolver: Solver = {
  id: "number-phrases",
  topic: "problem-solving",
  solve(q) {
    const t = q.text.replace(/[?!]/g, ".").replace(/\s+/g, " ").trim();
    const parts = t
      .split(/\.\s*|;\s*/)
      .map((p) => p.trim())
      .filter(Boolean);
    if (parts.length < 1 || parts.length > 2) return null;
    // "… gives 26. Find the number." or "Find the number: …" or "If …, what is the number?"
    let said: string | undefined;
    if (parts.length === 2 && ASK.test(parts[1] as string)) said = parts[0];
    else if (parts.length === 2 && ASK.test(parts[0] as string)) said = parts[1];
    else {
      const m =
        (parts[0] as string).match(/^(.+?),?\s+(?:find|what is) (?:the|that) number$/) ??
        (parts[0] as string).match(/^(?:find|what is) (?:the|that) number:\s*(.+)$/);
      if (m) said = m[1];
    }
    if (!said) return null;
    const st = statement(said.replace(/:$/, ""));
    if (!st) return null;
    const x = rootOf(st.left, st.right);
    if (x === null || !Number.isFinite(x)) return null;
    const left = parseExpr(st.left);
    const rightSide = parseExpr(st.right);
    const right = rightSide ? numeric(rightSide, { x }) : null;
    const check = left ? numeric(left, { x }) : null;
    const holds = check !== null && right !== null && Math.abs(check - right) < 1e-9;
    const eq = `${left ? tex(left) : st.left} = ${rightSide ? tex(rightSide) : st.right}`;
    return {
      explanation: explanation({
        intro: "Let the number be $x$ and write each phrase of the sentence as algebra.",
        steps: [
          { title: "Write the equation", body: `"${said}" becomes\n${display(eq)}` },
          { title: "Solve for x", body: display(`x = ${show(x)}`) },
          {
            title: "Check",
            body: `Putting $x = ${show(x)}$ back in: the left side is $${show(check ?? Number.NaN)}$ and the right side is $${show(right ?? Number.NaN)}$ ✓`,
          },
        ],
        answer: `The number is **${show(x)}**.`,
      }),
      finalAnswer: show(x),
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const k = r.int(2, 6);
        const a = r.int(1, 20);
        const n = r.int(2, 30);
        return `${k} times a number plus ${a} equals ${k * n + a}. Find the number.`;
      }),
      verified: holds,
    };
  },
};
