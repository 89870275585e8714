import { complementSolver, groupedDataSolver } from "../reader/grouped";
import type { Solver } from "../types";
import { averageChangeSolver, meanOfExpressionsSolver } from "./average-change";
import { bagSolver } from "./bags";
import { cardSolver } from "./cards";
import { coinSolver, diceSolver } from "./coins-dice";
import { descriptiveSolver } from "./descriptive";
import { knownRelationsSolver } from "./known-relations";
import { numbersDrawnSolver } from "./numbers-drawn";

/** Statistics and probability solvers. */
export const STATISTICS_SOLVERS: Solver[] = [
  knownRelationsSolver,
  averageChangeSolver,
  meanOfExpressionsSolver,
  groupedDataSolver,
  complementSolver,
  coinSolver,
  diceSolver,
  numbersDrawnSolver,
  cardSolver,
  bagSolver,
  descriptiveSolver,
];
