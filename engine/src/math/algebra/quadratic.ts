import { display, type Step } from "../explain";
import { fracPlain, fracTex, gcd, numTex, ratio, toRatio } from "../format";

/** One root, exact in plain text and LaTeX, with its decimal value for checking and sorting. */
export interface Root {
  value: number;
  plain: string;
  tex: string;
}

/** Steps and roots of ax² + bx + c = 0 (integer coefficients). */
export interface QuadraticWork {
  steps: Step[];
  roots: Root[];
  discriminant: number;
}

const rational = (n: number, d: number): Root => {
  const r = ratio(n, d);
  return { value: n / d, plain: fracPlain(r), tex: fracTex(r) };
};

/** √D = k√m with m square-free. */
export function surd(d: number): { k: number; m: number } {
  let k = 1;
  let m = d;
  for (let f = 2; f * f <= m; f++) {
    while (m % (f * f) === 0) {
      m /= f * f;
      k *= f;
    }
  }
  return { k, m };
}

function polyTex(a: number, b: number, c: number, v: string): string {
  const t = (coef: number, body: string, first: boolean): string => {
    if (coef === 0) return "";
    const sign = coef < 0 ? (first ? "-" : " - ") : first ? "" : " + ";
    const abs = Math.abs(coef);
    return `${sign}${abs === 1 && body ? "" : numTex(abs)}${body}`;
  };
  const out = `${t(a, `${v}^{2}`, true)}${t(b, v, a === 0)}${t(c, "", a === 0 && b === 0)}`;
  return out === "" ? "0" : out;
}

function linearFactor(p: number, q: number, v: string): string {
  // p·v + q, written as in a textbook: (2x - 1), (x + 3)
  const lead = p === 1 ? v : p === -1 ? `-${v}` : `${p}${v}`;
  return q === 0 ? lead : `${lead} ${q < 0 ? "-" : "+"} ${Math.abs(q)}`;
}

/** Two integers with product a·c and sum b, for splitting the middle term. */
function split(a: number, b: number, c: number): [number, number] | null {
  const ac = a * c;
  if (ac === 0) return null;
  for (let p = 1; p * p <= Math.abs(ac); p++) {
    if (ac % p !== 0) continue;
    for (const [x, y] of [
      [p, ac / p],
      [-p, -ac / p],
    ]) {
      if (x + y === b) return [x, y];
    }
  }
  return null;
}

/** Works a quadratic with integer coefficients by the method a student would choose. */
export function solveQuadratic(a: number, b: number, c: number, v: string): QuadraticWork {
  const steps: Step[] = [];
  const eq = `${polyTex(a, b, c, v)} = 0`;
  const d = b * b - 4 * a * c;
  steps.push({
    title: "Write it in standard form",
    body: `A quadratic equation has the form $a${v}^2 + b${v} + c = 0$. Here\n\n${display(eq)}\n\nso $a = ${a}$, $b = ${b}$, $c = ${c}$.`,
  });
  steps.push({
    title: "Find the discriminant",
    body: `The discriminant tells us what kind of roots to expect:\n\n${display(`D = b^2 - 4ac = (${b})^2 - 4(${a})(${c}) = ${d}`)}\n\n${
      d > 0
        ? "$D > 0$, so there are two different real roots."
        : d === 0
          ? "$D = 0$, so the two roots are equal (a repeated root)."
          : "$D < 0$, so there are **no real roots**."
    }`,
  });
  if (d < 0) {
    steps.push({
      title: "Explain why there is no real solution",
      body: `The quadratic formula needs $\\sqrt{D} = \\sqrt{${d}}$, and no real number squares to a negative number. So the graph of $y = ${polyTex(a, b, c, v)}$ never crosses the ${v}-axis. (In higher classes you will meet complex roots for such equations.)`,
    });
    return { steps, roots: [], discriminant: d };
  }
  const { k, m } = d === 0 ? { k: 0, m: 1 } : surd(d);
  const pair = split(a, b, c);
  if (c === 0) {
    const root = rational(-b, a);
    steps.push({
      title: "Take out the common factor",
      body: `Both terms contain $${v}$:\n\n${display(`${v}(${linearFactor(a, b, v)}) = 0`)}\n\nSo $${v} = 0$ or $${linearFactor(a, b, v)} = 0$, which gives $${v} = ${root.tex}$.`,
    });
    return { steps, roots: sortRoots([rational(0, 1), root]), discriminant: d };
  }
  if (m === 1 && pair) {
    const [p, q] = pair;
    const g = gcd(a, p) * Math.sign(a);
    const inner = linearFactor(a / g, p / g, v);
    const mult = q / (a / g);
    const outer = linearFactor(g, mult, v);
    const roots = d === 0 ? [rational(-b, 2 * a)] : [rational(-p, a), rational(-mult, g)];
    const rootText = roots.map((r) => `$${v} = ${r.tex}$`).join(" or ");
    steps.push({
      title: "Factorise by splitting the middle term",
      body: `We need two numbers whose product is $a \\times c = ${a * c}$ and whose sum is $b = ${b}$: they are $${p}$ and $${q}$.\n\n${display(
        `${polyTex(a, 0, 0, v)} ${p < 0 ? "-" : "+"} ${Math.abs(p) === 1 ? "" : Math.abs(p)}${v} ${q < 0 ? "-" : "+"} ${Math.abs(q) === 1 ? "" : Math.abs(q)}${v} ${c < 0 ? "-" : "+"} ${Math.abs(c)} = 0`,
      )}\n\nGroup in pairs and take out common factors:\n\n${display(
        d === 0
          ? `(${inner})^2 = 0`
          : `${g === 1 ? "" : g === -1 ? "-" : g}${v}(${inner}) ${mult < 0 ? "-" : "+"} ${Math.abs(mult)}(${inner}) = (${outer})(${inner}) = 0`,
      )}`,
    });
    steps.push({
      title: "Set each factor to zero",
      body:
        d === 0
          ? `Both factors are the same, so there is one repeated root: ${rootText}.`
          : `A product is zero only when one of its factors is zero, so ${rootText}.`,
    });
    return { steps, roots: sortRoots(roots), discriminant: d };
  }
  return formula(a, b, d, k, m, v, steps);
}

function formula(
  a: number,
  b: number,
  d: number,
  k: number,
  m: number,
  v: string,
  steps: Step[],
): QuadraticWork {
  let roots: Root[];
  if (m === 1) {
    roots = d === 0 ? [rational(-b, 2 * a)] : [rational(-b - k, 2 * a), rational(-b + k, 2 * a)];
  } else {
    const g = gcd(gcd(b, k), 2 * a) * Math.sign(a);
    const p = -b / g;
    const s = k / g;
    const q = (2 * a) / g;
    const sq = (sign: string) => `${s === 1 ? "" : s}${sign}`;
    const make = (sign: 1 | -1): Root => {
      const head = p === 0 ? (sign < 0 ? "-" : "") : `${p} ${sign < 0 ? "-" : "+"} `;
      const plainBody = `${head}${sq("")}sqrt(${m})`;
      const texBody = `${head}${sq("")}\\sqrt{${m}}`;
      return {
        value: (p + sign * s * Math.sqrt(m)) / q,
        plain: q === 1 ? plainBody : `(${plainBody})/${q}`,
        tex: q === 1 ? texBody : `\\frac{${texBody}}{${q}}`,
      };
    };
    roots = [make(-1), make(1)];
  }
  const rootTex = roots.map((r) => `${v} = ${r.tex}`).join(",\\quad ");
  steps.push({
    title: "Use the quadratic formula",
    body: `${display(`${v} = \\frac{-b \\pm \\sqrt{D}}{2a} = \\frac{${-b} \\pm \\sqrt{${d}}}{${2 * a}}`)}\n\n${
      m !== 1 && k !== 1 ? `Simplify the surd: $\\sqrt{${d}} = ${k}\\sqrt{${m}}$.\n\n` : ""
    }${display(rootTex)}${m !== 1 ? `\n\nAs decimals: ${roots.map((r) => `$${v} \\approx ${r.value.toFixed(2)}$`).join(" and ")}.` : ""}`,
  });
  return { steps, roots: sortRoots(roots), discriminant: d };
}

function sortRoots(roots: Root[]): Root[] {
  const unique = roots.filter((r, i) => roots.findIndex((o) => Math.abs(o.value - r.value) < 1e-12) === i);
  return unique.sort((x, y) => x.value - y.value);
}

/** Scales rational coefficients to integers (0.5x² + x = 0 → x² + 2x = 0); null for irrational ones. */
export function integerCoefficients(coefs: number[]): number[] | null {
  const ratios = coefs.map((c) => toRatio(c, 1000));
  if (ratios.some((r) => r === null)) return null;
  const lcm = ratios.reduce((acc, r) => (r ? (acc * r.d) / gcd(acc, r.d) : acc), 1);
  const ints = coefs.map((c) => Math.round(c * lcm));
  const g = ints.reduce((acc, x) => gcd(acc, x), 0) || 1;
  return ints.map((x) => x / g);
}
