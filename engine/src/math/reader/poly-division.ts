import { coefficients, numeric } from "../cas";
import { display, explanation, type Step } from "../explain";
import { variables } from "../expr/ast";
import { parseExpr } from "../expr/parse";
import { show, tex } from "../format";
import { polyPlain } from "../poly-text";
import { similar } from "../rng";
import type { Solver } from "../types";

type Part = "both" | "quotient" | "remainder";

const POLY = String.raw`(?:the polynomial )?(?:[pfg]\(x\)\s*=\s*)?`;
const PART = String.raw`(quotient and (?:the )?remainder|remainder and (?:the )?quotient|quotient|remainder)`;

/** The dividend, the divisor and what is asked, from the usual ways of asking for a division. */
function readDivision(t: string): { dividend: string; divisor: string; part: Part } | null {
  const partOf = (s: string | undefined): Part =>
    !s || /\band\b/.test(s) ? "both" : s.startsWith("quotient") ? "quotient" : "remainder";
  const divide = t.match(
    new RegExp(
      String.raw`^(?:use (?:the )?(?:long )?division (?:algorithm )?(?:to )?)?divide ${POLY}(.+?) by ${POLY}(.+?)(?:,? and (?:find|write|state) (?:the |its )?${PART})?\s*[?.]?$`,
    ),
  );
  if (divide) return { dividend: divide[1] as string, divisor: divide[2] as string, part: partOf(divide[3]) };
  const when = t.match(
    new RegExp(
      String.raw`^(?:find|what is|what are|write|determine) (?:the )?${PART}s? (?:when|if|on dividing|obtained (?:when|on dividing)) ${POLY}(.+?)(?: is divided)? by ${POLY}(.+?)\s*[?.]?$`,
    ),
  );
  if (when) return { dividend: when[2] as string, divisor: when[3] as string, part: partOf(when[1]) };
  return null;
}

/** High-first coefficients of a polynomial in x with numbers only, or null. */
function polyOf(text: string): { coefs: number[]; expr: NonNullable<ReturnType<typeof parseExpr>> } | null {
  const expr = parseExpr(text.replace(/^\((.*)\)$/, "$1"));
  if (!expr) return null;
  const vars = variables(expr);
  if (vars.length !== 1 || vars[0] !== "x") return null;
  const low = coefficients(expr, "x");
  if (!low || low.length < 2 || low.length > 9) return null;
  const coefs = [...low].reverse();
  while (coefs.length > 1 && coefs[0] === 0) coefs.shift();
  return { coefs, expr };
}

/**
 * Polynomial long division by a polynomial of any degree (class 9–10, "divide x³ − 3x² + 5x − 3 by
 * x² − 2", "find the quotient and remainder when … is divided by …"): the division algorithm step by
 * step, checked by dividend = divisor × quotient + remainder at several values of x.
 */
export const polyDivisionSolver: Solver = {
  id: "polynomial-division",
  topic: "algebra",
  solve(q) {
    const asked = readDivision(q.text.trim());
    if (!asked) return null;
    const p = polyOf(asked.dividend);
    const d = polyOf(asked.divisor);
    if (!p || !d) return null;
    const degD = d.coefs.length - 1;
    const degP = p.coefs.length - 1;
    if (degD < 1 || degD > degP) return null;
    const rem = [...p.coefs];
    const quot: number[] = [];
    const steps: Step[] = [];
    const lead = d.coefs[0] as number;
    for (let i = 0; i <= degP - degD; i++) {
      const k = (rem[i] as number) / lead;
      quot.push(k);
      const power = degP - degD - i;
      const term = polyPlain([k, ...Array(power).fill(0)]);
      d.coefs.forEach((c, j) => {
        rem[i + j] = (rem[i + j] as number) - k * c;
      });
      const left = rem.slice(i + 1);
      steps.push({
        title: `Divide the leading terms: ${term}`,
        body: `Multiply the divisor by $${term}$ and subtract; what is left is $${polyPlain(left.map((v) => (Math.abs(v) < 1e-12 ? 0 : v)))}$.`,
      });
    }
    const remainder = rem.slice(degP - degD + 1).map((v) => (Math.abs(v) < 1e-12 ? 0 : v));
    const qText = polyPlain(quot);
    const rText = polyPlain(remainder);
    // Check: dividend = divisor × quotient + remainder at several values of x.
    const at = (c: number[], x: number) => c.reduce((acc, v) => acc * x + v, 0);
    for (const x of [-2, -1, 0.5, 3]) {
      const pv = numeric(p.expr, { x });
      if (pv === null) return null;
      const back = at(d.coefs, x) * at(quot, x) + at(remainder, x);
      if (Math.abs(back - pv) > 1e-6 * Math.max(1, Math.abs(pv))) return null;
    }
    if (
      ![...quot, ...remainder].every(
        (v) => Number.isFinite(v) && Math.abs(v * 1e4 - Math.round(v * 1e4)) < 1e-6,
      )
    )
      return null;
    steps.push({
      title: "Check",
      body: display(`(${tex(d.expr)})(${qText}) + (${rText}) = ${tex(p.expr)} \\;\\checkmark`),
    });
    const exact = remainder.every((v) => v === 0);
    const finalAnswer =
      asked.part === "quotient"
        ? qText
        : asked.part === "remainder"
          ? rText
          : exact && !/\bremainder\b/.test(q.text)
            ? qText
            : `quotient = ${qText}, remainder = ${rText}`;
    return {
      explanation: explanation({
        intro: `We divide $${tex(p.expr)}$ by $${tex(d.expr)}$ with the division algorithm: dividend = divisor × quotient + remainder, the remainder's degree below the divisor's (${show(degD)}).`,
        steps,
        answer: `quotient = **${qText}**, remainder = **${rText}**`,
      }),
      finalAnswer,
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const a = r.int(1, 5);
        return `Divide x^3 - ${r.int(2, 6)}x^2 + ${r.int(1, 9)}x - ${r.int(1, 9)} by x^2 - ${a}`;
      }),
      verified: true,
    };
  },
};
