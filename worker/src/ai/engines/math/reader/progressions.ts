import { coefficients, numeric, substitute } from "../cas";
import { display, explanation } from "../explain";
import { parseExpr } from "../expr/parse";
import { show, tex } from "../format";
import { similar } from "../rng";
import type { Question, Solver, SolverOutput } from "../types";

const ORD = /\b(\d+)(?:st|nd|rd|th)\b/;

function listAfter(t: string): number[] | null {
  const m = t.match(/(-?\d+(?:\.\d+)?(?:\s*,\s*-?\d+(?:\.\d+)?){2,})\s*,?\s*(?:\.\.\.|…|and so on|etc)/);
  return m ? m[1].split(",").map((s) => Number(s.trim())) : null;
}

function apOut(
  q: Question,
  intro: string,
  body: string,
  answer: string,
  make: (a: number, d: number, n: number) => string,
): SolverOutput {
  return {
    explanation: explanation({ intro, steps: [{ title: "Substitute", body }], answer: `**${answer}**` }),
    finalAnswer: answer,
    similarQuestions: similar(q.seed, q.raw, (r) => make(r.int(-5, 12), r.int(1, 7), r.int(8, 30))),
    verified: true,
  };
}

/** Arithmetic progressions (class 10): the nth term and the sum of n terms, from the first terms. */
export const apSolver: Solver = {
  id: "arithmetic-progression",
  topic: "algebra",
  solve(q) {
    const t = q.text;
    if (!/\b(?:a\.?p\.?|arithmetic progression|arithmetic sequence|progression)\b/.test(t)) return null;
    const terms = listAfter(t);
    if (!terms) return null;
    const d = terms[1] - terms[0];
    if (!terms.every((x, i) => i === 0 || Math.abs(x - terms[i - 1] - d) < 1e-9)) return null;
    const a = terms[0];
    const given = `The AP ${terms.join(", ")}, … has first term $a = ${show(a)}$ and common difference $d = ${show(terms[1])} - ${a < 0 ? `(${show(a)})` : show(a)} = ${show(d)}$.`;
    const ord = t.match(ORD);
    const sumOf = t.match(/\bsum of (?:the )?first (\d+) terms\b/);
    if (sumOf && q.numbers.length === terms.length + 1) {
      const n = Number(sumOf[1]);
      const s = (n / 2) * (2 * a + (n - 1) * d);
      return apOut(
        q,
        `${given} The sum of the first $n$ terms is $S_n = \\frac{n}{2}[2a + (n - 1)d]$.`,
        display(
          `S_{${n}} = \\frac{${n}}{2}[2 \\times ${show(a)} + (${n} - 1) \\times ${show(d)}] = ${show(s)}`,
        ),
        show(s),
        (a2, d2, n2) =>
          `Find the sum of the first ${n2} terms of the AP ${a2}, ${a2 + d2}, ${a2 + 2 * d2}, ...`,
      );
    }
    if (ord && /\bterm\b/.test(t) && !/\bsum\b/.test(t) && q.numbers.length === terms.length + 1) {
      const n = Number(ord[1]);
      const an = a + (n - 1) * d;
      return apOut(
        q,
        `${given} The $n$th term is $a_n = a + (n - 1)d$.`,
        display(
          `a_{${n}} = ${show(a)} + (${n} - 1) \\times ${d < 0 ? `(${show(d)})` : show(d)} = ${show(an)}`,
        ),
        show(an),
        (a2, d2, n2) => `Find the ${n2}th term of the AP ${a2}, ${a2 + d2}, ${a2 + 2 * d2}, ...`,
      );
    }
    return null;
  },
};

/** Polynomials (classes 9–10): the remainder theorem, and the sum and product of a quadratic's zeroes. */
export const polynomialSolver: Solver = {
  id: "polynomial-remainder-zeroes",
  topic: "algebra",
  solve(q) {
    const t = q.text;
    const rem = t.match(/\bremainder when (.+?) is divided by \(?x\s*([-+])\s*(\d+(?:\.\d+)?)\)?\s*[?.]?$/);
    if (rem) {
      const p = parseExpr(rem[1].replace(/^p\(x\)\s*=\s*/, ""));
      if (!p) return null;
      const a = (rem[2] === "-" ? 1 : -1) * Number(rem[3]);
      const value = numeric(substitute(p, { x: { t: "num", v: a } }) ?? null);
      if (value === null) return null;
      return {
        explanation: explanation({
          intro: `By the remainder theorem, the remainder when $p(x)$ is divided by $x - a$ is $p(a)$. Here $x ${rem[2]} ${rem[3]} = 0$ gives $a = ${show(a)}$.`,
          steps: [
            {
              title: "Evaluate p(a)",
              body: display(`p(${show(a)}) = ${tex(p).replace(/x/g, `(${show(a)})`)} = ${show(value)}`),
            },
          ],
          answer: `The remainder is **${show(value)}**.`,
        }),
        finalAnswer: show(value),
        similarQuestions: similar(
          q.seed,
          q.raw,
          (r) =>
            `Find the remainder when x^3 + ${r.int(1, 5)}x^2 - ${r.int(1, 9)}x + ${r.int(1, 9)} is divided by x - ${r.int(1, 4)}.`,
        ),
        verified: true,
      };
    }
    const zeroes = t.match(
      /\b(sum|product)(?: and (?:the )?(sum|product))? of (?:the )?zeroe?s of (?:the (?:quadratic )?polynomial )?(?:p\(x\)\s*=\s*)?(.+?)\s*[?.]?$/,
    );
    if (zeroes) {
      const p = parseExpr(zeroes[3]);
      const c = p ? coefficients(p, "x") : null;
      if (!p || !c || c.length !== 3 || c[2] === 0) return null;
      const [c0, b, a] = c;
      const sum = -b / a;
      const product = c0 / a;
      const wants = [zeroes[1], zeroes[2]].filter(Boolean);
      const parts = wants.map((w) => (w === "sum" ? `sum = ${show(sum)}` : `product = ${show(product)}`));
      return {
        explanation: explanation({
          intro: `For $ax^2 + bx + c$ the zeroes add up to $-\\frac{b}{a}$ and multiply to $\\frac{c}{a}$. Here $${tex(p)}$ has $a = ${show(a)}$, $b = ${show(b)}$, $c = ${show(c0)}$.`,
          steps: [
            {
              title: "Use the relations",
              body: display(
                `\\alpha + \\beta = -\\frac{${show(b)}}{${show(a)}} = ${show(sum)}, \\quad \\alpha\\beta = \\frac{${show(c0)}}{${show(a)}} = ${show(product)}`,
              ),
            },
          ],
          answer: `**${parts.join(", ")}**`,
        }),
        finalAnswer: parts.join(", "),
        similarQuestions: similar(
          q.seed,
          q.raw,
          (r) => `Find the sum and product of the zeroes of x^2 - ${r.int(2, 9)}x + ${r.int(1, 12)}`,
        ),
        verified: true,
      };
    }
    return null;
  },
};
