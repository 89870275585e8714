import { checkItem, normalizeText } from "@vidya/core/assessment/checks";
import type { DraftQuestion } from "@vidya/core/assessment/question";
import { findNcertChapter } from "@vidya/core/curriculum/catalogue";
import { solveMath } from "../math/math-engine";
import { hash } from "../math/normalize";
import { makeRng, type Rng } from "../math/rng";

/**
 * Mathematics practice that needs no teacher and no model (issue 25): multiple-choice items for an
 * NCERT chapter, made from the chapter's own kind of problem. The key is what the math engine computes
 * for the item's expression (never a number typed here), and the three distractors are the usual slips
 * for that problem (the wrong operation, a sign or place-value slip, a formula mixed up), each checked
 * to differ from the key. The same chapter and seed give the same items.
 */

/** One problem of a family: the stem, the expression the engine computes, the slips, and the why. */
interface Problem {
  stem: string;
  /** What the math engine solves; its final answer is the key. */
  check: string;
  /** Typical wrong answers (values or texts in the key's form). */
  slips: (number | string)[];
  /** The worked explanation, given the key as the engine wrote it. */
  why: (key: string) => string;
  /** A unit after every option ("cm²", "°"). */
  unit?: string;
}
type Family = (r: Rng) => Problem;

const fmt = (v: number | string): string =>
  typeof v === "string" ? v : Number.isInteger(v) ? String(v) : String(Math.round(v * 10_000) / 10_000);
const nz = (r: Rng, lo: number, hi: number) => {
  const v = r.int(lo, hi);
  return v === 0 ? hi : v;
};
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
const signed = (n: number) => (n < 0 ? `(${n})` : String(n));
const fact = (n: number): number => (n <= 1 ? 1 : n * fact(n - 1));
const plus = (n: number) => (n < 0 ? `- ${-n}` : `+ ${n}`);

// ---- Numbers and operations -------------------------------------------------------------------

const addition =
  (lo: number, hi: number): Family =>
  (r) => {
    const [a, b] = [r.int(lo, hi), r.int(lo, hi)];
    return {
      stem: `What is $${a} + ${b}$?`,
      check: `${a} + ${b}`,
      // A carry forgotten (ten too few), counting on one too many, subtracting instead.
      slips: [a + b - 10, a + b + 1, Math.abs(a - b)],
      why: (k) => `Add the ones, then the tens (carrying when needed): $${a} + ${b} = ${k}$.`,
    };
  };
const subtraction =
  (lo: number, hi: number): Family =>
  (r) => {
    const a = r.int(lo, hi);
    const b = r.int(Math.max(1, Math.floor(lo / 2)), a - 1);
    return {
      stem: `What is $${a} - ${b}$?`,
      check: `${a} - ${b}`,
      // A borrow forgotten (ten too many), adding instead, one too few.
      slips: [a - b + 10, a + b, a - b - 1],
      why: (k) => `Take ${b} away from ${a} (borrowing when needed): $${a} - ${b} = ${k}$.`,
    };
  };
const multiplication =
  (lo: number, hi: number, lo2 = 2, hi2 = 9): Family =>
  (r) => {
    const [a, b] = [r.int(lo, hi), r.int(lo2, hi2)];
    return {
      stem: `What is $${a} \\times ${b}$?`,
      check: `${a} * ${b}`,
      // Adding instead, one group too few, one group too many.
      slips: [a + b, a * (b - 1), a * (b + 1)],
      why: (k) => `${b} groups of ${a}: $${a} \\times ${b} = ${k}$.`,
    };
  };
const division: Family = (r) => {
  const [q, d] = [r.int(3, 25), r.int(2, 9)];
  const n = q * d;
  return {
    stem: `Share ${n} sweets equally among ${d} children. How many does each child get?`,
    check: `(${n})/(${d})`,
    // Subtracting instead, multiplying instead, one too many.
    slips: [n - d, n * d, q + 1],
    why: (k) => `Equal sharing is division: $${n} \\div ${d} = ${k}$.`,
  };
};
const placeValue: Family = (r) => {
  const [th, h, t, o] = [r.int(1, 9), r.int(0, 9), r.int(1, 9), r.int(1, 9)];
  return {
    stem: `Which number has ${th} thousands, ${h} hundreds, ${t} tens and ${o} ones?`,
    check: `${th}*1000 + ${h}*100 + ${t}*10 + ${o}`,
    // The digits in the wrong places, or a place left out.
    slips: [th * 1000 + t * 100 + h * 10 + o, th * 100 + h * 10 + t + o, th * 1000 + h * 100 + o * 10 + t],
    why: (k) => `$${th} \\times 1000 + ${h} \\times 100 + ${t} \\times 10 + ${o} = ${k}$.`,
  };
};
const money: Family = (r) => {
  const [a, b, have] = [r.int(12, 60), r.int(12, 60), r.int(130, 200)];
  return {
    stem: `A pencil box costs ₹${a} and a book costs ₹${b}. How much change do you get from ₹${have}?`,
    check: `${have} - (${a} + ${b})`,
    // Only one item paid for, the total instead of the change, a borrow slip.
    slips: [have - a, a + b, have - (a + b) + 10],
    unit: "₹",
    why: (k) => `Total cost $${a} + ${b} = ${a + b}$; change $${have} - ${a + b} = ${k}$.`,
  };
};
const timeUnits: Family = (r) => {
  const [h, m] = [r.int(1, 5), r.int(5, 55)];
  return {
    stem: `How many minutes are there in ${h} hours ${m} minutes?`,
    check: `${h}*60 + ${m}`,
    // An hour taken as 100 minutes, the minutes forgotten, hours and minutes just added.
    slips: [h * 100 + m, h * 60, h + m],
    unit: "min",
    why: (k) => `One hour is 60 minutes: $${h} \\times 60 + ${m} = ${k}$.`,
  };
};
const lengthUnits: Family = (r) => {
  const [m, cm] = [r.int(1, 9), r.int(5, 95)];
  return {
    stem: `How many centimetres are there in ${m} m ${cm} cm?`,
    check: `${m}*100 + ${cm}`,
    // A metre taken as 10 or 1000 cm, the metres just added.
    slips: [m * 10 + cm, m * 1000 + cm, m + cm],
    unit: "cm",
    why: (k) => `One metre is 100 cm: $${m} \\times 100 + ${cm} = ${k}$.`,
  };
};
const weightUnits: Family = (r) => {
  const [kg, g] = [r.int(1, 9), r.int(50, 950)];
  return {
    stem: `How many grams are there in ${kg} kg ${g} g?`,
    check: `${kg}*1000 + ${g}`,
    slips: [kg * 100 + g, kg + g, kg * 1000],
    unit: "g",
    why: (k) => `One kilogram is 1000 g: $${kg} \\times 1000 + ${g} = ${k}$.`,
  };
};
const skipCount: Family = (r) => {
  const [start, step] = [r.int(1, 20), r.int(2, 10)];
  const terms = [0, 1, 2, 3].map((i) => start + i * step);
  return {
    stem: `What comes next: ${terms.join(", ")}, …?`,
    check: `${start} + 4*${step}`,
    // The pattern repeated from the start, one step too far, counting on by one.
    slips: [start + 5 * step, terms[3] + 1, terms[3] + step + 1],
    why: (k) => `Each number is ${step} more than the one before: $${terms[3]} + ${step} = ${k}$.`,
  };
};
const integers: Family = (r) => {
  const [a, b] = [r.int(-15, -2), r.int(2, 15)];
  return r.next() < 0.5
    ? {
        stem: `What is $${a} + ${b}$?`,
        check: `${a} + ${b}`,
        // The signs ignored, the sign of the answer lost, subtracting instead.
        slips: [-a + b, -(a + b), a - b],
        why: (k) => `Start at ${a} and move ${b} to the right: $${a} + ${b} = ${k}$.`,
      }
    : {
        stem: `What is $${a} \\times ${b}$?`,
        check: `(${a})*(${b})`,
        slips: [-a * b, a + b, a * b - b],
        why: (k) => `A negative times a positive is negative: $${a} \\times ${b} = ${k}$.`,
      };
};
const fractionsAdd: Family = (r) => {
  const [b, d] = [r.int(2, 9), r.int(2, 9)];
  const [a, c] = [r.int(1, b - 1), r.int(1, d - 1)];
  const num = a * d + c * b;
  const den = b * d;
  const g = gcd(num, den);
  const shown = (n: number, m: number) => {
    const h = gcd(n, m);
    return m / h === 1 ? String(n / h) : `${n / h}/${m / h}`;
  };
  return {
    stem: `What is $\\frac{${a}}{${b}} + \\frac{${c}}{${d}}$?`,
    check: `(${a})/(${b}) + (${c})/(${d})`,
    // Tops and bottoms added, the bottoms multiplied but the tops just added, subtracting instead.
    slips: [shown(a + c, b + d), shown(a + c, b * d), shown(Math.abs(a * d - c * b) || 1, b * d)],
    why: () =>
      `Use the common denominator ${den}: $\\frac{${a * d}}{${den}} + \\frac{${c * b}}{${den}} = \\frac{${num}}{${den}}$${g > 1 ? ", in lowest terms" : ""}.`,
  };
};
const decimals: Family = (r) => {
  const a = r.int(11, 99) / 100;
  const b = r.int(1, 9) / 10;
  return {
    stem: `What is $${a} + ${b}$?`,
    check: `${a} + ${b}`,
    // The points lined up wrongly (tenths added to hundredths), the whole numbers added, a slip.
    slips: [a + b / 10, Math.round((a + b - 0.1) * 100) / 100, a * 10 + b],
    why: (k) => `Line up the decimal points: $${a.toFixed(2)} + ${b.toFixed(2)} = ${k}$.`,
  };
};
const percentOf: Family = (r) => {
  const [p, n] = [r.pick([5, 10, 12, 15, 20, 25, 30, 40, 50, 75]), r.int(2, 40) * 20];
  return {
    stem: `What is ${p}% of ${n}?`,
    check: `${p}% of ${n}`,
    // The percent sign ignored, divided the wrong way, a tenth instead of a hundredth.
    slips: [(p * n) / 10, n / p, p + n / 100],
    why: (k) => `$\\frac{${p}}{100} \\times ${n} = ${k}$.`,
  };
};
const simpleInterest: Family = (r) => {
  const [p, rate, t] = [r.int(2, 50) * 100, r.int(2, 12), r.int(2, 5)];
  return {
    stem: `Find the simple interest on ₹${p} at ${rate}% a year for ${t} years.`,
    check: `${p}*${rate}*${t}/100`,
    // One year only, the amount instead of the interest, the years forgotten and the rate doubled.
    slips: [(p * rate) / 100, p + (p * rate * t) / 100, (p * rate * 2) / 100 + 1],
    unit: "₹",
    why: (k) =>
      `$SI = \\frac{P \\times R \\times T}{100} = \\frac{${p} \\times ${rate} \\times ${t}}{100} = ${k}$.`,
  };
};
const proportion: Family = (r) => {
  const [n, each, m] = [r.int(2, 9), r.int(3, 40), r.int(10, 20)];
  return {
    stem: `${n} notebooks cost ₹${n * each}. What do ${m} notebooks cost?`,
    check: `${n * each}/${n}*${m}`,
    // The difference added, the cost of one, the ratio turned round.
    slips: [n * each + (m - n), each, (n * each * n) / m],
    unit: "₹",
    why: (k) =>
      `One notebook costs $${n * each} \\div ${n} = ${each}$, so ${m} cost $${each} \\times ${m} = ${k}$.`,
  };
};
const hcfLcm: Family = (r) => {
  const g = r.int(2, 9);
  const [a, b] = [g * r.int(2, 6), g * r.int(7, 11)];
  const lcm = r.next() < 0.5;
  return {
    stem: lcm ? `Find the LCM of ${a} and ${b}.` : `Find the HCF of ${a} and ${b}.`,
    check: `${lcm ? "lcm" : "hcf"} of ${a} and ${b}`,
    // The other one, the product, the smaller number.
    slips: lcm ? [gcd(a, b), a * b + g, Math.max(a, b)] : [(a * b) / gcd(a, b), a * b, Math.min(a, b)],
    why: (k) =>
      `${lcm ? "The smallest common multiple" : "The largest common factor"} of ${a} and ${b} is ${k}.`,
  };
};
const primes: Family = (r) => {
  const g = r.int(2, 7);
  const [a, b] = [g * r.int(2, 5), g * r.int(6, 9)];
  return {
    stem: `What is the highest common factor of ${a} and ${b}?`,
    check: `hcf of ${a} and ${b}`,
    slips: [(a * b) / gcd(a, b), 1, Math.min(a, b)],
    why: (k) => `List the common factors of ${a} and ${b}; the highest is ${k}.`,
  };
};
const squares: Family = (r) => {
  const n = r.int(11, 35);
  return r.next() < 0.5
    ? {
        stem: `What is $${n}^2$?`,
        check: `${n}^2`,
        // Doubled instead of squared, a square of the tens only, one n too many.
        slips: [2 * n, n * n - n, n * n + n],
        why: (k) => `$${n}^2 = ${n} \\times ${n} = ${k}$.`,
      }
    : {
        stem: `What is $\\sqrt{${n * n}}$?`,
        check: `sqrt(${n * n})`,
        slips: [(n * n) / 2, n + 1, n - 1],
        why: (k) => `$${k} \\times ${k} = ${n * n}$, so $\\sqrt{${n * n}} = ${k}$.`,
      };
};
const cubes: Family = (r) => {
  const n = r.int(2, 20);
  return {
    stem: `What is $${n}^3$?`,
    check: `${n}^3`,
    // Tripled instead of cubed, squared instead, one factor short.
    slips: [3 * n, n * n, n * n * (n - 1)],
    why: (k) => `$${n}^3 = ${n} \\times ${n} \\times ${n} = ${k}$.`,
  };
};
const exponents: Family = (r) => {
  const [a, m, n] = [r.int(2, 3), r.int(2, 4), r.int(2, 4)];
  return {
    stem: `What is the value of $${a}^{${m}} \\times ${a}^{${n}}$?`,
    check: `${a}^${m + n}`,
    // The powers multiplied, the bases multiplied too, power times base.
    slips: [a ** (m * n), (a * a) ** (m + n), a * (m + n)],
    why: (k) => `Add the powers of the same base: $${a}^{${m}+${n}} = ${a}^{${m + n}} = ${k}$.`,
  };
};
const expressions: Family = (r) => {
  const [a, b, c] = [r.int(2, 9), r.int(2, 9), r.int(2, 9)];
  return {
    stem: `What is the value of $${a} + ${b} \\times ${c}$?`,
    check: `${a} + ${b}*${c}`,
    // Left to right (the order of operations ignored), all added, all multiplied.
    slips: [(a + b) * c, a + b + c, a * b * c],
    why: (k) => `Multiply before adding: $${b} \\times ${c} = ${b * c}$, then $${a} + ${b * c} = ${k}$.`,
  };
};

// ---- Algebra ------------------------------------------------------------------------------------

const linearEquation: Family = (r) => {
  const [x, a, b] = [r.int(-9, 12), r.int(2, 9), nz(r, -20, 20)];
  const c = a * x + b;
  return {
    stem: `Solve for $x$: $${a}x ${plus(b)} = ${c}$`,
    check: `Solve ${a}x ${plus(b)} = ${c}`,
    // b moved without changing its sign, multiplied by a instead of dividing, a slip of one.
    slips: [(c + b) / a, (c - b) * a, x + 1].map((v) => `x = ${fmt(v)}`),
    why: (k) => `Take ${b} to the other side: $${a}x = ${c - b}$; divide by ${a}: $${k}$.`,
  };
};
const substitution: Family = (r) => {
  const [a, b, k] = [nz(r, -5, 6), r.int(-9, 9), r.int(-4, 5)];
  return {
    stem: `If $p(x) = ${a}x^2 ${plus(b)}$, find $p(${k})$.`,
    check: `${signed(a)}*${signed(k)}^2 + ${signed(b)}`,
    // The square forgotten, (a·k)² instead of a·k², the sign of k lost in the square.
    slips: [a * k + b, (a * k) ** 2 + b, a * k * k - b],
    why: (v) => `$p(${k}) = ${a} \\times ${signed(k)}^2 ${plus(b)} = ${v}$.`,
  };
};
const identities: Family = (r) => {
  const [a, b] = [r.int(11, 40), r.int(1, 9)];
  return {
    stem: `Use $(a + b)^2 = a^2 + 2ab + b^2$ to find $${a + b}^2$ (take $a = ${a}$, $b = ${b}$).`,
    check: `${a + b}^2`,
    // The middle term left out, 2ab forgotten as ab, b² forgotten.
    slips: [a * a + b * b, a * a + a * b + b * b, a * a + 2 * a * b],
    why: (k) => `$${a}^2 + 2 \\times ${a} \\times ${b} + ${b}^2 = ${k}$.`,
  };
};
const quadratic: Family = (r) => {
  let [p, s] = [r.int(-8, 8), r.int(-8, 8)];
  if (p === s) s = p + 3;
  [p, s] = [Math.min(p, s), Math.max(p, s)];
  const [b, c] = [-(p + s), p * s];
  const term = (k: number, v: string) =>
    k === 0 ? "" : ` ${k < 0 ? "-" : "+"} ${Math.abs(k) === 1 && v ? "" : Math.abs(k)}${v}`;
  const roots = (u: number, v: number) => `x = ${Math.min(u, v)}, x = ${Math.max(u, v)}`;
  return {
    stem: `Find the roots of $x^2${term(b, "x")}${term(c, "")} = 0$.`,
    check: `Solve x^2${term(b, "x")}${term(c, "")} = 0`,
    // Both signs wrong (the factors read as roots), one sign wrong, the roots added and multiplied.
    slips: [
      roots(-p, -s),
      roots(p, -s === p ? s + 1 : -s),
      roots(p + s === p * s ? p + s + 1 : p + s, p * s),
    ],
    why: (k) => `Factorise: $(x ${plus(-p)})(x ${plus(-s)}) = 0$, so $${k}$.`,
  };
};
const pairOfEquations: Family = (r) => {
  const [x, y] = [r.int(1, 12), r.int(1, 12)];
  const yy = y === x ? y + 1 : y;
  return {
    stem: `Solve: $x + y = ${x + yy}$ and $x - y = ${x - yy}$.`,
    check: `Solve x + y = ${x + yy} and x - y = ${x - yy}`,
    // x and y swapped, the sums halved the wrong way, a sign slip.
    slips: [`x = ${yy}, y = ${x}`, `x = ${x + yy}, y = ${x - yy}`, `x = ${x}, y = ${-yy}`],
    why: (k) => `Add the equations: $2x = ${2 * x}$; then $y = ${x + yy} - ${x}$. So $${k}$.`,
  };
};
const inequality: Family = (r) => {
  const [a, x, b] = [r.int(2, 7), r.int(-5, 9), r.int(1, 15)];
  return {
    stem: `Solve: $${a}x + ${b} < ${a * x + b}$`,
    check: `Solve ${a}x + ${b} < ${a * x + b}`,
    // b added instead of taken away, not divided by a, a slip of one. (The sign turned round, "x > …",
    // reads as the same option to the bank's checks, so it is not used.)
    slips: [`x < ${fmt((a * x + 2 * b) / a)}`, `x < ${a * x}`, `x < ${x + 1}`],
    why: (k) => `Subtract ${b}: $${a}x < ${a * x}$; divide by ${a} (positive, the sign stays): $${k}$.`,
  };
};
const apTerm: Family = (r) => {
  const [a, d, n] = [r.int(-10, 20), nz(r, -5, 7), r.int(8, 30)];
  return {
    stem: `Find the ${n}th term of the AP ${a}, ${a + d}, ${a + 2 * d}, …`,
    check: `${a} + (${n} - 1)*${signed(d)}`,
    // n·d instead of (n−1)·d, the first term forgotten, the difference read with the wrong sign.
    slips: [a + n * d, (n - 1) * d, a - (n - 1) * d],
    why: (k) => `$a_n = a + (n-1)d = ${a} + ${n - 1} \\times ${signed(d)} = ${k}$.`,
  };
};
const gpTerm: Family = (r) => {
  const [a, q, n] = [r.int(1, 5), r.int(2, 3), r.int(4, 7)];
  return {
    stem: `Find the ${n}th term of the GP ${a}, ${a * q}, ${a * q * q}, …`,
    check: `${a}*${q}^${n - 1}`,
    slips: [a * q ** n, a * q * (n - 1), a + (n - 1) * q],
    why: (k) => `$a_n = ar^{n-1} = ${a} \\times ${q}^{${n - 1}} = ${k}$.`,
  };
};
const functionValue: Family = (r) => {
  const [a, b, k] = [nz(r, -6, 6), r.int(-9, 9), r.int(-5, 6)];
  return {
    stem: `If $f(x) = ${a}x ${plus(b)}$, find $f(${k})$.`,
    check: `${signed(a)}*${signed(k)} + ${signed(b)}`,
    slips: [a + k + b, a * k - b, a * (k + b)],
    why: (v) => `$f(${k}) = ${a} \\times ${signed(k)} ${plus(b)} = ${v}$.`,
  };
};
const sets: Family = (r) => {
  const [both, onlyA, onlyB] = [r.int(2, 9), r.int(3, 15), r.int(3, 15)];
  const [a, b] = [both + onlyA, both + onlyB];
  return {
    stem: `$n(A) = ${a}$, $n(B) = ${b}$ and $n(A \\cap B) = ${both}$. Find $n(A \\cup B)$.`,
    check: `${a} + ${b} - ${both}`,
    // The common part counted twice, subtracted twice, only the common part.
    slips: [a + b, a + b - 2 * both, a - both],
    why: (k) => `$n(A \\cup B) = n(A) + n(B) - n(A \\cap B) = ${a} + ${b} - ${both} = ${k}$.`,
  };
};
const permutations: Family = (r) => {
  const [n, k] = [r.int(5, 9), r.int(2, 3)];
  const choose = r.next() < 0.5;
  const nPr = fact(n) / fact(n - k);
  const nCr = nPr / fact(k);
  return {
    stem: choose
      ? `In how many ways can ${k} students be chosen from ${n}?`
      : `In how many ways can ${k} of ${n} students stand in a row?`,
    check: choose ? `${n}!/(${k}!*${n - k}!)` : `${n}!/${n - k}!`,
    // Order counted when it does not matter (or not when it does), n·k, n to the k.
    slips: choose ? [nPr, n * k, n ** k] : [nCr, n * k, n ** k],
    why: (v) =>
      choose
        ? `$^{${n}}C_{${k}} = \\frac{${n}!}{${k}!\\,${n - k}!} = ${v}$.`
        : `$^{${n}}P_{${k}} = \\frac{${n}!}{${n - k}!} = ${v}$.`,
  };
};
const binomialCoefficient: Family = (r) => {
  const [n, k] = [r.int(5, 9), r.int(2, 3)];
  const c = fact(n) / (fact(k) * fact(n - k));
  return {
    stem: `What is the coefficient of $x^{${k}}$ in $(1 + x)^{${n}}$?`,
    check: `${n}!/(${k}!*${n - k}!)`,
    slips: [c * fact(k), n * k, n],
    why: (v) => `The coefficient is $^{${n}}C_{${k}} = ${v}$.`,
  };
};
const determinant: Family = (r) => {
  const [a, b, c, d] = [r.int(-5, 9), r.int(-5, 9), r.int(-5, 9), r.int(-5, 9)];
  return {
    stem: `Find $\\begin{vmatrix} ${a} & ${b} \\\\ ${c} & ${d} \\end{vmatrix}$.`,
    check: `${signed(a)}*${signed(d)} - ${signed(b)}*${signed(c)}`,
    // Added instead of subtracted, the wrong diagonals, the diagonals the wrong way round.
    slips: [a * d + b * c, a * b - c * d, b * c - a * d],
    why: (k) => `$ad - bc = ${a} \\times ${signed(d)} - ${b} \\times ${signed(c)} = ${k}$.`,
  };
};
const derivative: Family = (r) => {
  const [a, n] = [r.int(2, 9), r.int(2, 5)];
  return {
    stem: `Differentiate $${a}x^{${n}}$ with respect to $x$.`,
    check: `derivative of ${a}x^${n}`,
    // The power not lowered, the power lowered but not brought down, integrated instead.
    slips: [`${a * n}x^${n}`, `${a}x^${n - 1}`, `${a * (n - 1)}x^${n - 1}`].map((s) =>
      s.replace(/x\^1$/, "x"),
    ),
    why: (k) => `$\\frac{d}{dx}(ax^n) = nax^{n-1}$: here $${k}$.`,
  };
};
const definiteIntegral: Family = (r) => {
  const [n, b] = [r.pick([1, 2]), r.int(2, 6)];
  const value = b ** (n + 1) / (n + 1);
  return {
    stem: `Evaluate $\\int_0^{${b}} x^{${n}}\\,dx$.`,
    check: `integrate x^${n} from 0 to ${b}`,
    // Not divided by n + 1, differentiated instead, the power not raised.
    slips: [b ** (n + 1), n * b ** (n - 1), b ** n / n + (n === 1 ? 1 : 0)],
    why: (k) => `$\\left[\\frac{x^{${n + 1}}}{${n + 1}}\\right]_0^{${b}} = ${fmt(value)}$, that is $${k}$.`,
  };
};

// ---- Geometry and mensuration -------------------------------------------------------------------

const rectangle: Family = (r) => {
  const [l, w] = [r.int(3, 25), r.int(2, 15)];
  const area = r.next() < 0.5;
  return {
    stem: `A rectangle is ${l} cm long and ${w} cm wide. What is its ${area ? "area" : "perimeter"}?`,
    check: area ? `${l}*${w}` : `2*(${l} + ${w})`,
    // Area and perimeter mixed up, half the perimeter, a side forgotten.
    slips: area ? [2 * (l + w), l + w, l * w * 2] : [l * w, l + w, 2 * l + w],
    unit: area ? "cm²" : "cm",
    why: (k) =>
      area ? `Area = length × width = ${l} × ${w} = ${k} cm².` : `Perimeter = 2 × (${l} + ${w}) = ${k} cm.`,
  };
};
const circleArea: Family = (r) => {
  const radius = 7 * r.int(1, 4);
  const area = r.next() < 0.6;
  return {
    stem: area
      ? `Find the area of a circle of radius ${radius} cm (take $\\pi = \\frac{22}{7}$).`
      : `Find the circumference of a circle of radius ${radius} cm (take $\\pi = \\frac{22}{7}$).`,
    check: area ? `22/7*${radius}^2` : `2*22/7*${radius}`,
    // Circumference for area (or the other way), the diameter used as the radius, r not squared.
    slips: area
      ? [(2 * 22 * radius) / 7, (22 / 7) * (2 * radius) ** 2, (22 / 7) * radius * 2 + 1]
      : [(22 / 7) * radius * radius, (22 / 7) * radius, (2 * 22 * 2 * radius) / 7],
    unit: area ? "cm²" : "cm",
    why: (k) =>
      area
        ? `$\\pi r^2 = \\frac{22}{7} \\times ${radius}^2 = ${k}$ cm².`
        : `$2\\pi r = 2 \\times \\frac{22}{7} \\times ${radius} = ${k}$ cm.`,
  };
};
const cuboid: Family = (r) => {
  const [l, b, h] = [r.int(2, 12), r.int(2, 10), r.int(2, 9)];
  const volume = r.next() < 0.5;
  return {
    stem: volume
      ? `Find the volume of a cuboid ${l} cm × ${b} cm × ${h} cm.`
      : `Find the total surface area of a cuboid ${l} cm × ${b} cm × ${h} cm.`,
    check: volume ? `${l}*${b}*${h}` : `2*(${l}*${b} + ${b}*${h} + ${h}*${l})`,
    // Surface for volume (or the other way), half the surface, the edges added.
    slips: volume
      ? [2 * (l * b + b * h + h * l), l + b + h, l * b * h * 2]
      : [l * b * h, l * b + b * h + h * l, 4 * (l + b + h)],
    unit: volume ? "cm³" : "cm²",
    why: (k) => (volume ? `$l \\times b \\times h = ${k}$ cm³.` : `$2(lb + bh + hl) = ${k}$ cm².`),
  };
};
const triangleAngle: Family = (r) => {
  const [a, b] = [r.int(25, 80), r.int(25, 70)];
  return {
    stem: `Two angles of a triangle are ${a}° and ${b}°. What is the third angle?`,
    check: `180 - ${a} - ${b}`,
    // 360° used (a quadrilateral's sum), 90° used, the two angles added.
    slips: [360 - a - b, Math.abs(90 - a - b) || 1, a + b],
    unit: "°",
    why: (k) => `The angles of a triangle add to 180°: 180 − ${a} − ${b} = ${k}°.`,
  };
};
const quadrilateralAngle: Family = (r) => {
  const [a, b, c] = [r.int(60, 120), r.int(60, 120), r.int(50, 100)];
  return {
    stem: `Three angles of a quadrilateral are ${a}°, ${b}° and ${c}°. Find the fourth.`,
    check: `360 - ${a} - ${b} - ${c}`,
    slips: [Math.abs(180 - a - b - c) + 1, a + b + c - 180, 360 - a - b],
    unit: "°",
    why: (k) => `The angles of a quadrilateral add to 360°: 360 − ${a} − ${b} − ${c} = ${k}°.`,
  };
};
const anglePair: Family = (r) => {
  const a = r.int(20, 160);
  const supplement = r.next() < 0.5 || a >= 90;
  return {
    stem: supplement
      ? `Two angles form a linear pair. One is ${a}°. What is the other?`
      : `What is the complement of ${a}°?`,
    check: supplement ? `180 - ${a}` : `90 - ${a}`,
    // The other kind of pair, the angle itself, 360° used.
    slips: supplement ? [Math.abs(90 - a) || 1, a === 90 ? 91 : a, 360 - a] : [180 - a, a, 360 - a],
    unit: "°",
    why: (k) =>
      `${supplement ? "A linear pair adds to 180°" : "Complementary angles add to 90°"}: the other is ${k}°.`,
  };
};
const polygonAngles: Family = (r) => {
  const n = r.int(5, 12);
  return {
    stem: `What is the sum of the interior angles of a polygon with ${n} sides?`,
    check: `(${n} - 2)*180`,
    // n·180, 360° for every polygon, (n − 1)·180.
    slips: [n * 180, 360, (n - 1) * 180],
    unit: "°",
    why: (k) => `$(n - 2) \\times 180° = ${n - 2} \\times 180° = ${k}$°.`,
  };
};
const symmetryLines: Family = (r) => {
  const n = r.int(3, 10);
  return {
    stem: `How many lines of symmetry does a regular polygon with ${n} sides have?`,
    check: `${n}*1`,
    slips: [n - 1, 2 * n, n % 2 === 0 ? n / 2 : n + 1],
    why: (k) => `A regular polygon has as many lines of symmetry as sides: ${k}.`,
  };
};
const TRIPLES = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [6, 8, 10],
  [9, 12, 15],
] as const;
const pythagoras: Family = (r) => {
  const [a, b] = r.pick(TRIPLES);
  return {
    stem: `The two shorter sides of a right triangle are ${a} cm and ${b} cm. How long is the hypotenuse?`,
    check: `sqrt(${a}^2 + ${b}^2)`,
    // The sides added, the squares added but no root, the difference of squares.
    slips: [a + b, a * a + b * b, Math.round(Math.sqrt(b * b - a * a) * 100) / 100],
    unit: "cm",
    why: (k) => `$\\sqrt{${a}^2 + ${b}^2} = \\sqrt{${a * a + b * b}} = ${k}$ cm.`,
  };
};
const distance: Family = (r) => {
  const [dx, dy] = r.pick(TRIPLES);
  const [x1, y1] = [r.int(-5, 5), r.int(-5, 5)];
  return {
    stem: `Find the distance between $(${x1}, ${y1})$ and $(${x1 + dx}, ${y1 + dy})$.`,
    check: `sqrt((${x1 + dx} - ${signed(x1)})^2 + (${y1 + dy} - ${signed(y1)})^2)`,
    slips: [dx + dy, dx * dx + dy * dy, Math.abs(dy - dx) + 1],
    why: (k) => `$\\sqrt{${dx}^2 + ${dy}^2} = ${k}$.`,
  };
};
const slope: Family = (r) => {
  const [x1, y1, run, m] = [r.int(-5, 5), r.int(-5, 5), r.int(1, 5), nz(r, -4, 4)];
  const [x2, y2] = [x1 + run, y1 + m * run];
  return {
    stem: `Find the slope of the line through $(${x1}, ${y1})$ and $(${x2}, ${y2})$.`,
    check: `(${y2} - ${signed(y1)})/(${x2} - ${signed(x1)})`,
    // Run over rise, a sign lost, the coordinates added.
    slips: [run / (m * run), -m, (y2 + y1) / (x2 + x1 === 0 ? 1 : x2 + x1) + 0.5],
    why: (k) => `$\\frac{y_2 - y_1}{x_2 - x_1} = \\frac{${m * run}}{${run}} = ${k}$.`,
  };
};
const QUADS = [
  [1, 2, 2, 3],
  [2, 3, 6, 7],
  [1, 4, 8, 9],
  [2, 6, 9, 11],
  [4, 4, 7, 9],
] as const;
const distance3d: Family = (r) => {
  const k = r.int(1, 3);
  const [a, b, c] = r.pick(QUADS).map((v) => v * k) as [number, number, number];
  return {
    stem: `Find the distance of the point $(${a}, ${b}, ${c})$ from the origin.`,
    check: `sqrt(${a}^2 + ${b}^2 + ${c}^2)`,
    slips: [a + b + c, a * a + b * b + c * c, Math.round(Math.sqrt(a * a + b * b) * 100) / 100],
    why: (k) => `$\\sqrt{${a}^2 + ${b}^2 + ${c}^2} = ${k}$.`,
  };
};
const vectorMagnitude: Family = (r) => {
  const k = r.int(1, 3);
  const [a, b, c] = r.pick(QUADS).map((v) => v * k) as [number, number, number];
  return {
    stem: `Find the magnitude of $${a}\\hat{i} + ${b}\\hat{j} + ${c}\\hat{k}$.`,
    check: `sqrt(${a}^2 + ${b}^2 + ${c}^2)`,
    slips: [a + b + c, a * a + b * b + c * c, Math.max(a, b, c) + 1],
    why: (k) => `$\\sqrt{${a}^2 + ${b}^2 + ${c}^2} = ${k}$.`,
  };
};
const HERON = [
  [13, 14, 15],
  [5, 12, 13],
  [9, 10, 17],
  [10, 13, 13],
  [6, 8, 10],
] as const;
const heron: Family = (r) => {
  const k = r.int(1, 4);
  const [a, b, c] = r.pick(HERON).map((side) => side * k) as [number, number, number];
  const s = (a + b + c) / 2;
  return {
    stem: `Use Heron's formula to find the area of a triangle with sides ${a} cm, ${b} cm and ${c} cm.`,
    check: `sqrt(${s}*(${s} - ${a})*(${s} - ${b})*(${s} - ${c}))`,
    // s(s−a)(s−b)(s−c) without the root, the perimeter, half of a·b.
    slips: [s * (s - a) * (s - b) * (s - c), a + b + c, (a * b) / 2 + 1],
    unit: "cm²",
    why: (k) =>
      `$s = ${s}$; area $= \\sqrt{${s} \\times ${s - a} \\times ${s - b} \\times ${s - c}} = ${k}$ cm².`,
  };
};

// ---- Data and chance ----------------------------------------------------------------------------

const mean: Family = (r) => {
  const m = r.int(5, 40);
  const devs = [-4, -2, 0, 2, 4].map((d) => d * r.int(1, 2));
  const values = devs.map((d) => m + d);
  const sum = values.reduce((a, b) => a + b, 0);
  return {
    stem: `Find the mean of ${values.join(", ")}.`,
    check: `(${values.join(" + ")})/${values.length}`,
    // The sum, the range, divided by one too few.
    slips: [sum, Math.max(...values) - Math.min(...values), sum / (values.length - 1)],
    why: (k) => `Add them (${sum}) and divide by ${values.length}: ${k}.`,
  };
};
const tally: Family = (r) => {
  const [a, b, c] = [r.int(3, 12), r.int(3, 12), r.int(3, 12)];
  return {
    stem: `A class counted its pets: ${a} cats, ${b} dogs and ${c} fish. How many pets in all?`,
    check: `${a} + ${b} + ${c}`,
    slips: [a + b, a + b + c + 1, Math.max(a, b, c)],
    why: (k) => `Add the three counts: ${a} + ${b} + ${c} = ${k}.`,
  };
};
const probability: Family = (r) => {
  const [red, blue] = [r.int(1, 9), r.int(1, 9)];
  const total = red + blue;
  const g = gcd(red, total);
  const shown = (n: number, d: number) => {
    const h = gcd(n, d);
    return d / h === 1 ? String(n / h) : `${n / h}/${d / h}`;
  };
  return {
    stem: `A bag has ${red} red and ${blue} blue balls. One is drawn at random. What is the probability that it is red?`,
    check: `(${red})/(${total})`,
    // Red against blue (odds), blue instead, one over the total.
    slips: [shown(red, blue === red ? blue + 1 : blue), shown(blue, total), shown(1, total)],
    why: () => `Favourable ${red} out of ${total} equally likely: $\\frac{${red / g}}{${total / g}}$.`,
  };
};
const linearProgramming: Family = (r) => {
  const [a, b] = [r.int(2, 9), r.int(2, 9)];
  const corners = [
    [0, r.int(2, 8)],
    [r.int(2, 8), 0],
    [r.int(1, 5), r.int(1, 5)],
  ] as const;
  const values = corners.map(([x, y]) => a * x + b * y);
  const best = values.indexOf(Math.max(...values));
  const [bx, by] = corners[best] ?? [0, 0];
  return {
    stem: `The corner points of a feasible region are ${corners.map(([x, y]) => `$(${x}, ${y})$`).join(", ")} and $(0, 0)$. What is the maximum of $Z = ${a}x + ${b}y$?`,
    check: `${a}*${bx} + ${b}*${by}`,
    slips: [Math.min(...values.filter((v) => v > 0)), values.reduce((s, v) => s + v, 0), a + b],
    why: (k) => `Evaluate Z at every corner; the largest value is ${k}, at $(${bx}, ${by})$.`,
  };
};

/**
 * Which problems each chapter gets, by its title (the same pattern for every class where the title
 * says what it is about). Chapters matched by nothing here have no engine items: their quick test says
 * so, and a teacher's approved items or a model fill them.
 */
const BY_TITLE: [RegExp, Family[]][] = [
  [/quadratic/i, [quadratic]],
  [/pair of linear/i, [pairOfEquations]],
  [/linear inequalities/i, [inequality]],
  [/linear equations|finding the unknown|algebra play/i, [linearEquation]],
  [/polynomials/i, [substitution]],
  [/arithmetic progressions/i, [apTerm]],
  [/sequences and series/i, [apTerm, gpTerm]],
  [/real numbers|finding common ground|prime time/i, [hcfLcm, primes]],
  [/number systems/i, [squares, decimals]],
  [/other side of zero|operations with integers/i, [integers]],
  [/fractions/i, [fractionsAdd]],
  [/peek beyond the point/i, [decimals]],
  [/a square and a cube/i, [squares, cubes]],
  [/power play/i, [exponents]],
  [/large numbers|thousands around us|house of hundreds|story of numbers/i, [placeValue, addition(100, 999)]],
  [/arithmetic expressions/i, [expressions]],
  [/letter-numbers/i, [substitution, functionValue]],
  [/we distribute/i, [identities]],
  [/proportional reasoning-2|comparing quantities/i, [percentOf, simpleInterest]],
  [/proportional reasoning/i, [proportion, percentOf]],
  [/areas related to circles/i, [circleArea]],
  [/surface areas and volumes/i, [cuboid]],
  [/perimeter and area|^area$/i, [rectangle]],
  [/heron/i, [heron]],
  [/baudhayana|pythagoras/i, [pythagoras]],
  [/three intersecting lines|^triangles$/i, [triangleAngle]],
  [/lines and angles|parallel and intersecting|angles as turns/i, [anglePair]],
  [/quadrilaterals/i, [quadrilateralAngle, polygonAngles]],
  [/symmetry|symmetrical/i, [symmetryLines]],
  [/coordinate geometry/i, [distance]],
  [/straight lines/i, [slope]],
  [/three dimensional geometry/i, [distance3d]],
  [/vector algebra/i, [vectorMagnitude]],
  [/statistics/i, [mean]],
  [/data handling|data through pictures/i, [tally, mean]],
  [/probability/i, [probability]],
  [/^sets$/i, [sets]],
  [/relations and functions/i, [functionValue]],
  [/permutations/i, [permutations]],
  [/binomial/i, [binomialCoefficient]],
  [/determinants|matrices/i, [determinant]],
  [/limits and derivatives|continuity|application of derivatives/i, [derivative]],
  [/integrals/i, [definiteIntegral]],
  [/linear programming/i, [linearProgramming]],
  [/patterns? (in|around)|pattern/i, [skipCount]],
  [/number play/i, [skipCount, expressions]],
  [/measuring length|far and near|we the travellers/i, [lengthUnits]],
  [/weigh|weight and capacity|filling and lifting/i, [weightUnits]],
  [/clock|time goes on|racing seconds/i, [timeUnits]],
  [/fun at the fair|surajkund fair|give and take|transport museum/i, [money, subtraction(20, 99)]],
  [/equal groups|how many times|toy joy|double century|raksha bandhan|dairy farm/i, [multiplication(2, 20)]],
  [/grouping and sharing|fair share|sharing and measuring|coconut farm|class party/i, [division]],
  [
    /making 10|mango treat|how many\?|vegetable farm|so many toys|lina's family|fun with numbers|how much can we spend/i,
    [addition(1, 9)],
  ],
  [/a day at the beach|rani's gift|decoration for festival|utsav/i, [addition(10, 50), subtraction(10, 50)]],
  [/animal jumps|elephants, tigers/i, [skipCount, multiplication(2, 12)]],
];

/** The families for an NCERT mathematics chapter (by its catalogue id); empty when none fits. */
export function familiesFor(chapterId: string): Family[] {
  const chapter = findNcertChapter(chapterId);
  if (chapter?.subject !== "mathematics") return [];
  return BY_TITLE.find(([pattern]) => pattern.test(chapter.title))?.[1] ?? [];
}

/** Whether the engine makes items for this chapter (a quick test on it works without a teacher). */
export function hasEngineItems(chapterId: string): boolean {
  return familiesFor(chapterId).length > 0;
}

function engineAnswer(question: string): string | null {
  const result = solveMath(question);
  return result.kind === "solved" ? result.solution.finalAnswer : null;
}

/** "The same option" as the bank's checks read it (so "-5" and "5" count as the same, and one goes). */
const same = (a: string, b: string) => normalizeText(a) === normalizeText(b);
const numeric = (s: string) => (/^-?\d+(\.\d+)?$/.test(s.trim()) ? Number(s) : null);

/**
 * Up to `count` items for a chapter, the same for the same chapter and seed. Every key is the engine's
 * answer to the item's expression; every distractor is a slip that differs from the key (as text and,
 * for a number, as a value); items the engine cannot compute are left out, never guessed.
 */
export function ncertMathItems(chapterId: string, count: number, seed = "vidya"): DraftQuestion[] {
  const families = familiesFor(chapterId);
  if (families.length === 0) return [];
  const r = makeRng(hash(`${chapterId}:${seed}`));
  const items: DraftQuestion[] = [];
  const stems = new Set<string>();
  for (let tries = 0; items.length < count && tries < count * 12; tries++) {
    const family = families[tries % families.length];
    if (!family) break;
    const p = family(r);
    if (stems.has(p.stem)) continue;
    const key = engineAnswer(p.check);
    if (key === null) continue;
    const withUnit = (s: string) => (p.unit === "₹" ? `₹${s}` : p.unit ? `${s} ${p.unit}` : s);
    const keyValue = numeric(key);
    const distractors: string[] = [];
    for (const slip of p.slips) {
      const text = fmt(slip);
      if (typeof slip === "number" && !Number.isFinite(slip)) continue;
      if (same(text, key) || (keyValue !== null && numeric(text) === keyValue)) continue;
      if (distractors.some((d) => same(d, text))) continue;
      distractors.push(text);
    }
    if (distractors.length < 3) continue;
    // The key's place among the options comes from the seed too (the test shuffles them again).
    const texts = [key, ...distractors.slice(0, 3)];
    const at = r.int(0, 3);
    [texts[0], texts[at]] = [texts[at] as string, texts[0] as string];
    const item: DraftQuestion = {
      kind: "MCQ",
      stem: p.stem,
      options: texts.map((t, i) => ({ id: `o${i + 1}`, text: withUnit(t) })),
      key: `o${at + 1}`,
      explanation: p.why(key),
      source: "math",
      page: null,
      quote: null,
      mathCheck: { question: p.check, answer: key },
    };
    // The bank's own checks (distinct options, one key, none giving the answer away, the engine's key).
    if (checkItem(item, null, [], engineAnswer) !== null) continue;
    stems.add(p.stem);
    items.push(item);
  }
  return items;
}
