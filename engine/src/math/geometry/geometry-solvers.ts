import { coordinateSolver } from "../reader/coordinate";
import { circlePartsSolver, heightsSolver, trigRatioSolver } from "../reader/trig-circles";
import type { Solver } from "../types";
import { anglePairSolver } from "./angle-pairs";
import { angleSolver } from "./angles";
import { clockTangentSolver } from "./clock-tangent";
import { linesSolver } from "./lines";
import { oneMeasureSolver } from "./one-measure";
import { pythagorasSolver } from "./pythagoras";
import { recastSolver } from "./recast";
import { rectangleSidesSolver } from "./rectangle-sides";
import { scaledMeasureSolver } from "./scaled-measure";
import { sectionWallsSolver } from "./section-walls";
import { shapeSolver } from "./shape-solver";
import { trigValuesSolver } from "./trig-values";
import { wireBentSolver } from "./wire-bent";

/** Geometry solvers: mensuration formulas first, then Pythagoras, then angles. */
export const GEOMETRY_SOLVERS: Solver[] = [
  wireBentSolver,
  linesSolver,
  scaledMeasureSolver,
  anglePairSolver,
  sectionWallsSolver,
  recastSolver,
  clockTangentSolver,
  rectangleSidesSolver,
  oneMeasureSolver,
  coordinateSolver,
  trigRatioSolver,
  trigValuesSolver,
  circlePartsSolver,
  heightsSolver,
  shapeSolver,
  pythagorasSolver,
  angleSolver,
];
