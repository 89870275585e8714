import { coefficients, differentiate, numeric, solveFor, substitute } from "../cas";
import { display, explanation } from "../explain";
import { type Expr, variables } from "../expr/ast";
import { parseExpr } from "../expr/parse";
import { plain, show, tex } from "../format";
import { similar } from "../rng";
import type { Question, Solver, SolverOutput } from "../types";

const ORD = /\b(\d+)(?:st|nd|rd|th)\b/;

export function listAfter(t: string): number[] | null {
  // "3, 7, 11, …" or, written as a series, "3 + 6 + 12 + …".
  const m = t.match(
    /(-?\d+(?:\.\d+)?(?:\s*([,+])\s*-?\d+(?:\.\d+)?)(?:\s*\2\s*-?\d+(?:\.\d+)?)+)\s*[,+]?\s*(?:\.\.\.|…|and so on|etc)/,
  );
  return m ? m[1].split(m[2] as string).map((s) => Number(s.trim())) : null;
}

/** The terms listed right after the AP's name ("the ap 11, 8, 5, 2"), three or more. */
function listAfterName(t: string): number[] | null {
  const m = t.match(
    /\b(?:a\.?p\.?|arithmetic progression|arithmetic sequence)\s*:?\s*(-?\d+(?:\.\d+)?(?:\s*,\s*-?\d+(?:\.\d+)?){2,})(?!\s*,?\s*(?:\.\.\.|…))/,
  );
  return m ? (m[1] as string).split(",").map((s) => Number(s.trim())) : null;
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
/** "The sum of the first 20 terms", "… + 12 + … to 6 terms". */
const SUM_OF_N = /\bsum of (?:the )?first (\d+) terms\b|\bsum\b(?:[^.?]|\.\.\.)*?\bto (\d+) terms\b/;

/** "Whose first term is 5 and common difference is 3" (either order). */
function firstTermAndDifference(t: string): { a: number; d: number } | null {
  const of = String.raw`(?: of (?:an?|the|its|this) (?:ap|a\.p\.|progression|arithmetic progression))?`;
  const a = t.match(new RegExp(String.raw`\bfirst term${of} (?:is |= |of |as )?(-?\d+(?:\.\d+)?)`));
  const d = t.match(new RegExp(String.raw`\bcommon difference${of} (?:is |= |of |as )?(-?\d+(?:\.\d+)?)`));
  return a && d ? { a: Number(a[1]), d: Number(d[1]) } : null;
}

export const apSolver: Solver = {
  id: "arithmetic-progression",
  topic: "algebra",
  solve(q) {
    const t = q.text;
    const series = /\bsum\b/.test(t) && /\d\s*\+\s*\d[^.?]*(?:\.\.\.|…)\s*\+\s*-?\d/.test(t);
    const named_ = /\b(?:a\.?p\.?|arithmetic progression|arithmetic sequence|progression)\b/.test(t);
    // "the 10th term of 3, 7, 11, …": a list going on, whose terms are asked, is read as the AP it
    // is when its differences are equal (checked below; any other list is declined).
    const implied = /\bterms?\b/.test(t) && listAfter(t) !== null;
    if (!series && !named_ && !implied) return null;
    // The AP listed ("3, 7, 11, …", or "the AP 11, 8, 5, 2" without the dots), or named by its first
    // term and common difference.
    const listed = listAfter(t) ?? (named_ ? listAfterName(t) : null);
    const named = listed ? null : firstTermAndDifference(t);
    const terms = listed ?? (named ? [named.a, named.a + named.d, named.a + 2 * named.d] : null);
    if (!terms) return null;
    const givenCount = listed ? terms.length : 2;
    const d = terms[1] - terms[0];
    if (!terms.every((x, i) => i === 0 || Math.abs(x - terms[i - 1] - d) < 1e-9)) return null;
    const a = terms[0];
    const given = listed
      ? `The AP ${terms.join(", ")}, … has first term $a = ${show(a)}$ and common difference $d = ${show(terms[1])} - ${a < 0 ? `(${show(a)})` : show(a)} = ${show(d)}$.`
      : `The AP has first term $a = ${show(a)}$ and common difference $d = ${show(d)}$.`;
    const ord = t.match(ORD);
    if (
      /\bcommon difference\b/.test(t) &&
      listed &&
      !ord &&
      !/\b(?:sum|which term|how many|number of terms)\b/.test(t) &&
      q.numbers.length === givenCount
    ) {
      return apOut(
        q,
        `Each term of an AP is the one before it plus the common difference $d$.`,
        display(
          terms
            .slice(1)
            .map(
              (x, i) => `${show(x)} - ${terms[i] < 0 ? `(${show(terms[i])})` : show(terms[i])} = ${show(d)}`,
            )
            .join(",\\quad "),
        ),
        show(d),
        (a2, d2) => `Find the common difference of the AP ${a2}, ${a2 + d2}, ${a2 + 2 * d2}, ${a2 + 3 * d2}`,
      );
    }
    // A last term written after the dots ("3, 8, 13, …, 253", "2 + 5 + … + 50").
    const lastMatch = listed ? t.match(/(?:\.\.\.|…)\s*[,+]\s*(-?\d+(?:\.\d+)?)/) : null;
    if (lastMatch && d !== 0) {
      const last = Number(lastMatch[1]);
      const n = (last - a) / d + 1;
      if (!Number.isInteger(n) || n < terms.length) return null;
      const fromEnd = t.match(/\b(\d+)(?:st|nd|rd|th) term from (?:the )?(?:end|last)(?: term)?\b/);
      const lastIntro = `${given} Its last term is $l = ${show(last)}$, so it has $n = \\frac{l - a}{d} + 1 = \\frac{${show(last)} - ${a < 0 ? `(${show(a)})` : show(a)}}{${show(d)}} + 1 = ${show(n)}$ terms.`;
      if (fromEnd && q.numbers.length === terms.length + 2) {
        const k = Number(fromEnd[1]);
        if (k < 1 || k > n) return null;
        const value = last - (k - 1) * d;
        return apOut(
          q,
          `${lastIntro} Counting from the end, the common difference is taken away.`,
          display(
            `l - (${k} - 1)d = ${show(last)} - ${k - 1} \\times ${d < 0 ? `(${show(d)})` : show(d)} = ${show(value)}`,
          ),
          show(value),
          (a2, d2, n2) =>
            `Find the 3rd term from the end of the AP ${a2}, ${a2 + d2}, ${a2 + 2 * d2}, ..., ${a2 + (n2 - 1) * d2}`,
        );
      }
      // "the 10th term of 8, 10, 12, …, 126" (from the beginning): the last term only bounds it.
      const fromStart = t.match(
        /\b(\d+)(?:st|nd|rd|th) term(?: from (?:the )?(?:beginning|start|first term))?(?! from)\b/,
      );
      if (fromStart && !fromEnd && !/\b(?:sum|last|end)\b/.test(t) && q.numbers.length === terms.length + 2) {
        const k = Number(fromStart[1]);
        if (k < 1 || k > n) return null;
        const value = a + (k - 1) * d;
        return apOut(
          q,
          `${lastIntro} The $n$th term is $a_n = a + (n - 1)d$.`,
          display(
            `a_{${k}} = ${show(a)} + (${k} - 1) \\times ${d < 0 ? `(${show(d)})` : show(d)} = ${show(value)}`,
          ),
          show(value),
          (a2, d2, n2) =>
            `Find the 4th term of the AP ${a2}, ${a2 + d2}, ${a2 + 2 * d2}, ..., ${a2 + (n2 - 1) * d2}`,
        );
      }
      if (q.numbers.length !== terms.length + 1) return null;
      if (/\bhow many terms\b|\bnumber of terms\b/.test(t))
        return apOut(
          q,
          lastIntro,
          display(`n = ${show(n)}`),
          show(n),
          (a2, d2, n2) =>
            `Find the number of terms in the AP ${a2}, ${a2 + d2}, ${a2 + 2 * d2}, ..., ${a2 + (n2 - 1) * d2}`,
        );
      if (/\bsum\b/.test(t)) {
        const sum = (n / 2) * (a + last);
        return apOut(
          q,
          `${lastIntro} The sum of $n$ terms from $a$ to $l$ is $S_n = \\frac{n}{2}(a + l)$.`,
          display(`S_{${show(n)}} = \\frac{${show(n)}}{2}(${show(a)} + ${show(last)}) = ${show(sum)}`),
          show(sum),
          (a2, d2, n2) => `Find the sum ${a2} + ${a2 + d2} + ${a2 + 2 * d2} + ... + ${a2 + (n2 - 1) * d2}`,
        );
      }
      return null;
    }
    const sumOf = t.match(SUM_OF_N);
    if (sumOf && q.numbers.length === givenCount + 1) {
      const n = Number(sumOf[1] ?? sumOf[2]);
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
    const which = t.match(/\bwhich term\b[^?]*?\bis (-?\d+(?:\.\d+)?)\b/);
    if (which && d !== 0 && q.numbers.length === givenCount + 1) {
      const target = Number(which[1]);
      const n = (target - a) / d + 1;
      if (!Number.isInteger(n) || n < 1) {
        return apOut(
          q,
          `${given} The $n$th term is $a_n = a + (n - 1)d$.`,
          display(`${show(target)} = ${show(a)} + (n - 1) \\times ${show(d)} \\Rightarrow n = ${show(n)}`),
          `${show(target)} is not a term of this AP`,
          (a2, d2, n2) =>
            `Which term of the AP ${a2}, ${a2 + d2}, ${a2 + 2 * d2}, ... is ${a2 + (n2 - 1) * d2}?`,
        );
      }
      return apOut(
        q,
        `${given} The $n$th term is $a_n = a + (n - 1)d$; we want $a_n = ${show(target)}$.`,
        display(
          `${show(target)} = ${show(a)} + (n - 1) \\times ${d < 0 ? `(${show(d)})` : show(d)} \\Rightarrow n - 1 = ${show(n - 1)} \\Rightarrow n = ${show(n)}`,
        ),
        `n = ${show(n)}`,
        (a2, d2, n2) =>
          `Which term of the AP ${a2}, ${a2 + d2}, ${a2 + 2 * d2}, ... is ${a2 + (n2 - 1) * d2}?`,
      );
    }
    if (ord && /\bterm\b/.test(t) && !/\bsum\b/.test(t) && q.numbers.length === givenCount + 1) {
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

/** Geometric progressions (class 11): the nth term and the sum of n terms, from the first terms. */
export const gpSolver: Solver = {
  id: "geometric-progression",
  topic: "algebra",
  solve(q) {
    const t = q.text;
    // As with an AP, a list going on whose terms are asked is read as a GP when its ratios are equal
    // (an AP's list never reaches here: its reader answers first, and equal ratios are checked below).
    const named = /\b(?:g\.?p\.?|geometric progression|geometric sequence|geometric series)\b/.test(t);
    if (!named && !(/\bterms?\b/.test(t) && !/\b(?:a\.?p\.?|arithmetic)\b/.test(t))) return null;
    const terms = listAfter(t);
    if (!terms || terms[0] === 0) return null;
    const r = terms[1] / terms[0];
    if (!terms.every((x, i) => i === 0 || Math.abs(x - terms[i - 1] * r) < 1e-9 * Math.max(1, Math.abs(x))))
      return null;
    if (q.numbers.length !== terms.length + 1) return null;
    const a = terms[0];
    const given = `The GP ${terms.join(", ")}, … has first term $a = ${show(a)}$ and common ratio $r = \\frac{${show(terms[1])}}{${show(a)}} = ${show(r)}$.`;
    const sumOf = t.match(SUM_OF_N);
    const ord = t.match(ORD);
    const make = (pick: (a2: number, r2: number, n2: number) => string) =>
      similar(q.seed, q.raw, (g) => pick(g.int(1, 5), g.int(2, 4), g.int(4, 8)));
    if (sumOf && r !== 1) {
      const n = Number(sumOf[1] ?? sumOf[2]);
      const s = (a * (r ** n - 1)) / (r - 1);
      if (!Number.isFinite(s) || Math.abs(s) > 1e15) return null;
      return {
        explanation: explanation({
          intro: `${given} The sum of the first $n$ terms is $S_n = \\frac{a(r^n - 1)}{r - 1}$.`,
          steps: [
            {
              title: "Substitute",
              body: display(
                `S_{${n}} = \\frac{${show(a)}(${show(r)}^{${n}} - 1)}{${show(r)} - 1} = ${show(s)}`,
              ),
            },
          ],
          answer: `**${show(s)}**`,
        }),
        finalAnswer: show(s),
        similarQuestions: make(
          (a2, r2, n2) =>
            `Find the sum of the first ${n2} terms of the GP ${a2}, ${a2 * r2}, ${a2 * r2 * r2}, ...`,
        ),
        verified: true,
      };
    }
    if (ord && /\bterm\b/.test(t) && !/\bsum\b/.test(t)) {
      const n = Number(ord[1]);
      const an = a * r ** (n - 1);
      if (!Number.isFinite(an) || Math.abs(an) > 1e15) return null;
      return {
        explanation: explanation({
          intro: `${given} The $n$th term is $a_n = ar^{n - 1}$.`,
          steps: [
            {
              title: "Substitute",
              body: display(
                `a_{${n}} = ${show(a)} \\times ${r < 0 ? `(${show(r)})` : show(r)}^{${n} - 1} = ${show(an)}`,
              ),
            },
          ],
          answer: `**${show(an)}**`,
        }),
        finalAnswer: show(an),
        similarQuestions: make(
          (a2, r2, n2) => `Find the ${n2}th term of the GP ${a2}, ${a2 * r2}, ${a2 * r2 * r2}, ...`,
        ),
        verified: true,
      };
    }
    return null;
  },
};

/** "The sum of the first 10 natural numbers" (or odd, or even numbers): n(n + 1)/2, n², n(n + 1). */
export const naturalSumSolver: Solver = {
  id: "sum-of-first-numbers",
  topic: "algebra",
  solve(q) {
    const m = q.text.match(
      /\bsum of (?:the )?first (\d+) (natural|odd|even|positive whole|counting) (?:natural )?numbers\b/,
    );
    if (!m || q.numbers.length !== 1) return null;
    const n = Number(m[1]);
    const kind = m[2] === "odd" ? "odd" : m[2] === "even" ? "even" : "natural";
    const [formula, value, a, d] =
      kind === "odd"
        ? ["n^2", n * n, 1, 2]
        : kind === "even"
          ? ["n(n + 1)", n * (n + 1), 2, 2]
          : ["\\frac{n(n + 1)}{2}", (n * (n + 1)) / 2, 1, 1];
    const work =
      kind === "odd"
        ? `${n}^2 = ${value}`
        : kind === "even"
          ? `${n} \\times ${n + 1} = ${value}`
          : `\\frac{${n} \\times ${n + 1}}{2} = ${value}`;
    return {
      explanation: explanation({
        intro: `The first ${n} ${kind} numbers form an AP with $a = ${a}$ and $d = ${d}$; its sum is $S_n = \\frac{n}{2}[2a + (n - 1)d] = ${formula}$.`,
        steps: [{ title: "Substitute", body: display(`S_{${n}} = ${work}`) }],
        answer: `**${value}**`,
      }),
      finalAnswer: String(value),
      similarQuestions: similar(
        q.seed,
        q.raw,
        (r) => `Find the sum of the first ${r.int(5, 50)} ${["natural", "odd", "even"][r.int(0, 2)]} numbers`,
      ),
      verified: true,
    };
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
    const factor = t.match(
      /^is \(?x\s*([-+])\s*(\d+(?:\.\d+)?)\)? a factor of (?:the polynomial )?(?:p\(x\)\s*=\s*)?(.+?)\s*[?.]?$/,
    );
    if (factor) return factorTheorem(q, factor[1] as "-" | "+", factor[2], factor[3]);
    const divide = t.match(
      /^divide (?:the polynomial )?(?:p\(x\)\s*=\s*)?(.+?) by \(?x\s*([-+])\s*(\d+(?:\.\d+)?)\)?\s*[?.]?$/,
    );
    if (divide) return linearDivision(q, divide[1], divide[2] as "-" | "+", divide[3]);
    const equalRoots = /\b(?:equal|coincident|repeated) roots\b/.test(t)
      ? t.match(/((?:[\dkx+\-*/^().]|\s)*x\^2(?:[\dkx+\-*/^().]|\s)*=\s*0)(?![\d.])/)
      : null;
    if (equalRoots && /\bk\b|\dk|k[x(]/.test(equalRoots[1] as string))
      return kForEqualRoots(q, (equalRoots[1] as string).trim());
    const disc = t.match(QUADRATIC_DISCRIMINANT);
    if (disc) return discriminantOf(q, disc[1] as string);
    const symmetric = t.match(SYMMETRIC);
    if (symmetric) return symmetricOfRoots(q, symmetric[1] as string, symmetric[2] as string);
    const zeroes = t.match(
      /\b(sum|product)(?: and (?:the )?(sum|product))? of (?:the |its )?(?:zeroe?s|roots) of (?:the (?:given )?(?:quadratic )?(?:polynomial|equation) )?(?:p\(x\)\s*=\s*)?(.+?)\s*[?.]?$/,
    );
    if (zeroes) {
      const p = quadraticSide(zeroes[3] as string);
      const c = p ? coefficients(p, "x") : null;
      if (!p || !c || c.length !== 3 || c[2] === 0) return null;
      const [c0, b, a] = c;
      const sum = -b / a;
      const product = c0 / a;
      const wants = [zeroes[1], zeroes[2]].filter(Boolean);
      const parts = wants.map((w) => (w === "sum" ? `sum = ${show(sum)}` : `product = ${show(product)}`));
      return {
        explanation: explanation({
          intro: `For $ax^2 + bx + c$ the zeroes add up to $-\\frac{b}{a}$ and multiply to $\\frac{c}{a}$. Here $${tex(p)}${(zeroes[3] as string).includes("=") ? " = 0" : ""}$ has $a = ${show(a)}$, $b = ${show(b)}$, $c = ${show(c0)}$.`,
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

function factorTheorem(q: Question, sign: "-" | "+", n: string, poly: string): SolverOutput | null {
  const p = parseExpr(poly);
  if (!p || !coefficients(p, "x")) return null;
  const a = (sign === "-" ? 1 : -1) * Number(n);
  const value = numeric(substitute(p, { x: { t: "num", v: a } }) ?? null);
  if (value === null) return null;
  const yes = Math.abs(value) < 1e-9;
  return {
    explanation: explanation({
      intro: `By the factor theorem, $x - a$ is a factor of $p(x)$ exactly when $p(a) = 0$. Here $x ${sign} ${n} = 0$ gives $a = ${show(a)}$.`,
      steps: [
        {
          title: "Evaluate p(a)",
          body: display(`p(${show(a)}) = ${tex(p).replace(/x/g, `(${show(a)})`)} = ${show(value)}`),
        },
      ],
      answer: yes
        ? `**Yes**: $p(${show(a)}) = 0$, so $x ${sign} ${n}$ is a factor.`
        : `**No**: $p(${show(a)}) = ${show(value)} \\neq 0$, so $x ${sign} ${n}$ is not a factor.`,
    }),
    finalAnswer: yes ? "yes" : "no",
    similarQuestions: similar(
      q.seed,
      q.raw,
      (r) => `Is x - ${r.int(1, 4)} a factor of x^3 - ${r.int(2, 9)}x + ${r.int(1, 9)}?`,
    ),
    verified: true,
  };
}

/** Synthetic division by x - a: the quotient's coefficients and the remainder, one step a line. */
function linearDivision(q: Question, poly: string, sign: "-" | "+", n: string): SolverOutput | null {
  const p = parseExpr(poly);
  const c = p ? coefficients(p, "x") : null;
  if (!p || !c || c.length < 2) return null;
  const a = (sign === "-" ? 1 : -1) * Number(n);
  const high = [...c].reverse();
  const out: number[] = [];
  let carry = 0;
  for (const coef of high) {
    carry = carry * a + coef;
    out.push(carry);
  }
  const remainder = out.pop() as number;
  const degree = out.length - 1;
  const quotientText = out
    .map((k, i) => ({ k, power: degree - i }))
    .filter(({ k }) => k !== 0)
    .map(
      ({ k, power }) =>
        `${k < 0 ? "-" : "+"}${Math.abs(k) === 1 && power > 0 ? "" : show(Math.abs(k))}${power > 1 ? `x^${power}` : power === 1 ? "x" : ""}`,
    )
    .join(" ")
    .replace(/^\+/, "")
    .replace(/^-/, "-")
    .replace(/ ([+-])/g, " $1 ")
    .replace(/([+-])(?=[\dx])/g, (m, s2, off) => (off === 0 ? m : `${s2} `))
    .replace(/\s+/g, " ")
    .trim();
  const quotient = parseExpr(quotientText || "0");
  if (!quotient) return null;
  // Check: divisor × quotient + remainder gives the polynomial back at a few points.
  for (const x of [-2, -1, 0.5, 3]) {
    const pv = numeric(p, { x });
    const qv = numeric(quotient, { x });
    if (
      pv === null ||
      qv === null ||
      Math.abs((x - a) * qv + remainder - pv) > 1e-6 * Math.max(1, Math.abs(pv))
    )
      return null;
  }
  return {
    explanation: explanation({
      intro: `Divide $${tex(p)}$ by $x ${sign} ${n}$ with synthetic division, using $a = ${show(a)}$ and the coefficients ${high.map(show).join(", ")}.`,
      steps: [
        {
          title: "Bring down, multiply by a, add",
          body: `Each new number is the previous one times ${show(a)} plus the next coefficient: ${[...out, remainder].map(show).join(", ")}.`,
        },
        { title: "Read off", body: display(`q(x) = ${tex(quotient)}, \\quad r = ${show(remainder)}`) },
      ],
      answer: `**quotient = ${plain(quotient)}, remainder = ${show(remainder)}**`,
    }),
    // Exact division is answered with the quotient alone; otherwise both parts, named.
    finalAnswer:
      remainder === 0 ? plain(quotient) : `quotient = ${plain(quotient)}, remainder = ${show(remainder)}`,
    similarQuestions: similar(
      q.seed,
      q.raw,
      (r) => `Divide x^3 - ${r.int(2, 9)}x^2 + ${r.int(1, 9)}x - ${r.int(1, 9)} by x - ${r.int(1, 4)}`,
    ),
    verified: true,
  };
}

/** "The value of k for which kx² + 4x + 1 = 0 has equal roots": the discriminant set to zero. */
function kForEqualRoots(q: Question, equation: string): SolverOutput | null {
  const [lhs, rhs] = equation.split("=");
  const e = parseExpr(`(${lhs}) - (${rhs ?? "0"})`);
  if (!e) return null;
  const at0 = (f: Expr | null) => (f ? substitute(f, { x: { t: "num", v: 0 } }) : null);
  const d1 = differentiate(e, "x");
  const d2 = differentiate(e, "x", 2);
  const c = at0(e);
  const b = at0(d1);
  const a2 = at0(d2);
  if (!c || !b || !a2) return null;
  const disc = parseExpr(`(${plain(b)})^2 - 4*((${plain(a2)})/2)*(${plain(c)})`);
  if (!disc) return null;
  const solved = solveFor(disc, "k");
  if (!solved || solved.real.length === 0) return null;
  const ks = solved.real
    .map((r) => ({ r, v: numeric(r) }))
    .filter((k): k is { r: Expr; v: number } => k.v !== null)
    // A k that makes the x² term vanish leaves no quadratic at all.
    .filter((k) => {
      const lead = numeric(a2, { k: k.v });
      return lead !== null && Math.abs(lead) > 1e-12;
    })
    .sort((x, y) => x.v - y.v);
  if (ks.length === 0) return null;
  // Check each k: the quadratic's discriminant is zero there.
  for (const k of ks) {
    const dv = numeric(disc, { k: k.v });
    if (dv === null || Math.abs(dv) > 1e-6) return null;
  }
  const answer = ks.map((k) => `k = ${plain(k.r)}`).join(", ");
  return {
    explanation: explanation({
      intro: `A quadratic $ax^2 + bx + c = 0$ has equal roots exactly when its discriminant $b^2 - 4ac$ is $0$. In $${tex(e)} = 0$: $a = ${tex(simplified(a2, 2))}$, $b = ${tex(b)}$, $c = ${tex(c)}$.`,
      steps: [
        { title: "Set the discriminant to zero", body: display(`${tex(disc)} = 0`) },
        { title: "Solve for k", body: display(ks.map((k) => `k = ${tex(k.r)}`).join(", \\quad ")) },
      ],
      answer: `**${answer}**`,
    }),
    finalAnswer: answer,
    similarQuestions: similar(
      q.seed,
      q.raw,
      (r) => `Find the value of k for which x^2 + kx + ${[4, 9, 16, 25][r.int(0, 3)]} = 0 has equal roots`,
    ),
    verified: true,
  };
}

function simplified(twiceA: Expr, by: number): Expr {
  return parseExpr(`(${plain(twiceA)})/${by}`) ?? twiceA;
}

const QUADRATIC_DISCRIMINANT =
  /^(?:find|calculate|compute|determine|write|what is|evaluate)?\s*(?:the value of )?(?:the )?discriminant of (?:the (?:given )?(?:quadratic )?(?:polynomial|equation) )?(?:p\(x\)\s*=\s*)?(.+?)\s*[?.]?$/;

/**
 * "2x² − 8x + 6" or "2x² − 8x = −6": one side minus the other, a polynomial in x only (a question
 * with another letter or a second "=" is not this reader's).
 */
function quadraticSide(text: string): Expr | null {
  const sides = text.split("=");
  if (sides.length > 2) return null;
  const e = parseExpr(sides.length === 2 ? `(${sides[0]}) - (${sides[1]})` : text);
  if (!e || variables(e).some((v) => v !== "x")) return null;
  return e;
}

/** "Find the discriminant of 2x² − 4x + 3 = 0": D = b² − 4ac, a number, with what it says of the roots. */
function discriminantOf(q: Question, text: string): SolverOutput | null {
  const p = quadraticSide(text);
  const c = p ? coefficients(p, "x") : null;
  if (!p || !c || c.length !== 3 || c[2] === 0) return null;
  const [c0, b, a] = c as [number, number, number];
  const d = b * b - 4 * a * c0;
  const nature = d > 0 ? "two distinct real roots" : d === 0 ? "two equal real roots" : "no real roots";
  return {
    explanation: explanation({
      intro: `For $ax^2 + bx + c = 0$ the discriminant is $D = b^2 - 4ac$. Here $${tex(p)} = 0$ has $a = ${show(a)}$, $b = ${show(b)}$, $c = ${show(c0)}$.`,
      steps: [
        {
          title: "Work out b² − 4ac",
          body: display(
            `D = (${show(b)})^2 - 4(${show(a)})(${show(c0)}) = ${show(b * b)} - ${show(4 * a * c0)} = ${show(d)}`,
          ),
        },
        {
          title: "What it tells us",
          body: `$D ${d > 0 ? ">" : d === 0 ? "=" : "<"} 0$, so the equation has ${nature}.`,
        },
      ],
      answer: `The discriminant is **${show(d)}**.`,
    }),
    finalAnswer: show(d),
    similarQuestions: similar(
      q.seed,
      q.raw,
      (r) => `Find the discriminant of ${r.int(1, 4)}x^2 - ${r.int(2, 9)}x + ${r.int(1, 9)} = 0`,
    ),
    verified: true,
  };
}

const SYMMETRIC =
  /\b(?:find|what is|calculate|evaluate)?\s*(?:the )?sum of (?:the )?(squares|reciprocals|cubes) of (?:the |its )?(?:roots|zeroe?s) of (?:the (?:given )?(?:quadratic )?(?:polynomial|equation) )?(?:p\(x\)\s*=\s*)?(.+?)\s*[?.]?$/;

/**
 * The sum of the squares, reciprocals or cubes of a quadratic's roots, from the sum s = −b/a and the
 * product p = c/a (no roots needed, complex ones included): α² + β² = s² − 2p, 1/α + 1/β = s/p,
 * α³ + β³ = s³ − 3ps. Checked against the real roots when there are real roots.
 */
function symmetricOfRoots(q: Question, kind: string, text: string): SolverOutput | null {
  const p = quadraticSide(text);
  const c = p ? coefficients(p, "x") : null;
  if (!p || !c || c.length !== 3 || c[2] === 0) return null;
  const [c0, b, a] = c as [number, number, number];
  const sum = -b / a;
  const product = c0 / a;
  if (kind === "reciprocals" && product === 0) return null;
  const value =
    kind === "squares"
      ? sum * sum - 2 * product
      : kind === "reciprocals"
        ? sum / product
        : sum ** 3 - 3 * product * sum;
  const d = b * b - 4 * a * c0;
  if (d >= 0) {
    const r1 = (-b + Math.sqrt(d)) / (2 * a);
    const r2 = (-b - Math.sqrt(d)) / (2 * a);
    const direct =
      kind === "squares" ? r1 * r1 + r2 * r2 : kind === "reciprocals" ? 1 / r1 + 1 / r2 : r1 ** 3 + r2 ** 3;
    if (Math.abs(direct - value) > 1e-6 * Math.max(1, Math.abs(value))) return null;
  }
  const formula =
    kind === "squares"
      ? "\\alpha^{2} + \\beta^{2} = (\\alpha + \\beta)^{2} - 2\\alpha\\beta"
      : kind === "reciprocals"
        ? "\\frac{1}{\\alpha} + \\frac{1}{\\beta} = \\frac{\\alpha + \\beta}{\\alpha\\beta}"
        : "\\alpha^{3} + \\beta^{3} = (\\alpha + \\beta)^{3} - 3\\alpha\\beta(\\alpha + \\beta)";
  const worked =
    kind === "squares"
      ? `(${show(sum)})^{2} - 2(${show(product)})`
      : kind === "reciprocals"
        ? `\\frac{${show(sum)}}{${show(product)}}`
        : `(${show(sum)})^{3} - 3(${show(product)})(${show(sum)})`;
  return {
    explanation: explanation({
      intro: `For $${tex(p)}${text.includes("=") ? " = 0" : ""}$: $a = ${show(a)}$, $b = ${show(b)}$, $c = ${show(c0)}$, so the roots $\\alpha, \\beta$ have $\\alpha + \\beta = -\\frac{b}{a} = ${show(sum)}$ and $\\alpha\\beta = \\frac{c}{a} = ${show(product)}$.`,
      steps: [
        { title: `Write the sum of the ${kind} with the sum and product`, body: display(formula) },
        { title: "Substitute", body: display(`${worked} = ${show(value)}`) },
      ],
      answer: `The sum of the ${kind} of the roots is **${show(value)}**.`,
    }),
    finalAnswer: show(value),
    similarQuestions: similar(
      q.seed,
      q.raw,
      (r) => `Find the sum of the ${kind} of the roots of x^2 - ${r.int(3, 9)}x + ${r.int(1, 8)} = 0`,
    ),
    verified: true,
  };
}
