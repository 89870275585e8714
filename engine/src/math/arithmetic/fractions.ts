import { display, explanation } from "../explain";
import { fracPlain, fracTex, gcd, mixedPlain, mixedTex, ratio } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";

/** "Simplify 18/24", "reduce 18/24 to lowest terms". */
export const reduceFractionSolver: Solver = {
  id: "reduce-fraction",
  topic: "arithmetic",
  solve(q) {
    const m = q.text.match(
      /^(?:simplify|reduce|write|express)\s+(?:the fraction\s+)?(\d+)\/(\d+)(?:\s+(?:to|in) (?:its )?(?:lowest|simplest) (?:terms|form))?[?.]?$/,
    );
    if (!m || Number(m[2]) === 0) return null;
    const n = Number(m[1]);
    const d = Number(m[2]);
    const g = gcd(n, d);
    const r = ratio(n, d);
    return {
      explanation: explanation({
        intro:
          "A fraction is in lowest terms when the numerator and denominator have no common factor other than 1.",
        steps: [
          { title: "Find the HCF", body: `The HCF of ${n} and ${d} is ${g}.` },
          {
            title: "Divide top and bottom by the HCF",
            body: display(`\\frac{${n}}{${d}} = \\frac{${n} \\div ${g}}{${d} \\div ${g}} = ${fracTex(r)}`),
          },
        ],
        answer: `$${fracTex(r)}$`,
      }),
      finalAnswer: fracPlain(r),
      similarQuestions: similar(q.seed, q.raw, (rng) => {
        const k = rng.int(2, 9);
        const a = rng.int(1, 7);
        const b = a + rng.int(1, 8);
        return `Simplify ${a * k}/${b * k}`;
      }),
      verified: true,
    };
  },
};

/** "Convert 17/5 to a mixed number" and "convert 3 2/5 to an improper fraction". */
export const mixedNumberSolver: Solver = {
  id: "mixed-number",
  topic: "arithmetic",
  solve(q) {
    const toMixed = q.text.match(/(\d+)\/(\d+) (?:in|into|as|to) (?:a )?mixed (?:number|fraction)/);
    const toImproper = q.text.match(/(\d+) (\d+)\/(\d+) (?:in|into|as|to) (?:an )?improper fraction/);
    if (toMixed && Number(toMixed[2]) > 0) {
      const n = Number(toMixed[1]);
      const d = Number(toMixed[2]);
      const whole = Math.floor(n / d);
      const rest = n % d;
      const r = ratio(n, d);
      return {
        explanation: explanation({
          intro: "A mixed number is a whole number and a proper fraction together.",
          steps: [
            {
              title: "Divide the numerator by the denominator",
              body: `$${n} \\div ${d} = ${whole}$ remainder $${rest}$.`,
            },
            {
              title: "Write quotient and remainder",
              body: `The quotient is the whole part and the remainder stays over ${d}:\n\n${display(`\\frac{${n}}{${d}} = ${mixedTex({ n, d })}`)}`,
            },
          ],
          answer: `$${mixedTex(r)}$`,
        }),
        finalAnswer: mixedPlain(r),
        similarQuestions: similar(q.seed, q.raw, (rng) => {
          const dd = rng.int(2, 9);
          return `Convert ${dd * rng.int(1, 6) + rng.int(1, dd - 1)}/${dd} to a mixed number`;
        }),
        verified: true,
      };
    }
    if (toImproper && Number(toImproper[3]) > 0) {
      const [w, n, d] = [Number(toImproper[1]), Number(toImproper[2]), Number(toImproper[3])];
      const top = w * d + n;
      return {
        explanation: explanation({
          intro:
            "To make an improper fraction, count how many parts of size $\\frac{1}{d}$ there are in total.",
          steps: [
            {
              title: "Multiply and add",
              body: display(
                `${w}\\tfrac{${n}}{${d}} = \\frac{${w} \\times ${d} + ${n}}{${d}} = \\frac{${top}}{${d}}`,
              ),
            },
          ],
          answer: `$\\frac{${top}}{${d}}$`,
        }),
        finalAnswer: fracPlain(ratio(top, d)),
        similarQuestions: similar(q.seed, q.raw, (rng) => {
          const dd = rng.int(3, 9);
          return `Convert ${rng.int(1, 9)} ${rng.int(1, dd - 1)}/${dd} to an improper fraction`;
        }),
        verified: true,
      };
    }
    return null;
  },
};
