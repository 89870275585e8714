import { numeric, solveFor, solveSystem } from "../cas";
import { display, explanation, type Step } from "../explain";
import type { Expr } from "../expr/ast";
import { parseExpr } from "../expr/parse";
import { show, tex } from "../format";
import { perturbed } from "../similar";
import type { Question, SolverOutput } from "../types";

/** One known value of the situation, named by its role ("marked price", "rate of discount"). */
export interface Given {
  role: string;
  value: number;
  /** How the value is written for the student: "₹800", "15%", "3.5 hours". */
  text: string;
}

/**
 * The second half of the word-problem reader: a situation with its known quantities by role, the
 * unknowns, and equations relating them. The CAS solves the equations; the answer is substituted
 * back into every equation as an independent check before it may be called verified.
 */
export interface Frame {
  /** One sentence naming the situation and the rule that governs it. */
  idea: string;
  givens: Given[];
  /** Each unknown as a single letter with what it stands for. */
  unknowns: { name: string; meaning: string }[];
  /** Equations in the unknowns, plain text with "=" (e.g. "x = 800 * (1 - 15/100)"). */
  equations: string[];
  /** The unknown that answers the question. */
  target: string;
  /** Physical answers (lengths, prices, counts) must be positive; then a negative root is dropped. */
  positive?: boolean;
  /** Formats the answer value, e.g. (v) => `₹${v}`. */
  answer: (value: number, all: Map<string, number>) => string;
  /** Numbers of the question the frame judged irrelevant (shown in the explanation). */
  dismissed?: { value: number; why: string }[];
}

function asZero(eq: string): Expr | null {
  const [l, r, extra] = eq.split("=");
  if (extra !== undefined || r === undefined) return null;
  const lhs = parseExpr(l);
  const rhs = parseExpr(r);
  return lhs && rhs ? { t: "add", terms: [lhs, { t: "neg", arg: rhs }] } : null;
}

function eqTex(eq: string): string {
  const [l, r] = eq.split("=");
  const a = parseExpr(l);
  const b = parseExpr(r);
  return a && b ? `${tex(a)} = ${tex(b)}` : eq;
}

function rootOf(eq: string, name: string, positive: boolean): number | null {
  const e = asZero(eq);
  const roots = e ? solveFor(e, name) : null;
  const values = (roots?.real ?? []).map((r) => numeric(r)).filter((v): v is number => v !== null);
  const kept = positive ? values.filter((v) => v > 0) : values;
  const distinct = [...new Set(kept.map((v) => Math.round(v * 1e9) / 1e9))];
  return distinct.length === 1 ? distinct[0] : null;
}

// A chain (each equation brings one new unknown: side, then area) is solved one link at a time,
// which also handles powers; anything else goes to the CAS as a simultaneous system.
function solveAll(equations: string[], names: string[], positive: boolean): Map<string, number> | null {
  const out = new Map<string, number>();
  let chain = equations.length === names.length;
  for (let i = 0; chain && i < names.length; i++) {
    const eq = equations[i].replace(/\b([a-z])\b/g, (m) => (out.has(m) ? `(${out.get(m)})` : m));
    const left = names.filter((n) => !out.has(n) && new RegExp(`\\b${n}\\b`).test(eq));
    if (left.length !== 1 || left[0] !== names[i]) {
      chain = false;
      break;
    }
    const v = rootOf(eq, names[i], positive);
    if (v === null) return null;
    out.set(names[i], v);
  }
  if (chain) return out;
  const eqs = equations.map(asZero);
  if (eqs.some((e) => e === null)) return null;
  const sol = solveSystem(
    eqs.filter((e): e is Expr => e !== null),
    names,
  );
  if (!sol) return null;
  out.clear();
  for (const n of names) {
    const v = numeric(sol.get(n) ?? null);
    if (v === null || (positive && v <= 0)) return null;
    out.set(n, v);
  }
  return out;
}

function holds(eq: Expr, values: Map<string, number>): boolean {
  const v = numeric(eq, Object.fromEntries(values));
  return v !== null && Math.abs(v) <= 1e-6 * Math.max(1, ...[...values.values()].map(Math.abs));
}

/** Solves a frame with the CAS and writes the worked solution; null when it has no single answer. */
export function solveFrame(
  q: Question,
  frame: Frame,
  self: (q: Question) => SolverOutput | null,
): SolverOutput | null {
  const eqs = frame.equations.map(asZero);
  if (eqs.some((e) => e === null)) return null;
  const parsed = eqs.filter((e): e is Expr => e !== null);
  const names = frame.unknowns.map((u) => u.name);
  const values = solveAll(frame.equations, names, frame.positive ?? true);
  if (!values || !parsed.every((e) => holds(e, values))) return null;
  const value = values.get(frame.target);
  if (value === undefined || !Number.isFinite(value)) return null;
  const answer = frame.answer(value, values);
  if (answer === "") return null;
  const known = frame.givens.map((g) => `- ${g.role}: ${g.text}`).join("\n");
  const dismissed = frame.dismissed ?? [];
  const steps: Step[] = [
    {
      title: "Read the question",
      body: `What we know:\n\n${known}${
        dismissed.length
          ? `\n\nNot needed for this question: ${dismissed.map((d) => `${show(d.value)} (${d.why})`).join(", ")}.`
          : ""
      }\n\nWhat we want: ${frame.unknowns.map((u) => `$${u.name}$ = ${u.meaning}`).join("; ")}.`,
    },
    {
      title: frame.equations.length > 1 ? "Write the equations" : "Write the equation",
      body: frame.equations.map((e) => display(eqTex(e))).join("\n"),
    },
    {
      title: "Solve",
      body: names
        .map((n) => display(`${n} = ${show(Number((values.get(n) ?? 0).toPrecision(12)))}`))
        .join("\n"),
    },
    {
      title: "Check",
      body: "Putting the value back into the equation makes both sides equal.",
    },
  ];
  return {
    explanation: explanation({ intro: frame.idea, steps, answer: `**${answer}**` }),
    finalAnswer: answer,
    similarQuestions: perturbed(q, self),
    verified: true,
    dismissed: dismissed.map((d) => d.value),
  };
}

/** How a number is shown in a frame: at most 4 decimals, no float noise. */
export const num = (v: number): string => show(Number(v.toPrecision(12)));
