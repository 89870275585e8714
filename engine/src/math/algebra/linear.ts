import { numeric } from "../cas";
import { display, type Step } from "../explain";
import type { Expr } from "../expr/ast";
import { close } from "../expr/equivalent";
import { numPlain, numTex, tex } from "../format";
import {
  denominators,
  type Equation,
  equationTex,
  expandTimes,
  hasBrackets,
  lcmOf,
  polynomial,
} from "./equation-parse";

/** The worked steps and result of a linear equation in one variable. */
export interface LinearWork {
  steps: Step[];
  /** The root, or "none" / "all" for contradictions and identities. */
  root: number | "none" | "all";
}

const term = (a: number, v: string): string => (a === 1 ? v : a === -1 ? `-${v}` : `${numTex(a)}${v}`);

/** Solves ax + b = cx + d the way it is taught: expand, clear fractions, collect, divide. */
export function solveLinear(eq: Equation, v: string): LinearWork | null {
  const steps: Step[] = [];
  let lhs: Expr = eq.lhs;
  let rhs: Expr = eq.rhs;
  if (hasBrackets(lhs) || hasBrackets(rhs)) {
    lhs = expandTimes(lhs, 1);
    rhs = expandTimes(rhs, 1);
    steps.push({
      title: "Remove the brackets",
      body: `Multiply out each bracket:\n\n${display(`${tex(lhs)} = ${tex(rhs)}`)}`,
    });
  }
  const lcm = lcmOf([...denominators(lhs), ...denominators(rhs)]);
  if (lcm > 1) {
    lhs = expandTimes(lhs, lcm);
    rhs = expandTimes(rhs, lcm);
    steps.push({
      title: "Clear the fractions",
      body: `Multiply both sides by ${lcm}, the LCM of the denominators, so every term becomes a whole number:\n\n${display(`${tex(lhs)} = ${tex(rhs)}`)}`,
    });
  }
  const left = polynomial(lhs, v);
  const right = polynomial(rhs, v);
  if (!left || !right || left.length > 2 || right.length > 2) return null;
  const [bL, aL = 0] = left;
  const [bR, aR = 0] = right;
  const a = aL - aR;
  const c = bR - bL;
  const ops = [
    ...(aR !== 0 ? [`${aR > 0 ? "subtract" : "add"} $${term(Math.abs(aR), v)}$`] : []),
    ...(bL !== 0 ? [`${bL > 0 ? "subtract" : "add"} $${numTex(Math.abs(bL))}$`] : []),
  ];
  const result = display(`${term(a, v)} = ${numTex(c)}`);
  const moved = ops.length
    ? `On both sides, ${ops.join(" and ")}, so the ${v}-terms are on the left and the numbers on the right:\n\n${result}`
    : `The ${v}-term is already alone on the left:\n\n${result}`;
  steps.push({ title: `Collect the ${v}-terms on one side`, body: moved });
  if (a === 0) {
    const root = close(c, 0) ? "all" : "none";
    steps.push({
      title: "Read the result",
      body:
        root === "all"
          ? `The ${v}-terms cancel and both sides are equal, so the equation is true for every value of $${v}$.`
          : `The ${v}-terms cancel and we are left with $0 = ${numTex(c)}$, which is false, so no value of $${v}$ works.`,
    });
    return { steps, root };
  }
  const root = c / a;
  if (a !== 1) {
    steps.push({
      title: `Divide by ${numPlain(a)}`,
      body: `Divide both sides by $${numTex(a)}$ to get $${v}$ alone:\n\n${display(`${v} = \\frac{${numTex(c)}}{${numTex(a)}} = ${numTex(root)}`)}`,
    });
  }
  steps.push(checkStep(eq, v, root));
  return { steps, root };
}

/** Substitutes the root into the original equation and shows both sides agree. */
export function checkStep(eq: Equation, v: string, root: number): Step {
  const l = numeric(eq.lhs, { [v]: root });
  const r = numeric(eq.rhs, { [v]: root });
  const ok = l !== null && r !== null && close(l, r);
  return {
    title: "Check the answer",
    body: `Put $${v} = ${numTex(root)}$ back into $${equationTex(eq)}$: the left side gives $${l === null ? "?" : numTex(l)}$ and the right side gives $${r === null ? "?" : numTex(r)}$. ${ok ? "Both sides match, so the answer is correct." : "They do not match, so please recheck the question."}`,
  };
}
