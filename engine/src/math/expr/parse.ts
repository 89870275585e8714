import {
  isConstantNode,
  isFunctionNode,
  isOperatorNode,
  isParenthesisNode,
  isSymbolNode,
  type MathNode,
  parse,
} from "../mathjs";
import { joinMixedNumbers } from "../normalize";
import { CONSTANTS, type Expr, FUNCTIONS, num, sym } from "./ast";

const FN = "asin|acos|atan|sinh|cosh|tanh|sin|cos|tan|cot|sec|csc|log|sqrt|cbrt|exp";
const ARG = String.raw`-?\d*\.?\d*[a-z](?:\^\d+)?(?![a-z(])|\d+(?:\.\d+)?`;
const FN_POWER = new RegExp(String.raw`\b(${FN})\s*\^\s*(\d+)\s*(?!\()(${ARG})`, "g");
const FN_POWER_PAREN = new RegExp(String.raw`\b(${FN})\s*\^\s*(\d+)\s*\(([^()]*)\)`, "g");
const FN_BARE = new RegExp(String.raw`\b(${FN})\s*(?!\()(${ARG})`, "g");

/** Rewrites the ways students write functions into forms mathjs can parse. */
export function prepareExpr(input: string): string {
  let t = joinMixedNumbers(input.toLowerCase());
  t = t.replace(/\bln\s*\|([^|]+)\|/g, "log(abs($1))").replace(/\|([^|]+)\|/g, "abs($1)");
  t = t.replace(/\b(sin|cos|tan|cot|sec|cosec|csc)\s*\^\s*\(?-1\)?/g, "arc$1");
  t = t.replace(/\bcosec\b/g, "csc").replace(/\barccsc\b/g, "acsc");
  t = t.replace(/\barc(sin|cos|tan)\b/g, "a$1");
  t = t.replace(/\bln\b/g, "log").replace(/\blog_?e\b/g, "log");
  t = t.replace(/\be\s*\^\s*(-?\d*\.?\d*[a-z])(?![a-z(^])/g, "e^($1)");
  // "sec^2(x)" is (sec x)², as "sec^2 x" is.
  t = t.replace(FN_POWER_PAREN, "$1($3)^$2");
  t = t.replace(FN_POWER, "$1($3)^$2");
  t = t.replace(FN_BARE, "$1($2)");
  t = t.replace(/\b(?:infinity|inf)\b/g, "Infinity");
  t = t.replace(/\bpie\b/g, "pi");
  return t;
}

/** Parses a student's expression (no relational operators); null when it is not an expression. */
export function parseExpr(input: string): Expr | null {
  const text = prepareExpr(input).trim();
  if (text === "" || /[=<>]/.test(text)) return null;
  try {
    return fromMath(parse(text));
  } catch {
    return null;
  }
}

function splitSymbol(name: string): Expr[] {
  return [...name].map((ch) => (/\d/.test(ch) ? num(Number(ch)) : sym(ch)));
}

function product(factors: Expr[]): Expr {
  return factors.length === 1 ? factors[0] : { t: "mul", factors };
}

function fromSymbol(name: string): Expr {
  if (CONSTANTS.has(name) || name.length === 1) return sym(name);
  if (!/^[a-z0-9]+$/.test(name)) throw new Error(`unknown symbol ${name}`);
  return product(splitSymbol(name));
}

// "Which" is precise enough: every other node kind (assignment, matrix, ...) is not school algebra.
function fromMath(node: MathNode): Expr {
  if (isParenthesisNode(node)) return fromMath(node.content);
  if (isConstantNode(node)) {
    if (typeof node.value !== "number") throw new Error("non-numeric constant");
    return num(node.value);
  }
  if (isSymbolNode(node)) return fromSymbol(node.name);
  if (isFunctionNode(node)) {
    const name = node.fn.name;
    const args = node.args.map(fromMath);
    if (FUNCTIONS.has(name)) return { t: "fn", name, args };
    // "2xsin(x)" arrives as a call to "xsin": letters glued to a known function name.
    const glued = name.match(
      /^([a-z]+?)(asin|acos|atan|sinh|cosh|tanh|sin|cos|tan|cot|sec|csc|log|sqrt|cbrt|exp|abs)$/,
    );
    if (glued && args.length === 1)
      return product([...splitSymbol(glued[1]), { t: "fn", name: glued[2], args }]);
    if (name === "nthRoot" && args.length === 2) return { t: "pow", base: args[0], exp: inverse(args[1]) };
    if (args.length !== 1 || !/^[a-z]+$/.test(name)) throw new Error(`unknown function ${name}`);
    return product([...splitSymbol(name), args[0]]);
  }
  if (isOperatorNode(node)) return fromOperator(node.fn, node.args);
  throw new Error(`unsupported node ${node.type}`);
}

function inverse(e: Expr): Expr {
  return { t: "div", num: num(1), den: e };
}

function fromOperator(fn: string, nodes: MathNode[]): Expr {
  const args = nodes.map(fromMath);
  switch (fn) {
    case "add":
      return { t: "add", terms: args.flatMap((a) => (a.t === "add" ? a.terms : [a])) };
    case "subtract":
      return { t: "add", terms: [...(args[0].t === "add" ? args[0].terms : [args[0]]), neg(args[1])] };
    case "multiply":
      return { t: "mul", factors: args.flatMap((a) => (a.t === "mul" ? a.factors : [a])) };
    case "divide":
      return { t: "div", num: args[0], den: args[1] };
    case "pow": {
      const base = nodes[0];
      // "xy^2" means x·y², not (xy)².
      if (isSymbolNode(base) && base.name.length > 1 && !CONSTANTS.has(base.name)) {
        const parts = splitSymbol(base.name);
        const last = parts.pop();
        if (last) return product([...parts, { t: "pow", base: last, exp: args[1] }]);
      }
      return { t: "pow", base: args[0], exp: args[1] };
    }
    case "unaryMinus":
      return neg(args[0]);
    case "unaryPlus":
      return args[0];
    case "factorial":
      return { t: "fact", arg: args[0] };
    default:
      throw new Error(`unsupported operator ${fn}`);
  }
}

/** Negation that folds into numbers so "-3" stays a number. */
export function neg(e: Expr): Expr {
  if (e.t === "num") return { ...e, v: -e.v };
  if (e.t === "neg") return e.arg;
  return { t: "neg", arg: e };
}
