import type { Rng } from "@vidya/engine/math/rng";

/** One generated practice question with its exact answer. */
export interface Practice {
  q: string;
  a: string;
}
export type Generator = (r: Rng) => Practice;

const nz = (r: Rng, lo: number, hi: number) => {
  const v = r.int(lo, hi);
  return v === 0 ? hi : v;
};
const signed = (n: number) => (n < 0 ? `(${n})` : String(n));
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
const frac = (n: number, d: number) => {
  const g = gcd(n, d) || 1;
  const [p, q] = [n / g, d / g];
  return q === 1 ? String(p) : `${p}/${q}`;
};
const round2 = (x: number) => String(Math.round(x * 100) / 100);

const linearEq: Generator = (r) => {
  const x = r.int(-9, 12);
  const a = nz(r, 2, 9);
  const b = r.int(-20, 20);
  return { q: `Solve: ${a}x ${b < 0 ? "-" : "+"} ${Math.abs(b)} = ${a * x + b}`, a: `x = ${x}` };
};
const quadraticEq: Generator = (r) => {
  const p = r.int(-9, 9);
  const s = r.int(-9, 9);
  const b = -(p + s);
  const c = p * s;
  const term = (k: number, v: string) =>
    k === 0 ? "" : ` ${k < 0 ? "-" : "+"} ${Math.abs(k) === 1 && v ? "" : Math.abs(k)}${v}`;
  return {
    q: `Find the roots of x^2${term(b, "x")}${term(c, "")} = 0`,
    a: p === s ? `x = ${p} (repeated)` : `x = ${Math.min(p, s)}, x = ${Math.max(p, s)}`,
  };
};
const pairOfLinear: Generator = (r) => {
  const x = r.int(1, 15);
  const y = r.int(1, 15);
  return { q: `Solve the pair of equations: x + y = ${x + y} and x - y = ${x - y}`, a: `x = ${x}, y = ${y}` };
};
const polynomialValue: Generator = (r) => {
  const [a, b, c, k] = [nz(r, -4, 5), r.int(-6, 6), r.int(-9, 9), r.int(-3, 3)];
  return {
    q: `If p(x) = ${a}x^2 ${b < 0 ? "-" : "+"} ${Math.abs(b)}x ${c < 0 ? "-" : "+"} ${Math.abs(c)}, find p(${k}).`,
    a: String(a * k * k + b * k + c),
  };
};
const arithmeticProgression: Generator = (r) => {
  const [a, d, n] = [r.int(-10, 20), nz(r, -5, 7), r.int(8, 30)];
  return r.next() < 0.5
    ? { q: `Find the ${n}th term of the AP ${a}, ${a + d}, ${a + 2 * d}, ...`, a: String(a + (n - 1) * d) }
    : {
        q: `Find the sum of the first ${n} terms of the AP ${a}, ${a + d}, ${a + 2 * d}, ...`,
        a: String((n * (2 * a + (n - 1) * d)) / 2),
      };
};
const hcfLcm: Generator = (r) => {
  const g = r.int(2, 12);
  const [m, n] = [r.int(2, 9), r.int(2, 9)];
  const [a, b] = [g * m, g * (m === n ? n + 1 : n)];
  const h = gcd(a, b);
  return { q: `Find the HCF and LCM of ${a} and ${b}.`, a: `HCF = ${h}, LCM = ${(a * b) / h}` };
};
const integers: Generator = (r) => {
  const [a, b, c] = [r.int(-30, 30), r.int(-30, 30), nz(r, -9, 9)];
  return { q: `Evaluate: ${signed(a)} + ${signed(b)} × ${signed(c)}`, a: String(a + b * c) };
};
const fractions: Generator = (r) => {
  const [b, d] = [r.int(2, 9), r.int(2, 9)];
  const [a, c] = [r.int(1, b - 1), r.int(1, d - 1)];
  return { q: `Add: ${a}/${b} + ${c}/${d}`, a: frac(a * d + c * b, b * d) };
};
const decimals: Generator = (r) => {
  const [a, b] = [r.int(11, 99) / 10, r.int(11, 99) / 10];
  return { q: `Multiply: ${a} × ${b}`, a: round2(a * b) };
};
const squares: Generator = (r) => {
  const n = r.int(11, 99);
  return { q: `Find the square root of ${n * n}.`, a: String(n) };
};
const cubes: Generator = (r) => {
  const n = r.int(2, 25);
  return { q: `Find the cube root of ${n ** 3}.`, a: String(n) };
};
const exponents: Generator = (r) => {
  const [b, m, n] = [r.int(2, 5), r.int(2, 6), r.int(1, 5)];
  return {
    q: `Write as a single power and evaluate: ${b}^${m} × ${b}^${n}`,
    a: `${b}^${m + n} = ${b ** (m + n)}`,
  };
};
const percentOf: Generator = (r) => {
  const p = r.pick([5, 10, 12, 15, 20, 25, 30, 40, 50, 75]);
  const x = r.int(2, 40) * 20;
  return { q: `Find ${p}% of ${x}.`, a: round2((p * x) / 100) };
};
const simpleInterest: Generator = (r) => {
  const [P, R, T] = [r.int(5, 50) * 100, r.int(4, 12), r.int(2, 5)];
  return {
    q: `Find the simple interest on ₹${P} at ${R}% per annum for ${T} years.`,
    a: `₹${round2((P * R * T) / 100)}`,
  };
};
const rectangle: Generator = (r) => {
  const [l, b] = [r.int(3, 30), r.int(2, 20)];
  return {
    q: `A rectangle is ${l} cm long and ${b} cm wide. Find its perimeter and area.`,
    a: `Perimeter ${2 * (l + b)} cm, area ${l * b} cm²`,
  };
};
const circleArea: Generator = (r) => {
  const rad = r.int(1, 10) * 7;
  return {
    q: `Find the area and circumference of a circle of radius ${rad} cm (take π = 22/7).`,
    a: `Area ${(22 * rad * rad) / 7} cm², circumference ${(44 * rad) / 7} cm`,
  };
};
const cuboid: Generator = (r) => {
  const [l, b, h] = [r.int(2, 15), r.int(2, 12), r.int(2, 10)];
  return {
    q: `Find the volume and total surface area of a cuboid ${l} cm × ${b} cm × ${h} cm.`,
    a: `Volume ${l * b * h} cm³, surface area ${2 * (l * b + b * h + h * l)} cm²`,
  };
};
const heron: Generator = (r) => {
  const k = r.int(1, 4);
  const [a, b, c, area] = r.pick([
    [3, 4, 5, 6],
    [5, 12, 13, 30],
    [13, 14, 15, 84],
    [6, 8, 10, 24],
  ] as const);
  return {
    q: `Using Heron's formula, find the area of a triangle with sides ${a * k} cm, ${b * k} cm and ${c * k} cm.`,
    a: `${area * k * k} cm²`,
  };
};
const triangleAngle: Generator = (r) => {
  const [x, y] = [r.int(20, 80), r.int(20, 80)];
  return { q: `Two angles of a triangle are ${x}° and ${y}°. Find the third angle.`, a: `${180 - x - y}°` };
};
const pythagoras: Generator = (r) => {
  const k = r.int(1, 5);
  const [a, b, c] = r.pick([
    [3, 4, 5],
    [5, 12, 13],
    [8, 15, 17],
    [7, 24, 25],
  ] as const);
  return {
    q: `The legs of a right triangle are ${a * k} cm and ${b * k} cm. Find the hypotenuse.`,
    a: `${c * k} cm`,
  };
};
const anglesPair: Generator = (r) => {
  const x = r.int(10, 80);
  return r.next() < 0.5
    ? { q: `Find the complement of ${x}°.`, a: `${90 - x}°` }
    : { q: `Find the supplement of ${x + 40}°.`, a: `${140 - x}°` };
};
const distance: Generator = (r) => {
  const [x, y, k] = [r.int(-5, 5), r.int(-5, 5), r.int(1, 3)];
  const [dx, dy, d] = r.pick([
    [3, 4, 5],
    [6, 8, 10],
    [5, 12, 13],
  ] as const);
  return {
    q: `Find the distance between (${x}, ${y}) and (${x + dx * k}, ${y + dy * k}).`,
    a: String(d * k),
  };
};
const trig: Generator = (r) => {
  const [name, value] = r.pick([
    ["sin 30°", "1/2"],
    ["cos 60°", "1/2"],
    ["tan 45°", "1"],
    ["sin 90°", "1"],
    ["cos 0°", "1"],
    ["tan 60°", "√3"],
    ["sin 60°", "√3/2"],
    ["cos 30°", "√3/2"],
  ] as const);
  return { q: `Find the value of ${name}.`, a: value };
};
const heights: Generator = (r) => {
  const d = r.int(2, 20) * 5;
  return {
    q: `From a point ${d} m from the foot of a tower, the angle of elevation of its top is 45°. Find the height of the tower.`,
    a: `${d} m`,
  };
};
const statistics: Generator = (r) => {
  const n = r.pick([5, 7]);
  const data = Array.from({ length: n }, () => r.int(1, 30)).sort((a, b) => a - b);
  const mean = data.reduce((s, x) => s + x, 0) / n;
  return {
    q: `Find the mean and median of: ${[...data].sort(() => r.next() - 0.5).join(", ")}`,
    a: `Mean ${round2(mean)}, median ${data[(n - 1) / 2]}`,
  };
};
const probability: Generator = (r) => {
  const k = r.int(1, 6);
  return r.next() < 0.5
    ? {
        q: `A die is thrown once. What is the probability of getting a number greater than ${k - 1}?`,
        a: frac(7 - k, 6),
      }
    : { q: "Two coins are tossed together. What is the probability of getting exactly one head?", a: "1/2" };
};
const proportion: Generator = (r) => {
  const [n, cost, m] = [r.int(2, 9), r.int(5, 40), r.int(10, 30)];
  return { q: `If ${n} pens cost ₹${n * cost}, how much do ${m} pens cost?`, a: `₹${m * cost}` };
};
const identities: Generator = (r) => {
  const [a, b] = [r.int(2, 9), r.int(1, 9)];
  return { q: `Using an identity, find (${a * 10} + ${b})^2.`, a: String((a * 10 + b) ** 2) };
};
const factorise: Generator = (r) => {
  const [p, q] = [r.int(1, 9), r.int(1, 9)];
  return { q: `Factorise: x^2 + ${p + q}x + ${p * q}`, a: `(x + ${Math.min(p, q)})(x + ${Math.max(p, q)})` };
};
const primes: Generator = (r) => {
  const n = r.pick([2, 3, 5]) * r.pick([2, 3, 7]) * r.pick([2, 5, 11]) * r.pick([3, 13]);
  const f: number[] = [];
  let m = n;
  for (let p = 2; m > 1; p++) {
    while (m % p === 0) {
      f.push(p);
      m /= p;
    }
  }
  return { q: `Write the prime factorisation of ${n}.`, a: f.join(" × ") };
};
const patterns: Generator = (r) => {
  const [a, d] = [r.int(1, 10), r.int(2, 9)];
  return {
    q: `Find the next two numbers: ${a}, ${a + d}, ${a + 2 * d}, ${a + 3 * d}, ...`,
    a: `${a + 4 * d}, ${a + 5 * d}`,
  };
};
const polygonAngles: Generator = (r) => {
  const n = r.int(5, 12);
  return { q: `Find the sum of the interior angles of a polygon with ${n} sides.`, a: `${(n - 2) * 180}°` };
};
const quadrilateralAngle: Generator = (r) => {
  const [a, b, c] = [r.int(60, 120), r.int(60, 110), r.int(50, 100)];
  return {
    q: `Three angles of a quadrilateral are ${a}°, ${b}° and ${c}°. Find the fourth.`,
    a: `${360 - a - b - c}°`,
  };
};
const symmetry: Generator = (r) => {
  const n = r.int(3, 10);
  return { q: `How many lines of symmetry does a regular polygon with ${n} sides have?`, a: String(n) };
};
const euler: Generator = (r) => {
  const [f, v] = r.pick([
    [6, 8],
    [5, 6],
    [4, 4],
    [8, 6],
    [7, 10],
  ] as const);
  return {
    q: `A polyhedron has ${f} faces and ${v} vertices. How many edges does it have? (Use Euler's formula F + V - E = 2.)`,
    a: String(f + v - 2),
  };
};
const rationals: Generator = (r) => {
  const [a, b, c, d] = [r.int(-9, 9), r.int(2, 9), r.int(-9, 9), r.int(2, 9)];
  return { q: `Add the rational numbers ${a}/${b} and ${c}/${d}.`, a: frac(a * d + c * b, b * d) };
};

/** Chapter-title patterns and the generators that make that chapter's questions. */
export const CHAPTER_GENERATORS: [RegExp, Generator[]][] = [
  [/quadratic/i, [quadraticEq]],
  [/pair of linear/i, [pairOfLinear]],
  [/linear equations? in (one|two)|simple equations/i, [linearEq]],
  [/polynomial/i, [polynomialValue, factorise]],
  [/arithmetic progression/i, [arithmeticProgression]],
  [/real numbers/i, [hcfLcm, primes]],
  [/rational numbers/i, [rationals]],
  [/number systems/i, [rationals, squares]],
  [/integers|other side of zero/i, [integers]],
  [/fractions and decimals/i, [fractions, decimals]],
  [/fraction/i, [fractions]],
  [/decimal/i, [decimals]],
  [/squares and square roots/i, [squares]],
  [/cubes and cube roots/i, [cubes]],
  [/exponents/i, [exponents]],
  [/comparing quantities/i, [percentOf, simpleInterest]],
  [/areas related to circles/i, [circleArea]],
  [/surface areas? and volumes?/i, [cuboid]],
  [/mensuration|perimeter and area/i, [rectangle, circleArea]],
  [/heron/i, [heron]],
  [/triangle/i, [triangleAngle, pythagoras]],
  [/lines and angles/i, [anglesPair]],
  [/coordinate geometry/i, [distance]],
  [/applications of trigonometry/i, [heights]],
  [/trigonometry/i, [trig]],
  [/statistics|data handling/i, [statistics]],
  [/probability/i, [probability]],
  [/proportion/i, [proportion]],
  [/algebraic expressions/i, [identities]],
  [/factorisation/i, [factorise]],
  [/prime time|number play/i, [primes]],
  [/patterns/i, [patterns]],
  [/quadrilaterals/i, [quadrilateralAngle, polygonAngles]],
  [/symmetry/i, [symmetry]],
  [/solid shapes/i, [euler]],
  // Ganita Prakash 7 and 8 (2025-26) name their chapters by idea, not by topic.
  [/peek beyond the point/i, [decimals]],
  [/a square and a cube/i, [squares, cubes]],
  [/power play/i, [exponents]],
  [/algebra play|finding the unknown/i, [linearEq]],
  [/we distribute, yet things multiply/i, [identities]],
  [/baudhayana|pythagoras/i, [pythagoras]],
  [/three intersecting lines/i, [triangleAngle]],
  [/parallel and intersecting lines/i, [anglesPair]],
  [/finding common ground/i, [hcfLcm]],
  [/^area$/i, [rectangle]],
];
