import type { Solver } from "../types";
import { compareSolver } from "./compare";
import { countingSolver } from "./counting";
import { countingWordsSolver } from "./counting-words";
import { determinantSolver } from "./determinant";
import { divisibilityWordsSolver, extremeMultipleSolver, multiplesCountSolver } from "./divisibility-words";
import { expressionSolver } from "./expression";
import { mixedNumberSolver, reduceFractionSolver } from "./fractions";
import { hcfLcmRelationSolver } from "./hcf-lcm-relations";
import { lcmHcfSolver } from "./lcm-hcf";
import { logarithmSolver } from "./logarithms";
import {
  conversionSolver,
  percentBackSolver,
  percentOfPercentSolver,
  percentOfSolver,
  whatPercentSolver,
} from "./percent";
import { primeSolver, primesBetweenSolver } from "./primes";
import { roundingSolver } from "./rounding";

/** Arithmetic solvers, most specific first; the general expression evaluator is last. */
export const ARITHMETIC_SOLVERS: Solver[] = [
  hcfLcmRelationSolver,
  lcmHcfSolver,
  divisibilityWordsSolver,
  multiplesCountSolver,
  extremeMultipleSolver,
  primeSolver,
  primesBetweenSolver,
  compareSolver,
  countingSolver,
  countingWordsSolver,
  determinantSolver,
  logarithmSolver,
  percentBackSolver,
  percentOfPercentSolver,
  percentOfSolver,
  whatPercentSolver,
  conversionSolver,
  roundingSolver,
  mixedNumberSolver,
  reduceFractionSolver,
  expressionSolver,
];
