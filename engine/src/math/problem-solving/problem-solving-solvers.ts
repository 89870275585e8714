import { COUNT_FRAME_SOLVERS } from "../reader/count-frames";
import { MEASURE_FRAME_SOLVERS } from "../reader/measure-frames";
import { MONEY_FRAME_SOLVERS } from "../reader/money-frames";
import { storySolver } from "../reader/story";
import { storyBalanceSolver } from "../reader/story-balance";
import { storyCombineSolver } from "../reader/story-combine";
import { storyCompareSolver } from "../reader/story-compare";
import { storyDifferenceSolver } from "../reader/story-difference";
import { storyGroupsSolver } from "../reader/story-groups";
import { storyKindsSolver } from "../reader/story-kinds";
import { inRupees } from "../reader/story-money";
import { storyNeedsSolver } from "../reader/story-needs";
import { storyRatesSolver } from "../reader/story-rates";
import { storyRelationsSolver } from "../reader/story-relations";
import type { Solver } from "../types";
import { agesSolver } from "./ages";
import { articlesCostSellSolver } from "./articles-cp-sp";
import { costSellRolesSolver } from "./cp-sp-roles";
import { interestDifferenceSolver, interestGivenSolver, interestSolver } from "./interest";
import { interestMultipleSolver } from "./interest-multiple";
import { numberPhraseSolver } from "./number-phrases";
import { consecutiveQuadraticSolver, numberPuzzleSolver } from "./numbers";
import { percentChainSolver } from "./percent-chains";
import { percentChangeSolver } from "./percent-change";
import { percentRelationsSolver } from "./percent-relations";
import { otherKindSolver, percentLeftSolver, percentRestSolver } from "./percent-rest";
import { profitLossSolver } from "./profit-loss";
import { proportionalSolver } from "./proportionals";
import { ratioShareSolver, ratioSimplifySolver, unitarySolver } from "./ratio";
import { ratioPartSolver } from "./ratio-part";
import { averageSpeedSolver, sameSpeedSolver, speedSolver } from "./speed";
import { trainsBoatsSolver } from "./trains-boats";
import { twoNumbersSolver } from "./two-numbers";
import { workSolver } from "./work";

/** Word-problem solvers; each recognises its own story (money, motion, work, ages, numbers). */
export const PROBLEM_SOLVING_SOLVERS: Solver[] = [
  proportionalSolver,
  ratioPartSolver,
  percentRelationsSolver,
  percentRestSolver,
  percentLeftSolver,
  otherKindSolver,
  interestDifferenceSolver,
  trainsBoatsSolver,
  // The role reader first: it answers only when every quantity of the question has a role.
  // Successive changes, k-times sums and "CP of 12 = SP of 10" before the one-step readers.
  percentChainSolver,
  interestMultipleSolver,
  articlesCostSellSolver,
  // Cost and selling prices with their roles and counts of articles, before the one-step readers.
  costSellRolesSolver,
  ...MONEY_FRAME_SOLVERS,
  ...MEASURE_FRAME_SOLVERS,
  ...COUNT_FRAME_SOLVERS,
  interestGivenSolver,
  twoNumbersSolver,
  interestSolver,
  profitLossSolver,
  percentChangeSolver,
  averageSpeedSolver,
  sameSpeedSolver,
  speedSolver,
  workSolver,
  agesSolver,
  ratioShareSolver,
  ratioSimplifySolver,
  consecutiveQuadraticSolver,
  numberPuzzleSolver,
  numberPhraseSolver,
  unitarySolver,
  // Everyday stories; money in rupees is read as any money, and a money answer shows ₹.
  ...[
    storySolver,
    storyBalanceSolver,
    storyCompareSolver,
    storyRelationsSolver,
    storyRatesSolver,
    storyGroupsSolver,
    storyDifferenceSolver,
    storyCombineSolver,
    storyNeedsSolver,
    storyKindsSolver,
  ].map(inRupees),
];
