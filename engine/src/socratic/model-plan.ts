import { solveMath } from "../math/math-engine";

/**
 * Model mode: what the session keeps privately for the model (stored in SocraticSession.ladder). For
 * mathematics the engine's checked solution where it has one; for other subjects nothing (the
 * model tutors alone, and no answer is known to guard).
 */
export interface ModelPlan {
  problem: string;
  /** The engine's final answer, when it solved the problem and checked it. */
  finalAnswer: string | null;
  /** The engine's worked solution (Markdown), shown only to the model. */
  solution: string | null;
}

/** The private plan for a problem: the engine's verified solution when it has one. */
export function planFor(problem: string, subject: string): ModelPlan {
  if (subject !== "mathematics") return { problem, finalAnswer: null, solution: null };
  const result = solveMath(problem);
  if (result.kind !== "solved" || !result.solution.verified) {
    return { problem, finalAnswer: null, solution: null };
  }
  return { problem, finalAnswer: result.solution.finalAnswer, solution: result.solution.explanation };
}
