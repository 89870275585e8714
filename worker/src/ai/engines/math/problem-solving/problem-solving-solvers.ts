import type { Solver } from "../types";
import { agesSolver } from "./ages";
import { interestSolver } from "./interest";
import { numberPuzzleSolver } from "./numbers";
import { percentChangeSolver } from "./percent-change";
import { profitLossSolver } from "./profit-loss";
import { ratioShareSolver, unitarySolver } from "./ratio";
import { speedSolver } from "./speed";
import { workSolver } from "./work";

/** Word-problem solvers; each recognises its own story (money, motion, work, ages, numbers). */
export const PROBLEM_SOLVING_SOLVERS: Solver[] = [
  interestSolver,
  profitLossSolver,
  percentChangeSolver,
  speedSolver,
  workSolver,
  agesSolver,
  ratioShareSolver,
  numberPuzzleSolver,
  unitarySolver,
];
