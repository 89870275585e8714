import { surd } from "../algebra/quadratic";
import { display, type Step } from "../explain";
import { dec } from "../format";
import { fraction } from "../mathjs";
import {
  type ANode,
  type BinOp,
  bracketed,
  exactVal,
  treeTex,
  type UnOp,
  type Val,
  valTex,
} from "./evaluate";

type Outcome = { ok: true; v: Val; work: string } | { ok: false; error: string };

const TITLES: Record<BinOp | UnOp, string> = {
  "+": "Addition",
  "-": "Subtraction",
  "*": "Multiplication",
  "/": "Division",
  "^": "Powers (orders)",
  sqrt: "Roots (orders)",
  cbrt: "Roots (orders)",
  fact: "Factorial",
  neg: "Sign",
};

const parts = (v: Val): [number, number] | null =>
  v.exact ? [Number(v.exact.s * v.exact.n), Number(v.exact.d)] : null;

function fractionWork(op: BinOp, a: Val, b: Val, tx: (v: Val) => string, result: string): string | null {
  const pa = parts(a);
  const pb = parts(b);
  if (!pa || !pb || (pa[1] === 1 && pb[1] === 1)) return null;
  const [n1, d1] = pa;
  const [n2, d2] = pb;
  const f = (n: number, d: number) => `\\frac{${n}}{${d}}`;
  if ((op === "+" || op === "-") && d1 !== d2) {
    const l = (d1 * d2) / gcdInt(d1, d2);
    const m1 = l / d1;
    const m2 = l / d2;
    return `The denominators are ${d1} and ${d2}; their LCM is ${l}, so we rewrite both fractions with denominator ${l}:\n\n${display(
      `${tx(a)} ${op} ${tx(b)} = ${f(n1 * m1, l)} ${op} ${f(n2 * m2, l)} = ${[f(op === "+" ? n1 * m1 + n2 * m2 : n1 * m1 - n2 * m2, l), result].filter((x, i, all) => all.indexOf(x) === i).join(" = ")}`,
    )}`;
  }
  if (op === "*")
    return `Multiply the numerators together and the denominators together, then simplify:\n\n${display(`${tx(a)} \\times ${tx(b)} = \\frac{${n1} \\times ${n2}}{${d1} \\times ${d2}} = ${result}`)}`;
  if (op === "/")
    return `To divide by a fraction, multiply by its reciprocal (turn it upside down):\n\n${display(`${tx(a)} \\div ${tx(b)} = ${tx(a)} \\times ${f(d2, n2)} = ${result}`)}`;
  return null;
}

function gcdInt(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcdInt(b, a % b);
}

function computeBin(op: BinOp, a: Val, b: Val, fr: boolean): Outcome {
  const tx = (v: Val) => valTex(v, fr);
  let v: Val;
  if (op === "/" && b.approx === 0)
    return { ok: false, error: "Division by zero is not defined, so this expression has no value." };
  if (a.exact && b.exact && op !== "^") {
    const x = a.exact;
    const y = b.exact;
    v = exactVal(op === "+" ? x.add(y) : op === "-" ? x.sub(y) : op === "*" ? x.mul(y) : x.div(y));
  } else if (op === "^" && a.exact && b.exact && Number(b.exact.d) === 1 && Math.abs(b.approx) <= 64) {
    v = exactVal(a.exact.pow(b.exact));
  } else {
    const x = a.approx;
    const y = b.approx;
    const r = op === "+" ? x + y : op === "-" ? x - y : op === "*" ? x * y : op === "/" ? x / y : x ** y;
    if (Number.isNaN(r)) return { ok: false, error: "This power of a negative number is not a real number." };
    v =
      Number.isInteger(Math.round(r * 1e9) / 1e9) && Math.abs(r) < 1e15
        ? exactVal(fraction(Math.round(r)))
        : { exact: null, approx: r };
  }
  const result = tx(v);
  const special = fractionWork(op, a, b, tx, result);
  if (special) return { ok: true, v, work: special };
  if (
    op === "^" &&
    b.exact &&
    Number(b.exact.d) === 1 &&
    b.approx >= 2 &&
    b.approx <= 6 &&
    Math.abs(a.approx) < 1000
  ) {
    const base = a.approx < 0 || Number(a.exact?.d ?? 1) !== 1 ? `\\left(${tx(a)}\\right)` : tx(a);
    return {
      ok: true,
      v,
      work: display(`${base}^{${tx(b)}} = ${Array(b.approx).fill(base).join(" \\times ")} = ${result}`),
    };
  }
  const sym = { "+": "+", "-": "-", "*": "\\times", "/": "\\div", "^": "^" }[op];
  const right = b.approx < 0 ? `(${tx(b)})` : tx(b);
  return {
    ok: true,
    v,
    work: display(op === "^" ? `${tx(a)}^{${tx(b)}} = ${result}` : `${tx(a)} ${sym} ${right} = ${result}`),
  };
}

function computeUn(op: UnOp, a: Val, fr: boolean): Outcome {
  const tx = (v: Val) => valTex(v, fr);
  if (op === "neg")
    return { ok: true, v: a.exact ? exactVal(a.exact.neg()) : { exact: null, approx: -a.approx }, work: "" };
  if (op === "fact") {
    const n = a.approx;
    if (!Number.isInteger(n) || n < 0 || n > 170)
      return { ok: false, error: "The factorial is only defined for whole numbers 0, 1, 2, …" };
    let p = 1;
    for (let k = 2; k <= n; k++) p *= k;
    const v: Val = n <= 20 ? exactVal(fraction(p)) : { exact: null, approx: p };
    const chain =
      n >= 2 && n <= 10 ? ` = ${Array.from({ length: n }, (_, i) => n - i).join(" \\times ")}` : "";
    return {
      ok: true,
      v,
      work: `${display(`${n}!${chain} = ${n <= 20 ? p : dec(p, 0)}`)}${n === 0 ? "\n\nBy definition, $0! = 1$." : ""}`,
    };
  }
  const root = op === "sqrt" ? 2 : 3;
  if (op === "sqrt" && a.approx < 0)
    return {
      ok: false,
      error:
        "A negative number has no real square root, because any real number times itself is never negative.",
    };
  const pa = parts(a);
  const r = Math.sign(a.approx) * Math.abs(a.approx) ** (1 / root);
  const sign = op === "sqrt" ? "\\sqrt" : "\\sqrt[3]";
  if (pa) {
    const [n, d] = pa;
    const rn = Math.round(Math.sign(n) * Math.abs(n) ** (1 / root));
    const rd = Math.round(d ** (1 / root));
    if (rn ** root === n && rd ** root === d) {
      const v = exactVal(fraction(rn, rd));
      const pow = root === 2 ? `${tx(v)} \\times ${tx(v)}` : `${tx(v)} \\times ${tx(v)} \\times ${tx(v)}`;
      return {
        ok: true,
        v,
        work: `${display(`${sign}{${tx(a)}} = ${tx(v)}`)}\n\nbecause $${pow} = ${tx(a)}$.`,
      };
    }
    if (root === 2 && d === 1 && n > 0) {
      const { k, m } = surd(n);
      const simplified = k > 1 ? ` = \\sqrt{${k * k} \\times ${m}} = ${k}\\sqrt{${m}}` : "";
      return {
        ok: true,
        v: { exact: null, approx: r },
        work: display(`\\sqrt{${n}}${simplified} \\approx ${dec(r, 4)}`),
      };
    }
  }
  return {
    ok: true,
    v: { exact: null, approx: r },
    work: display(`${sign}{${tx(a)}} \\approx ${dec(r, 4)}`),
  };
}

/** Evaluates the tree one operation at a time in BODMAS order, recording a step for each. */
export function evaluateSteps(root: ANode, fr: boolean): { steps: Step[]; value: Val } | { error: string } {
  const steps: Step[] = [];
  let tree = root;
  for (let guard = 0; guard < 40 && tree.t !== "val"; guard++) {
    const state: { outcome: Outcome | null; title: string } = { outcome: null, title: "" };
    const reduce = (n: ANode, parent: ANode | null, right: boolean): ANode => {
      if (state.outcome || n.t === "val") return n;
      if (n.t === "bin") {
        const a = reduce(n.a, n, false);
        const b = state.outcome ? n.b : reduce(n.b, n, true);
        if (state.outcome) return { ...n, a, b };
        if (a.t === "val" && b.t === "val") {
          const out = computeBin(n.op, a.v, b.v, fr);
          state.outcome = out;
          state.title = bracketed(n, parent, right) ? "Brackets first" : TITLES[n.op];
          return out.ok ? { t: "val", v: out.v } : n;
        }
        return { ...n, a, b };
      }
      const a = reduce(n.a, n, false);
      if (state.outcome) return { ...n, a };
      if (a.t === "val") {
        const out = computeUn(n.op, a.v, fr);
        state.outcome = out;
        state.title = TITLES[n.op];
        return out.ok ? { t: "val", v: out.v } : n;
      }
      return { ...n, a };
    };
    const next = reduce(tree, null, false);
    const done = state.outcome;
    if (!done) break;
    if (!done.ok) return { error: done.error };
    tree = next;
    if (done.work) {
      const rest = tree.t === "val" ? "" : `\n\nThe expression is now:\n\n${display(treeTex(tree, fr))}`;
      steps.push({ title: state.title, body: `${done.work}${rest}` });
    }
  }
  if (tree.t !== "val") return { error: "The expression is too long to work through step by step." };
  return { steps, value: tree.v };
}
