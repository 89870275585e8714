import type { Solver } from "../types";
import { derivativeSolver } from "./derivative";
import { extremaSolver } from "./extrema";
import { integralSolver } from "./integral";
import { limitSolver } from "./limit";

/** Calculus solvers; extrema before derivatives because "maximum" questions also say "derivative". */
export const CALCULUS_SOLVERS: Solver[] = [limitSolver, integralSolver, extremaSolver, derivativeSolver];
