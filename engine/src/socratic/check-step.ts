import { parse } from "../math/mathjs";

/** What one rung of the ladder expects: an equation in one unknown, or a value. */
export type Expected =
  | { kind: "equation"; lhs: string; rhs: string; variable: string }
  | { kind: "value"; value: number; expr?: string };

/** How the operation of a step is written in the engine's prose, when it says. */
export interface StepOperation {
  op: "add" | "subtract" | "multiply" | "divide";
  by: number;
  /** The numeric side before this step (e.g. 20 in "3x + 5 = 20" before subtracting 5). */
  before?: number;
}

/** The verdict on one student step; `mistake` names a common slip when we recognise it. */
export type StepVerdict =
  | { ok: true; reachedAnswer: boolean }
  | {
      ok: false;
      mistake: "sign-error" | "wrong-operation" | "arithmetic-slip" | "not-equivalent" | "unreadable";
      /** For a wrong operation: the one the student seems to have done instead. */
      used?: StepOperation["op"];
    };

const EPS = 1e-9;
const close = (a: number, b: number) => Math.abs(a - b) <= EPS * Math.max(1, Math.abs(a), Math.abs(b));

/** Reads a student's step: "2x = 12", "x*2=12", "12 = 2x", "15". Implicit products are allowed. */
function compile(text: string): ((scope: Record<string, number>) => number) | null {
  const plain = text
    .replace(/[×·]/g, "*")
    .replace(/÷/g, "/")
    .replace(/−/g, "-")
    .replace(/(\d)\s*([a-z(])/gi, "$1*$2");
  try {
    const code = parse(plain).compile();
    return (scope) => {
      const v = code.evaluate({ ...scope });
      return typeof v === "number" ? v : Number.NaN;
    };
  } catch {
    return null;
  }
}

/** The solution of a linear equation a·x + b = 0 given as f = lhs - rhs; null when not linear in x. */
function linearRoot(f: (x: number) => number): { root: number | null; linear: boolean } {
  const f0 = f(0);
  const a = f(1) - f0;
  if (![f0, a, f(2), f(-3)].every(Number.isFinite)) return { root: null, linear: false };
  if (!close(f(2), f0 + 2 * a) || !close(f(-3), f0 - 3 * a)) return { root: null, linear: false };
  if (close(a, 0)) return { root: null, linear: true };
  return { root: -f0 / a, linear: true };
}

/** Names the slip when the student's number differs from the expected one. */
function nameMistake(got: number, want: number, op?: StepOperation): StepVerdict {
  if (!close(want, 0) && close(got, -want)) return { ok: false, mistake: "sign-error" };
  if (op?.before !== undefined) {
    const p = op.before;
    const k = op.by;
    const results: [StepOperation["op"], number][] = [
      ["add", p + k],
      ["subtract", p - k],
      ["multiply", p * k],
      ["divide", k === 0 ? Number.NaN : p / k],
    ];
    const used = results.find(([name, value]) => name !== op.op && close(value, got));
    if (used) return { ok: false, mistake: "wrong-operation", used: used[0] };
    if (close(got, -p - k) || close(got, -p + k)) return { ok: false, mistake: "sign-error" };
  }
  const diff = Math.abs(got - want);
  if (Number.isInteger(got) && (diff <= 2 || diff <= Math.abs(want) * 0.1)) {
    return { ok: false, mistake: "arithmetic-slip" };
  }
  return { ok: false, mistake: "not-equivalent" };
}

/**
 * Checks one student step against the expected one with the CAS. An equation counts as right when it
 * has the same solution set as the expected step (any correct transformation of the equation), a
 * value when it is numerically equal. `answer` is the final value, to tell when the student got there.
 */
export function checkStep(
  input: string,
  expected: Expected,
  answer: number,
  op?: StepOperation,
): StepVerdict {
  const text = input.trim();
  if (expected.kind === "value") {
    // "12 * 15 = 180" and "180" are both fine: the last side is the student's value.
    const sides = text
      .split("=")
      .map((s) => s.trim())
      .filter(Boolean);
    const last = sides.at(-1);
    const f = last ? compile(last) : null;
    const got = f ? f({}) : Number.NaN;
    if (!Number.isFinite(got)) return { ok: false, mistake: "unreadable" };
    if (close(got, expected.value)) {
      // Every earlier side must be equal too, else "12*15 = 190 = 180" would pass.
      const allEqual = sides.every((s) => {
        const g = compile(s);
        return g !== null && close(g({}), expected.value);
      });
      // The answer is reached when the student writes its value, not an expression that equals it
      // (every BODMAS step of "48 + 7 × 2" has the value 62, but "48 + 14" is not yet the answer).
      const plainNumber = /^-?\d+(?:\.\d+)?$/.test(last?.replace(/,/g, "") ?? "");
      return allEqual
        ? { ok: true, reachedAnswer: plainNumber && close(got, answer) }
        : { ok: false, mistake: "not-equivalent" };
    }
    return nameMistake(got, expected.value, op);
  }
  const v = expected.variable;
  const sides = text.split("=");
  if (sides.length !== 2) return { ok: false, mistake: "unreadable" };
  const [l, r] = sides.map((s) => compile(s));
  if (!l || !r) return { ok: false, mistake: "unreadable" };
  const f = (x: number) => l({ [v]: x }) - r({ [v]: x });
  const mine = linearRoot(f);
  if (!mine.linear) return { ok: false, mistake: "unreadable" };
  const want = expected.rhs;
  const el = compile(expected.lhs);
  const er = compile(want);
  if (!el || !er) return { ok: false, mistake: "unreadable" };
  const target = linearRoot((x) => el({ [v]: x }) - er({ [v]: x })).root;
  if (target === null) return { ok: false, mistake: "unreadable" };
  if (mine.root !== null && close(mine.root, target)) {
    const isolated = /^\s*[a-z]\s*$/i.test(sides[0]) || /^\s*[a-z]\s*$/i.test(sides[1]);
    return { ok: true, reachedAnswer: isolated && close(mine.root, answer) };
  }
  // Compare the numeric side when the side with the unknown matches the expected one.
  const student = { withX: sides[0], num: sides[1] };
  if (!/[a-z]/i.test(sides[0]) && /[a-z]/i.test(sides[1])) {
    student.withX = sides[1];
    student.num = sides[0];
  }
  const sx = compile(student.withX);
  const sn = compile(student.num);
  if (sx && sn && [0, 1, 2].every((x) => close(sx({ [v]: x }), el({ [v]: x })))) {
    return nameMistake(sn({}), er({}), op);
  }
  return { ok: false, mistake: "not-equivalent" };
}
