import { apFactsSolver } from "../reader/ap-facts";
import { polyDivisionSolver } from "../reader/poly-division";
import { apSolver, gpSolver, naturalSumSolver, polynomialSolver } from "../reader/progressions";
import type { Solver } from "../types";
import { binomialCoefficientSolver } from "./binomial-coefficient";
import { expandSolver, factorSolver } from "./expand-factor";
import { exponentialSolver } from "./exponential";
import { expressionFromEquationSolver, sumProductExpressionSolver } from "./expression-from-equation";
import { inequalitySolver } from "./inequality";
import { simplifySolver } from "./simplify";
import { equationSolver } from "./solve-equation";
import { substituteSolver } from "./substitute";
import { systemSolver } from "./system";
import { valueOfKSolver } from "./value-of-k";

/** Algebra solvers, most specific first (keyword-led before the general equation solver). */
export const ALGEBRA_SOLVERS: Solver[] = [
  apSolver,
  apFactsSolver,
  gpSolver,
  naturalSumSolver,
  polynomialSolver,
  polyDivisionSolver,
  valueOfKSolver,
  binomialCoefficientSolver,
  expandSolver,
  factorSolver,
  simplifySolver,
  substituteSolver,
  expressionFromEquationSolver,
  sumProductExpressionSolver,
  systemSolver,
  inequalitySolver,
  exponentialSolver,
  equationSolver,
];
