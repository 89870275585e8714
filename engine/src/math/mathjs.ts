/// <reference path="./vendor.d.ts" />
import math from "mathjs/lib/browser/math.js";

/**
 * mathjs, loaded from its one-file build. The package's ESM entry is about a thousand small modules:
 * importing it took 2–5 s (most of the engine's load time, paid by the first student to use the
 * Socratic tutor or a math page), the one file about 70 ms. Same library, same version; every
 * engine file imports mathjs from here.
 */
export const {
  compile,
  derivative,
  det,
  evaluate,
  fraction,
  gcd,
  isConstantNode,
  isFunctionNode,
  isOperatorNode,
  isParenthesisNode,
  isSymbolNode,
  lcm,
  mean,
  median,
  mode,
  parse,
  round,
  std,
  unit,
  variance,
} = math;
export type { Fraction, MathNode } from "mathjs";
