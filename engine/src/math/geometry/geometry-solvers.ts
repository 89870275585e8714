import { coordinateSolver } from "../reader/coordinate";
import { circlePartsSolver, heightsSolver, trigRatioSolver } from "../reader/trig-circles";
import type { Solver } from "../types";
import { anglePairSolver } from "./angle-pairs";
import { angleSolver } from "./angles";
import { pythagorasSolver } from "./pythagoras";
import { shapeSolver } from "./shape-solver";
import { trigValuesSolver } from "./trig-values";

/** Geometry solvers: mensuration formulas first, then Pythagoras, then angles. */
export const GEOMETRY_SOLVERS: Solver[] = [
  anglePairSolver,
  coordinateSolver,
  trigRatioSolver,
  trigValuesSolver,
  circlePartsSolver,
  heightsSolver,
  shapeSolver,
  pythagorasSolver,
  angleSolver,
];
