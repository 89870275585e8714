import type { Solver } from "../types";
import { derivativeSolver } from "./derivative";
import { extremaSolver } from "./extrema";
import { integralSolver } from "./integral";
import { limitSolver } from "./limit";
import { areaUnderCurveSolver, motionSolver } from "./motion";
import { relatedRatesSolver } from "./related-rates";

/** Calculus solvers; extrema before derivatives because "maximum" questions also say "derivative". */
export const CALCULUS_SOLVERS: Solver[] = [
  relatedRatesSolver,
  motionSolver,
  areaUnderCurveSolver,
  limitSolver,
  integralSolver,
  extremaSolver,
  derivativeSolver,
];
